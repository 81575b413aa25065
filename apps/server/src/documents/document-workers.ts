import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { StatementReader, StatementReading } from '../services/statements/read-statement';
import type { BuildDocument, DocumentJob } from './render-document';

/**
 * Rows per message to a worker. A message is copied (structured clone) on the sending thread in one go:
 * 5,000 registrations took about 150 ms of the thread that answers requests, 500 about 15 ms.
 */
const ROWS_PER_MESSAGE = 500;

/**
 * The heap a worker may grow to: a workbook of 5,000 registrations or a 10 MB statement take a few hundred MB.
 * A crafted upload that would take more stops its worker (replaced for the next job) instead of the process.
 */
const WORKER_HEAP_MB = 1024;

/** What a worker receives: parts of a job's rows, then the job itself (document-worker.ts). */
export type WorkerMessage = { rows: unknown[] } | { job: DocumentJob };

interface Task {
  read: () => Promise<DocumentJob>;
  resolve: (data: Buffer) => void;
  reject: (error: unknown) => void;
  /** Handed over whole to its worker. */
  sent?: boolean;
  /**
   * Runs from the moment the job is handed over and its worker has started (a new worker loads its code first:
   * a second on a quiet machine, several on a busy one); stops the worker if it has not answered by then.
   */
  timer?: NodeJS.Timeout;
}

/** A job its worker did not finish in time: the worker was stopped, the next job gets a new one. */
export class DocumentTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`a document took longer than ${timeoutMs} ms and was stopped`);
  }
}


type Answer = { ready: true } | { bytes: Uint8Array } | { error: unknown };

/**
 * The threads that build spreadsheets and PDFs (issue 24) and read uploaded bank statements (issue 33): a
 * workbook of 5,000 registrations is seconds of CPU, and on the thread that answers requests three of them kept
 * the public course page waiting 17 s. The caller reads the database on its own thread and sends plain data; a
 * worker answers the file's bytes.
 *
 * Workers start on the first job (most processes never build a document) and each builds one document at a
 * time; further jobs wait in arrival order, and their data is read when a worker takes them: three exports
 * at once read one after the other, between the answers to other requests, instead of all together. An idle worker does not keep the process alive, and `close()`
 * (on the app's close) ends them all. A worker that dies fails its job and is replaced by the next job, and
 * so is one that has not answered `timeoutMs` after it got its job: a build that never ends (a bug, a document
 * far beyond what was measured) fails alone instead of holding every export behind it.
 */
export class DocumentWorkers {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly waiting: Task[] = [];
  private readonly started = new WeakSet<Worker>();
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly timeoutMs: number,
    private readonly heapMb = WORKER_HEAP_MB,
  ) {}

  build: BuildDocument = (read) =>
    new Promise((resolve, reject) => {
      if (this.closed) {
        reject(new Error('the document workers are closed'));
        return;
      }
      this.waiting.push({ read, resolve, reject });
      this.dispatch();
    });

  /** A document whose data is already read. */
  render = (job: DocumentJob): Promise<Buffer> => this.build(async () => job);

  /**
   * An uploaded bank statement read in a worker (issue 33): a crafted file of deeply nested XML kept the thread
   * that answers requests busy for 34 s, and even a statement within the limits is up to a second of parsing.
   * The reading comes back as JSON; one stopped by the timeout or the worker's heap is a refusal of the file like
   * the others.
   */
  readStatement: StatementReader = async (bytes) => {
    try {
      return JSON.parse((await this.render({ kind: 'statement', bytes })).toString('utf8')) as StatementReading;
    } catch (error) {
      if (error instanceof DocumentTimeoutError) return { kind: 'unreadable', reason: 'too_slow' };
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return { kind: 'unreadable', reason: 'too_large' };
      throw error;
    }
  };

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.reject(new Error('the document workers are closed'));
    const workers = [...this.idle, ...this.busy.keys()];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch() {
    while (this.waiting.length > 0) {
      const worker = this.idle.pop() ?? (this.idle.length + this.busy.size < this.size ? this.start() : undefined);
      if (!worker) return;
      const task = this.waiting.shift()!;
      this.busy.set(worker, task);
      worker.ref();
      void this.readAndSend(worker, task);
    }
  }

  /**
   * A read that fails (a course that is gone) fails its job and frees the worker for the next, unless the
   * worker stopped meanwhile (then `lost` took it out, and it must not come back). A job that cannot be handed
   * over (a value that cannot be cloned) fails alone; the worker may hold part of its rows, so it is replaced.
   */
  private async readAndSend(worker: Worker, task: Task) {
    let job: DocumentJob;
    try {
      job = await task.read();
    } catch (error) {
      task.reject(error);
      if (this.busy.delete(worker)) this.free(worker);
      return;
    }
    try {
      await this.send(worker, job);
      task.sent = true;
      this.arm(worker, task);
    } catch (error) {
      task.reject(error);
      this.busy.delete(worker);
      void worker.terminate();
    }
  }

  /** The rows in parts with a turn of the event loop between them, then the job without its rows. */
  private async send(worker: Worker, job: DocumentJob) {
    const post = (message: WorkerMessage) => worker.postMessage(message);
    if (!('rows' in job)) return post({ job });
    for (let start = 0; start < job.rows.length; start += ROWS_PER_MESSAGE) {
      post({ rows: job.rows.slice(start, start + ROWS_PER_MESSAGE) });
      await nextTurn();
    }
    post({ job: { ...job, rows: [] } });
  }

  private start(): Worker {
    const worker = new Worker(new URL('./document-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: this.heapMb } });
    worker.on('message', (answer: Answer) => this.answered(worker, answer));
    worker.on('error', (error) => this.lost(worker, error));
    worker.on('exit', (code) => this.lost(worker, new Error(`a document worker stopped (exit code ${code})`)));
    return worker;
  }

  private arm(worker: Worker, task: Task) {
    if (!task.sent || task.timer || !this.started.has(worker) || this.busy.get(worker) !== task) return;
    task.timer = setTimeout(() => this.timedOut(worker, task), this.timeoutMs);
    task.timer.unref();
  }

  private timedOut(worker: Worker, task: Task) {
    if (this.busy.get(worker) !== task) return;
    this.busy.delete(worker);
    task.reject(new DocumentTimeoutError(this.timeoutMs));
    // Its 'exit' then finds no task (`lost`) and the next job starts a new worker.
    void worker.terminate();
  }

  private answered(worker: Worker, answer: Answer) {
    const task = this.busy.get(worker);
    if ('ready' in answer) {
      this.started.add(worker);
      if (task) this.arm(worker, task);
      return;
    }
    clearTimeout(task?.timer);
    this.busy.delete(worker);
    if ('error' in answer) task?.reject(answer.error);
    else task?.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
    this.free(worker);
  }

  private free(worker: Worker) {
    if (this.closed) return;
    worker.unref();
    this.idle.push(worker);
    this.dispatch();
  }

  private lost(worker: Worker, error: unknown) {
    const task = this.busy.get(worker);
    clearTimeout(task?.timer);
    this.busy.delete(worker);
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    task?.reject(error);
    if (!this.closed) this.dispatch();
  }
}
