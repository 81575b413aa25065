import { parentPort } from 'node:worker_threads';
import type { WorkerMessage } from './document-workers';
import { renderDocument, type DocumentJob } from './render-document';

/**
 * One document worker thread (document-workers.ts): a job in, its bytes or its error out, one job at a time.
 * A job's rows arrive first, in parts; the job itself comes last.
 */
const port = parentPort!;
let rows: unknown[] = [];
port.on('message', (message: WorkerMessage) => {
  if ('rows' in message) {
    for (const row of message.rows) rows.push(row);
    return;
  }
  const job = ('rows' in message.job ? { ...message.job, rows } : message.job) as DocumentJob;
  rows = [];
  renderDocument(job).then(
    (data) => {
      // A Buffer that owns its whole memory is handed over without a copy; a slice of a shared pool is copied first.
      const bytes = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data : new Uint8Array(data);
      port.postMessage({ bytes }, [bytes.buffer as ArrayBuffer]);
    },
    (error: unknown) => port.postMessage({ error }),
  );
});
// Loaded and listening: from now on the pool counts a job's time (its timeout leaves out this start).
port.postMessage({ ready: true });
