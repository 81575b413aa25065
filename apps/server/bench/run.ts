/**
 * Benchmarks of the real server process on the embedded database: start time (first start with migrations
 * and demo seed, then a restart), request throughput and latency under concurrency, and memory. Then the
 * booking (POST /api/send-registration) on PostgreSQL when one is reachable (BENCH_POSTGRES_URL, default
 * the local server): one hot week as at the opening minute, and bookings spread over many weeks. Then the
 * Excel export of a course with 5,000 registrations (bench/excel-export.ts), the import of a bank statement of
 * 2,000 lines against 5,000 registrations (bench/statement-import.ts), the season's draw in memory
 * (bench/draw-season.ts) and its official run with the publication on the database (bench/official-draw.ts).
 * Run with `npm run bench`. Numbers depend on the machine; compare runs on the same one.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { courseWeeks } from '../src/db/schema';
import { insertFamily, insertOpenCourse } from '../test/support/families';
import { startServer } from '../test/support/server-process';
import { benchDrawSeason } from './draw-season';
import { benchExcelExport } from './excel-export';
import { benchFirstVisit } from './first-visit';
import { benchOfficialDraw } from './official-draw';
import { onScratchPostgres } from './scratch-postgres';
import { benchStatementImport } from './statement-import';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function load(
  name: string,
  total: number,
  concurrency: number,
  request: (index: number) => Promise<Response>,
  expected: (status: number) => boolean = (status) => status < 400,
) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        const t0 = performance.now();
        const response = await request(index);
        await response.arrayBuffer();
        if (!expected(response.status)) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(
    `${name.padEnd(40)} ${String(total).padStart(6)} req  ${(total / seconds).toFixed(0).padStart(6)} req/s  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  p99 ${p(0.99)} ms  failures ${failures}`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-bench-'));
const env = { DATA_DIR: dataDir, PORT: String(await freePort()), SEED_DEMO: '1', ADMIN_EMAIL: 'bench@example.org', ADMIN_PASSWORD: 'bench-password', LOG_LEVEL: 'warn' };
const readyIn = (output: string) => /Ready in (\d+) ms/.exec(output)?.[1];

try {
  let t0 = performance.now();
  let server = await startServer({ ...env, LOG_LEVEL: 'info' });
  console.log(`first start (migrations, seed, demo): ${Math.round(performance.now() - t0)} ms to ready from spawn (server reports ${readyIn(server.output())} ms)`);
  await server.stop();

  t0 = performance.now();
  server = await startServer({ ...env, LOG_LEVEL: 'info' });
  console.log(`restart on existing data:             ${Math.round(performance.now() - t0)} ms to ready from spawn (server reports ${readyIn(server.output())} ms)`);
  console.log(`memory after start: ${rssMb(server.child.pid!)} MB RSS`);

  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };

  await load('GET /api/options', 5000, 50, () => fetch(`${server.url}/api/options`));
  await load('GET /api/userdata', 5000, 50, () =>
    fetch(`${server.url}/api/userdata`, { headers: { authorization: `Bearer ${token}` } }),
  );
  await load('POST /api/login (argon2)', 200, 20, () =>
    fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${Math.floor(Math.random() * 250)}.1` },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    }),
  );
  console.log(`memory after load: ${rssMb(server.child.pid!)} MB RSS`);
  await server.stop();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Booking throughput on PostgreSQL: families written straight into the database, then booked through HTTP. */
async function benchBookings() {
  await onScratchPostgres('the booking benchmark', async (url) => {
  const bookingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'summer-bench-pg-'));
  const server = await startServer({ DATA_DIR: bookingDir, PORT: String(await freePort()), DATABASE_URL: url, SEED_DEMO: '0', LOG_LEVEL: 'info' });
  const database = await openDatabase({ url });
  try {
    const FAMILIES = 2000;
    const SPREAD_WEEKS = 20;
    const hot = await insertOpenCourse(database.db, [{ max_participants: 100, waiting_list: 100 }]);
    const spread = await insertOpenCourse(
      database.db,
      Array.from({ length: SPREAD_WEEKS }, () => ({ max_participants: 1000, waiting_list: 0 })),
      { multiple_course_week_registration: true },
    );
    const families: Awaited<ReturnType<typeof insertFamily>>[] = [];
    for (let i = 0; i < FAMILIES; i += 50) families.push(...(await Promise.all(Array.from({ length: 50 }, () => insertFamily(database.db)))));
    const contacts = { emergency_contact1_phone: '+39 347 1111111', emergency_contact2_phone: '+39 347 2222222' };
    const bookOne = (courseId: number, weekId: number, family: (typeof families)[number]) =>
      fetch(`${server.url}/api/send-registration/${courseId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...family.headers },
        body: JSON.stringify({ bookedChildren: [{ children: family.children[0]!.id, courseWeeks: [{ courseWeek: weekId, dayType: 'full_day' }] }], ...contacts }),
      });
    // 200 places (100 + 100 waiting), 1000 families: the rest are refused (422) under the same lock.
    await load('POST send-registration, 1 hot week (PG)', 1000, 50, (i) => bookOne(hot.course.id, hot.weeks[0]!.id, families[i]!), (status) => status === 200 || status === 422);
    await load(`POST send-registration, ${SPREAD_WEEKS} weeks (PG)`, 1000, 50, (i) =>
      bookOne(spread.course.id, spread.weeks[i % SPREAD_WEEKS]!.id, families[1000 + i]!),
    );
    const [week] = await database.db.select().from(courseWeeks).where(eq(courseWeeks.id, hot.weeks[0]!.id));
    console.log(`hot week after the run: ${week!.confirmed_count} confirmed, ${week!.waiting_count} waiting (capacity 100 + 100)`);
  } finally {
    await database.close();
    await server.stop();
    fs.rmSync(bookingDir, { recursive: true, force: true });
  }
  });
}

await benchBookings();
await benchExcelExport();
await benchStatementImport();
await benchFirstVisit();
benchDrawSeason();
await benchOfficialDraw();
