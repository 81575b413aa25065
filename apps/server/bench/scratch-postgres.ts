import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Runs `bench` on a new, empty PostgreSQL database of the server at BENCH_POSTGRES_URL (default the local
 * server) and drops it afterwards; when no server is reachable it says so and skips, as benchmarks run on
 * machines without one.
 */
export async function onScratchPostgres(what: string, bench: (url: string) => Promise<void>): Promise<void> {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${serverUrl}: ${what} on PostgreSQL skipped`);
    return;
  }
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await bench(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
