import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs } from '../db/schema';
import { every, JobScheduler } from '../jobs/scheduler';
import { createTestApp, type TestContext } from '../../test/support/app';
import { insertFamily, insertOpenCourse } from '../../test/support/families';

const TOKEN = 'metrics-secret-for-the-test';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ metricsToken: TOKEN });
});
afterAll(() => ctx.close());

async function scrape(): Promise<string> {
  const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** A sample's value in the text format (0 when the series is not there yet); the counters are the process's, so tests compare before and after. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((label) => has.includes(label))) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN, and asks for the token when it is set', async () => {
    const without = await createTestApp();
    try {
      expect((await without.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await without.close();
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-secret-for-the-tesT' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer');
  });

  it('times every answer by route template and status class', async () => {
    const before = await scrape();
    const series = { method: 'GET', route: '/api/frontend/:id', status: '4xx' };
    for (const id of [999_001, 999_002]) expect((await ctx.app.inject({ method: 'GET', url: `/api/frontend/${id}` })).statusCode).toBe(404);
    const after = await scrape();
    expect(sample(after, 'http_request_duration_seconds_count', series) - sample(before, 'http_request_duration_seconds_count', series)).toBe(2);
    // The address's id is in no label (a float such as 0.0324190299999900 may well contain its digits).
    expect(after).not.toMatch(/\{[^}]*999001[^}]*\}/);
  });

  it('counts bookings by outcome and batch, and reads the outbox backlog when asked', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ max_participants: 1, waiting_list: 1 }]);
    const before = await scrape();
    const statuses = [];
    for (const name of ['Anna', 'Ben', 'Carla']) {
      const family = await insertFamily(ctx.db, { children: [name] });
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/send-registration/${course.id}`,
        headers: family.headers,
        payload: {
          bookedChildren: [{ children: family.children[0]!.id, courseWeeks: [{ courseWeek: weeks[0]!.id, dayType: 'full_day' }] }],
          emergency_contact1_phone: '+39 347 1111111',
          emergency_contact2_phone: '+39 347 2222222',
        },
      });
      statuses.push(response.statusCode);
    }
    // A place, the waiting place, then neither.
    expect(statuses).toEqual([200, 200, 422]);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('booking_decisions_total', { outcome: 'confirmed' })).toBe(1);
    expect(delta('booking_decisions_total', { outcome: 'waiting' })).toBe(1);
    expect(delta('booking_decisions_total', { outcome: 'refused' })).toBe(1);
    expect(delta('booking_batch_size_count')).toBeGreaterThanOrEqual(2);
    // The booking e-mails may be sent already (the worker is kicked); one waiting for its retry tomorrow is not.
    await ctx.db.insert(emailLogs).values({ to: 'retry@example.org', subject: 'Retry', body: '<p>Retry</p>', attempts: 1, next_attempt_at: new Date(Date.now() + 86_400_000) });
    const [queued] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(emailLogs).where(sql`${emailLogs.status} = 'queued'`);
    expect(queued!.count).toBeGreaterThanOrEqual(1);
    expect(sample(await scrape(), 'mail_outbox_backlog')).toBe(queued!.count);
    expect(after).toContain('booking_admission_queue 0');
    // The pool's connections where there is a pool (the PostgreSQL pass).
    if (ctx.database.kind === 'postgres') expect(sample(after, 'database_pool_connections', { state: 'total' })).toBeGreaterThan(0);
  });

  it('counts the scheduled jobs by outcome', async () => {
    const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
    const name = `metrics-job-${process.pid}-${Date.now()}`;
    let fail = false;
    const job = { name, next: every(60_000), run: async () => (fail ? Promise.reject(new Error('it failed')) : { done: 1 }) };
    let now = new Date('2026-07-01T03:00:00Z');
    const scheduler = new JobScheduler({ db: ctx.db, jobs: [job], log, pollMs: 60_000, leaseMs: 60_000, retryMs: 1_000, now: () => now });
    await scheduler.runDue();
    fail = true;
    now = new Date('2026-07-01T03:01:00Z');
    await scheduler.runDue();
    const text = await scrape();
    expect(sample(text, 'scheduled_job_runs_total', { job: name, outcome: 'done' })).toBe(1);
    expect(sample(text, 'scheduled_job_runs_total', { job: name, outcome: 'failed' })).toBe(1);
  });
});

describe('the Grafana dashboard of deploy/', () => {
  it('draws only series that /metrics has', async () => {
    const dashboard = JSON.parse(fs.readFileSync(new URL('../../../../deploy/grafana-dashboard.json', import.meta.url), 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const text = await scrape();
    // Every family the scrape declares, with the series a histogram adds to its name.
    const families = [...text.matchAll(/^# TYPE (\w+) (\w+)$/gm)].flatMap(([, name, type]) =>
      type === 'histogram' || type === 'summary' ? [name!, `${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!],
    );
    const promql = new Set(['sum', 'by', 'rate', 'increase', 'max', 'topk', 'histogram_quantile', 'le', 'route', 'status', 'outcome', 'gave_up', 'job', 'state', 'kind']);
    const drawn = dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => [...target.expr.replace(/\[\w+\]/g, '').matchAll(/\b[a-z_][a-z0-9_]*/g)].map(([word]) => word!)));
    const unknown = [...new Set(drawn.filter((word) => !promql.has(word) && !families.includes(word)))];
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(8);
    expect(unknown).toEqual([]);
  });
});
