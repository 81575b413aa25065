/**
 * Benchmarks of the real server process on the embedded database: start time (first start with migrations
 * and demo seed, then a restart), request throughput and latency under concurrency, and memory.
 * Run with `npm run bench`. Numbers depend on the machine; compare runs on the same one.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../test/support/server-process';
import { benchFirstVisit } from './first-visit';

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

async function load(name: string, total: number, concurrency: number, request: () => Promise<Response>) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const response = await request();
        await response.arrayBuffer();
        if (!response.ok) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(
    `${name.padEnd(28)} ${String(total).padStart(6)} req  ${(total / seconds).toFixed(0).padStart(6)} req/s  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  p99 ${p(0.99)} ms  failures ${failures}`,
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

await benchFirstVisit();
