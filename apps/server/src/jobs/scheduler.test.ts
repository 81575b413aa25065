import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { scheduledJobs } from '../db/schema';
import { createTestDatabase } from '../../test/support/database';
import { daily, every, JobScheduler, type ScheduledJob } from './scheduler';

let database: DatabaseHandle;
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let jobCount = 0;
/** A job of its own name that counts its runs and can be told to fail. */
function countingJob(options: { fail?: () => boolean; slowMs?: number } = {}) {
  const job: ScheduledJob & { runs: number } = {
    name: `test-job-${process.pid}-${++jobCount}`,
    runs: 0,
    next: every(60_000),
    async run() {
      job.runs++;
      if (options.slowMs) await sleep(options.slowMs);
      if (options.fail?.()) throw new Error('the job failed');
      return { done: job.runs };
    },
  };
  return job;
}

function scheduler(job: ScheduledJob, now: () => Date, leaseMs = 600_000) {
  return new JobScheduler({ db: database.db, jobs: [job], log, pollMs: 60_000, leaseMs, retryMs: 5_000, now });
}

describe('scheduled jobs', () => {
  it('runs a due job in exactly one of two replicas, and again only at its next turn', async () => {
    const job = countingJob({ slowMs: 50 });
    let now = new Date('2026-07-01T03:00:00Z');
    const [first, second] = [scheduler(job, () => now), scheduler(job, () => now)];
    const ran = await Promise.all([first.runDue(), second.runDue()]);
    expect(job.runs).toBe(1);
    expect(ran.flat()).toEqual([job.name]);
    const [row] = await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, job.name));
    expect(row!.claimed_until).toBeNull();
    expect(row!.last_result).toEqual({ done: 1 });
    expect(row!.next_run_at.toISOString()).toBe('2026-07-01T03:01:00.000Z');

    now = new Date('2026-07-01T03:00:59Z');
    expect(await first.runDue()).toEqual([]);
    now = new Date('2026-07-01T03:01:00Z');
    await Promise.all([first.runDue(), second.runDue()]);
    expect(job.runs).toBe(2);
  });

  it('tries a failed run again after the retry delay, not at once', async () => {
    let failing = true;
    const job = countingJob({ fail: () => failing });
    let now = new Date('2026-07-01T03:00:00Z');
    const replica = scheduler(job, () => now);
    expect(await replica.runDue()).toEqual([job.name]);
    expect(await replica.runDue()).toEqual([]);
    failing = false;
    now = new Date('2026-07-01T03:00:05Z');
    await replica.runDue();
    expect(job.runs).toBe(2);
    const [row] = await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, job.name));
    expect(row!.last_result).toEqual({ done: 2 });
  });

  it('takes over a claim once it ran out by the database clock, whatever the jobs clock says', async () => {
    const job = countingJob();
    // A replica claimed the run and died before it finished; the jobs clock is years ahead of the database's.
    await database.db.insert(scheduledJobs).values({ name: job.name, next_run_at: new Date('2020-01-01T03:00:00Z'), claimed_until: sql`now() + interval '1 minute'` });
    expect(await scheduler(job, () => new Date('2099-07-01T03:00:00Z')).runDue()).toEqual([]);
    // Now behind it: the claim has run out on the database's clock.
    await database.db.update(scheduledJobs).set({ claimed_until: sql`now() - interval '1 millisecond'` }).where(eq(scheduledJobs.name, job.name));
    expect(await scheduler(job, () => new Date('2020-07-01T03:00:00Z')).runDue()).toEqual([job.name]);
    expect(job.runs).toBe(1);
  });

  it('renews the claim while a run lasts longer than its lease, so that no other replica takes it over meanwhile', async () => {
    const job = countingJob({ slowMs: 1_000 });
    const now = new Date('2026-07-01T03:00:00Z');
    const [first, second] = [scheduler(job, () => now, 300), scheduler(job, () => now, 300)];
    const claimedUntil = async () => (await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, job.name)))[0]?.claimed_until;
    const running = first.runDue();
    while (job.runs === 0) await sleep(10);
    const claimed = await claimedUntil();
    for (let check = 0; check < 3; check++) {
      await sleep(250);
      expect(await second.runDue()).toEqual([]);
    }
    expect((await claimedUntil())!.getTime()).toBeGreaterThan(claimed!.getTime());
    expect(await running).toEqual([job.name]);
    expect(job.runs).toBe(1);
    // The run is over: nothing renews the claim it gave back.
    await sleep(250);
    expect(await claimedUntil()).toBeNull();
  });
});

describe('daily', () => {
  it('is the next day at the hour in the organisation time zone, in summer and in winter time', () => {
    const at3 = daily(3, 'Europe/Rome');
    expect(at3(new Date('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-07-02T01:00:00.000Z');
    expect(at3(new Date('2026-12-01T10:00:00Z')).toISOString()).toBe('2026-12-02T02:00:00.000Z');
    // The night the clocks go forward (29 March 2026) still gets its 03:00.
    expect(at3(new Date('2026-03-28T02:00:00Z')).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });
});
