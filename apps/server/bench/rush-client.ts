/**
 * The parents of the rush benchmark, in processes of their own so that the load generator does not take the
 * server's event loop (the bench and the server share the machine). Started by `rush.ts` with `fork`, one
 * process per share of the parents; each gets its work as one message and answers with one message.
 *
 * Each parent does what the web app does at the opening second: loads the course (GET /api/frontend/{id})
 * and sends the booking (POST /api/send-registration/{courseId}) with one Idempotency-Key for all its
 * retries: a 503 waits Retry-After (spread by up to a third), a lost request (network error, timeout,
 * 502/504) backs off 1 s, 2 s, 4 s ... and is sent again marked `Idempotency-Resent`, like
 * `apps/web/src/features/booking/api/send-booking.ts`. Each parent has a connection of its own, as each
 * browser has.
 *
 * Two ways the parents arrive (`mode`): 'instant', the page is open before the opening (decision 009:
 * prepared ahead) and every parent presses send in the same instant: each request is made before the
 * opening, so at the instant only its bytes are written, as 2,000 browsers would each write their own (issue
 * 34, part 2: building 2,000 requests in one process took 200 ms, which the parents were timed for); 'spread',
 * each parent loads the page at its moment of the opening second and then sends.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';

export interface RushParent {
  token: string;
  childId: number;
  weekId: number;
}

export type ClientJob =
  | { kind: 'rush'; mode: 'instant' | 'spread'; baseUrl: string; courseId: number; parents: RushParent[]; firstParent: number; totalParents: number; openAt: number; spreadMs: number }
  | { kind: 'pages'; baseUrl: string; paths: string[]; concurrency: number; rounds: number };

export interface BookingOutcome {
  parent: number;
  status: number;
  /** Milliseconds from the first send of the booking to its final answer, retries included. */
  latencyMs: number;
  /** When the parent pressed (before loading the page in the spread mode) and got the final answer, in ms after the opening. */
  pressedAtMs: number;
  answeredAtMs: number;
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
/** How long before the opening the instant mode's parents open the course page. */
const PAGE_LEAD_MS = 10_000;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request made now and sent by `send()`: its socket is taken from the agent, nothing is written before. */
function prepareRequest(url: string, method: string, headers: Record<string, string>, body?: string): { send(): Promise<Answer> } {
  const req = http.request(url, { method, agent, headers: body ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : headers });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
  });
  return {
    send() {
      req.setTimeout(ATTEMPT_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.end(body);
      return answer;
    },
  };
}

const request = (url: string, method: string, headers: Record<string, string>, body?: string) => prepareRequest(url, method, headers, body).send();

/** Milliseconds on a clock the client processes share (the wall clock, with the monotonic clock's resolution). */
const clock = () => performance.timeOrigin + performance.now();

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

function bookingRequest(job: RushJob, index: number) {
  const parent = job.parents[index]!;
  const headers = { authorization: `Bearer ${parent.token}`, 'api-lang': 'de', 'idempotency-key': randomUUID() };
  const payload = JSON.stringify({
    bookedChildren: [{ children: parent.childId, props: {}, courseWeeks: [{ courseWeek: parent.weekId, dayType: 'full_day' }] }],
    emergency_contact1_phone: '+39 347 1111111',
    emergency_contact2_phone: '+39 347 2222222',
    comment: '',
  });
  const url = `${job.baseUrl}/api/send-registration/${job.courseId}`;
  return { headers, payload, url, first: prepareRequest(url, 'POST', headers, payload) };
}

async function parentRush(job: RushJob, index: number, page: { status: number; ms: number }, booking: ReturnType<typeof bookingRequest>, pressedAt: number): Promise<BookingOutcome> {
  const { headers, payload, url } = booking;
  const statuses: number[] = page.status === 200 ? [] : [page.status];
  const start = clock();
  const outcome = (status: number, waiting: boolean | null): BookingOutcome => {
    const end = clock();
    return {
      parent: job.firstParent + index,
      status,
      latencyMs: end - start,
      pressedAtMs: pressedAt - job.openAt,
      answeredAtMs: end - job.openAt,
      pageMs: page.ms,
      attempts: statuses.length,
      statuses,
      waiting,
      key: headers['idempotency-key'],
    };
  };
  let networkRetries = 0;
  let attempt: { send(): Promise<Answer> } = booking.first;
  for (;;) {
    let answer: Answer | undefined;
    try {
      answer = await attempt.send();
    } catch {
      answer = undefined;
    }
    statuses.push(answer?.status ?? 0);
    if (answer && answer.status === 503) {
      await sleep(spread(Math.min(Number(answer.headers['retry-after']) || 3, 60) * 1000));
      attempt = prepareRequest(url, 'POST', headers, payload);
      continue;
    }
    if (!answer || answer.status === 502 || answer.status === 504) {
      if (networkRetries === MAX_NETWORK_RETRIES) return outcome(0, null);
      await sleep(spread(Math.min(1000 * 2 ** networkRetries, 15_000)));
      networkRetries++;
      attempt = prepareRequest(url, 'POST', { ...headers, 'idempotency-resent': '1' }, payload);
      continue;
    }
    const waiting = answer.status === 200 ? (JSON.parse(answer.body) as { waitingQueueWarnings: string[] }).waitingQueueWarnings.length > 0 : null;
    return outcome(answer.status, waiting);
  }
}

async function rush(job: RushJob): Promise<BookingOutcome[]> {
  if (job.mode === 'instant') {
    // Every page is opened shortly before the opening and every booking made; then all press send at once. Not
    // earlier: a connection idle for longer than the server's keep-alive (72 s) is closed under the booking made
    // on it, and the wait for the minute can be 75 s.
    const early = job.openAt - PAGE_LEAD_MS - clock();
    if (early > 0) await sleep(early);
    const pages = await Promise.all(job.parents.map((_parent, index) => loadPage(job, index)));
    const bookings = job.parents.map((_parent, index) => bookingRequest(job, index));
    const wait = job.openAt - clock();
    if (wait > 0) await sleep(wait);
    else console.log(`the pages took ${Math.round(-wait)} ms past the opening`);
    return Promise.all(job.parents.map((_parent, index) => parentRush(job, index, pages[index]!, bookings[index]!, clock())));
  }
  const wait = job.openAt - clock();
  if (wait > 0) await sleep(wait);
  // Parents load the page and press send spread evenly over the opening second.
  return Promise.all(
    job.parents.map(async (_parent, index) => {
      await sleep(((job.firstParent + index) / job.totalParents) * job.spreadMs);
      const pressedAt = clock();
      const page = await loadPage(job, index);
      return parentRush(job, index, page, bookingRequest(job, index), pressedAt);
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
