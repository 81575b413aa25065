/**
 * A worker thread of bench/excel-export.ts: requests one address at a steady rate until told to stop, then
 * posts every request's latency. It runs on its own event loop, so a server blocked in the bench's main
 * thread delays the answers it measures but never the moment a request is sent (a client on the same loop
 * would send late and measure too little).
 */
import { parentPort, workerData } from 'node:worker_threads';

const { url, perSecond } = workerData;
const latencies = [];
let failures = 0;
let stopping = false;
const pending = new Set();

const requestOnce = async () => {
  const started = performance.now();
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) failures++;
  } catch {
    failures++;
  }
  latencies.push(performance.now() - started);
};

const timer = setInterval(() => {
  if (stopping) return;
  const request = requestOnce();
  pending.add(request);
  void request.finally(() => pending.delete(request));
}, 1000 / perSecond);

parentPort.on('message', async () => {
  stopping = true;
  clearInterval(timer);
  await Promise.all(pending);
  parentPort.postMessage({ latencies, failures });
});
