import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

// A *.postgres.test.ts file runs only in the PostgreSQL pass (vitest.config.ts): PGlite has no connections to lose.
describe('the PostgreSQL pool', () => {
  it('survives the server closing its idle connections and keeps answering', async () => {
    const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const handle = await openDatabase({ url });
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    try {
      const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      // Give the idle client time to receive the termination (this used to crash the process).
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await pool.query<{ one: number }>('SELECT 1 AS one');
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
