import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers without a sign-in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('is ready when the database answers with every migration applied, and not while the newest is missing', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'current' });

    // As for a replica of a new release on a database the previous release migrated.
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await ctx.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`);
    try {
      const behind = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({ status: 'not_ready', database: 'ok', migrations: 'pending' });
    } finally {
      await ctx.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`);
    }
  });

  it('is not ready when the database does not answer, while the process still is alive', async () => {
    const closed = await createTestApp();
    await closed.database.close();
    try {
      const response = await closed.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not_ready', database: 'unreachable', migrations: 'unknown' });
      expect((await closed.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await closed.app.close();
      await closed.mailer.stop();
    }
  });
});
