/**
 * The parents of the rush benchmark, in a process of their own so that the load generator does not take the
 * server's event loop (the bench and the server share the machine). Started by `rush.ts` with `fork`; gets
 * its work as one message, answers with one message.
 *
 * Each parent does what the web app does at the opening second: loads the course (GET /api/frontend/{id})
 * and sends the booking (POST /api/send-registration/{courseId}) with one Idempotency-Key for all its
 * retries: a 503 waits Retry-After (spread by up to a third), a lost request (network error, timeout,
 * 502/504) backs off 1 s, 2 s, 4 s ... and is sent again marked `Idempotency-Resent`, like
 * `apps/web/src/features/booking/api/send-booking.ts`.
 *
 * Two ways the parents arrive (`mode`): 'instant', the page is open before the opening (decision 009:
 * prepared ahead) and every parent presses send in the same instant; 'spread', each parent loads the page at
 * its moment of the opening second and then sends.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';

export interface RushParent {
  token: string;
  childId: number;
  weekId: number;
}

export type ClientJob =
  | { kind: 'rush'; mode: 'instant' | 'spread'; baseUrl: string; courseId: number; parents: RushParent[]; openAt: number; spreadMs: number }
  | { kind: 'pages'; baseUrl: string; paths: string[]; concurrency: number; rounds: number };

export interface BookingOutcome {
  parent: number;
  status: number;
  /** Milliseconds from the first send of the booking to its final answer, retries included. */
  latencyMs: number;
  pageMs: number;
  attempts: number;
  statuses: number[];
  waiting: boolean | null;
  key: string;
}

export interface PagesOutcome {
  path: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 4096 });
const ATTEMPT_TIMEOUT_MS = 30_000;
const MAX_NETWORK_RETRIES = 6;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: body ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : headers });
    req.setTimeout(ATTEMPT_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const spread = (ms: number) => Math.round(ms * (1 + Math.random() / 3));

type RushJob = Extract<ClientJob, { kind: 'rush' }>;

async function loadPage(job: RushJob, index: number) {
  const parent = job.parents[index]!;
  const pageStart = performance.now();
  const page = await request(`${job.baseUrl}/api/frontend/${job.courseId}`, 'GET', { authorization: `Bearer ${parent.token}`, 'api-lang': 'de' }).catch(
    () => ({ status: 0 }) as Answer,
  );
  return { status: page.status, ms: performance.now() - pageStart };
}

async function parentRush(job: RushJob, index: number, page: { status: number; ms: number }): Promise<BookingOutcome> {
  const parent = job.parents[index]!;
  const headers = { authorization: `Bearer ${parent.token}`, 'api-lang': 'de' };
  const pageMs = page.ms;
  const key = randomUUID();
  const payload = JSON.stringify({
    bookedChildren: [{ children: parent.childId, props: {}, courseWeeks: [{ courseWeek: parent.weekId, dayType: 'full_day' }] }],
    emergency_contact1_phone: '+39 347 1111111',
    emergency_contact2_phone: '+39 347 2222222',
    comment: '',
  });
  const statuses: number[] = page.status === 200 ? [] : [page.status];
  const start = performance.now();
  let networkRetries = 0;
  for (;;) {
    let answer: Answer | undefined;
    try {
      const resent: Record<string, string> = networkRetries > 0 ? { 'idempotency-resent': '1' } : {};
      answer = await request(`${job.baseUrl}/api/send-registration/${job.courseId}`, 'POST', { ...headers, 'idempotency-key': key, ...resent }, payload);
    } catch {
      answer = undefined;
    }
    statuses.push(answer?.status ?? 0);
    if (answer && answer.status === 503) {
      await sleep(spread(Math.min(Number(answer.headers['retry-after']) || 3, 60) * 1000));
      continue;
    }
    if (!answer || answer.status === 502 || answer.status === 504) {
      if (networkRetries === MAX_NETWORK_RETRIES) {
        return { parent: index, status: 0, latencyMs: performance.now() - start, pageMs, attempts: statuses.length, statuses, waiting: null, key };
      }
      await sleep(spread(Math.min(1000 * 2 ** networkRetries, 15_000)));
      networkRetries++;
      continue;
    }
    const waiting = answer.status === 200 ? (JSON.parse(answer.body) as { waitingQueueWarnings: string[] }).waitingQueueWarnings.length > 0 : null;
    return { parent: index, status: answer.status, latencyMs: performance.now() - start, pageMs, attempts: statuses.length, statuses, waiting, key };
  }
}

async function rush(job: RushJob): Promise<BookingOutcome[]> {
  if (job.mode === 'instant') {
    // Every page is open before the opening; then all press send at once.
    const pages = await Promise.all(job.parents.map((_parent, index) => loadPage(job, index)));
    const wait = job.openAt - Date.now();
    if (wait > 0) await sleep(wait);
    else console.log(`the pages took ${Math.round(-wait)} ms past the opening`);
    return Promise.all(job.parents.map((_parent, index) => parentRush(job, index, pages[index]!)));
  }
  const wait = job.openAt - Date.now();
  if (wait > 0) await sleep(wait);
  // Parents load the page and press send spread evenly over the opening second.
  return Promise.all(
    job.parents.map(async (_parent, index) => {
      await sleep((index / job.parents.length) * job.spreadMs);
      return parentRush(job, index, await loadPage(job, index));
    }),
  );
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** `concurrency` requests of one path at once, `rounds` times: throughput and latency at that concurrency. */
async function pages(job: Extract<ClientJob, { kind: 'pages' }>): Promise<PagesOutcome[]> {
  const results: PagesOutcome[] = [];
  for (const path of job.paths) {
    const latencies: number[] = [];
    let failed = 0;
    const start = performance.now();
    for (let round = 0; round < job.rounds; round++) {
      await Promise.all(
        Array.from({ length: job.concurrency }, async () => {
          const t = performance.now();
          const answer = await request(`${job.baseUrl}${path}`, 'GET', { 'api-lang': 'de' }).catch(() => ({ status: 0 }) as Answer);
          if (answer.status !== 200) failed++;
          latencies.push(performance.now() - t);
        }),
      );
    }
    const seconds = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    results.push({ path, requests: latencies.length, perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failed });
  }
  return results;
}

process.once('message', (job: ClientJob) => {
  const work = job.kind === 'rush' ? rush(job) : pages(job);
  void work.then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
