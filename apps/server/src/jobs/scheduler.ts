import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { scheduledJobs } from '../db/schema';
import { leaseEnd, whileRenewing, type Lease } from '../lib/lease';
import { jobRuns } from '../lib/metrics';
import { Poller } from '../lib/poller';

/** What a run did, in counts: logged, and kept as the job's `last_result`. */
export type JobResult = Record<string, number>;

export interface ScheduledJob {
  /** Unique; the job's row in scheduled_jobs. */
  name: string;
  /** When the run after one that started at `now` is due (see `daily` and `every`). */
  next(now: Date): Date;
  run(db: Database, now: Date, log: FastifyBaseLogger): Promise<JobResult>;
}

export interface JobSchedulerOptions {
  db: Database;
  jobs: ScheduledJob[];
  log: FastifyBaseLogger;
  /** How often a replica looks for due jobs. */
  pollMs: number;
  /** A run whose process died is taken over by another replica this long after its claim was last renewed. */
  leaseMs: number;
  /** After a failed run the job is tried again this much later, not only at its next turn. */
  retryMs?: number;
  /** The jobs' clock: when a job is due, and the `now` its run works with. Leases go by the database's clock. */
  now?: () => Date;
}

/**
 * Runs jobs on a schedule in every server replica, each turn in exactly one: a replica claims a due job in one
 * UPDATE that sets `claimed_until`, as the mail outbox claims an e-mail (decision 005). Two replicas polling at
 * once both try that UPDATE; PostgreSQL lets the second re-read the row after the first committed, and the
 * claim it sees no longer matches. The claim is renewed while the run lasts, so a run never happens twice at
 * once, and a job's work is written so that a second run after a crash changes nothing (decision 021).
 */
export class JobScheduler {
  private readonly poller: Poller<string[]>;
  private readonly now: () => Date;

  constructor(private readonly options: JobSchedulerOptions) {
    this.now = options.now ?? (() => new Date());
    const names = new Set(options.jobs.map((job) => job.name));
    if (names.size !== options.jobs.length) throw new Error('Two scheduled jobs share a name');
    this.poller = new Poller({
      everyMs: options.pollMs,
      round: () => this.round(),
      onError: (error) => options.log.error({ err: error }, 'scheduled jobs: a round failed'),
    });
  }

  start(): void {
    this.poller.start();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** Runs every job that is due and not claimed by another replica; resolves with the names of those it ran. */
  runDue(): Promise<string[]> {
    return this.poller.run();
  }

  private async round(): Promise<string[]> {
    const { db, jobs } = this.options;
    const now = this.now();
    // A job seen for the first time is due at once: a new installation or a new job runs its first turn now.
    await db
      .insert(scheduledJobs)
      .values(jobs.map((job) => ({ name: job.name, next_run_at: now })))
      .onConflictDoNothing();
    const ran: string[] = [];
    for (const job of jobs) {
      const claimedUntil = await this.claim(job, now);
      if (claimedUntil) {
        await this.runClaimed(job, now, claimedUntil);
        ran.push(job.name);
      }
    }
    return ran;
  }

  /** The end of the lease when this replica claimed the job; undefined when it is not due or held by another one. */
  private async claim(job: ScheduledJob, now: Date): Promise<Date | undefined> {
    const [claimed] = await this.options.db
      .update(scheduledJobs)
      .set({ claimed_until: leaseEnd(this.options.leaseMs), last_started_at: now })
      .where(
        and(
          eq(scheduledJobs.name, job.name),
          lte(scheduledJobs.next_run_at, now),
          // Run out by the database's clock, the one all replicas share: their own clocks may disagree.
          or(isNull(scheduledJobs.claimed_until), lt(scheduledJobs.claimed_until, sql`now()`)),
        ),
      )
      .returning({ until: scheduledJobs.claimed_until });
    return claimed?.until ?? undefined;
  }

  private async runClaimed(job: ScheduledJob, now: Date, claimedUntil: Date): Promise<void> {
    const { db, log } = this.options;
    const lease = this.lease(job, claimedUntil);
    const started = performance.now();
    try {
      const result = await whileRenewing(lease, () => job.run(db, now, log));
      await this.release(job, lease.until, { next_run_at: job.next(now), last_finished_at: this.now(), last_result: result });
      log.info({ job: job.name, ms: Math.round(performance.now() - started), ...result }, `scheduled job ${job.name} done`);
      jobRuns.inc({ job: job.name, outcome: 'done' });
    } catch (error) {
      log.error({ err: error, job: job.name }, `scheduled job ${job.name} failed`);
      jobRuns.inc({ job: job.name, outcome: 'failed' });
      const retryAt = new Date(this.now().getTime() + (this.options.retryMs ?? 15 * 60_000));
      await this.release(job, lease.until, {
        next_run_at: sql`least(${job.next(now).toISOString()}::timestamptz, ${retryAt.toISOString()}::timestamptz)`,
      });
    }
  }

  /** This replica's lease on a job's row, renewed only while the row still holds the end written last. */
  private lease(job: ScheduledJob, claimedUntil: Date): Lease & { until: Date } {
    const { db, leaseMs, log } = this.options;
    const lease = {
      until: claimedUntil,
      ms: leaseMs,
      what: `scheduled job ${job.name}`,
      log,
      renew: async () => {
        const [renewed] = await db
          .update(scheduledJobs)
          .set({ claimed_until: leaseEnd(leaseMs) })
          .where(and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.claimed_until, lease.until)))
          .returning({ until: scheduledJobs.claimed_until });
        if (renewed?.until) lease.until = renewed.until;
        return renewed !== undefined;
      },
    };
    return lease;
  }

  /** Ends the claim with what the run decided, unless another replica took the job over: then the end is its own. */
  private async release(job: ScheduledJob, until: Date, set: PgUpdateSetSource<typeof scheduledJobs>): Promise<void> {
    const released = await this.options.db
      .update(scheduledJobs)
      .set({ ...set, claimed_until: null })
      .where(and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.claimed_until, until)))
      .returning({ name: scheduledJobs.name });
    if (released.length === 0) this.options.log.warn({ job: job.name }, `scheduled job ${job.name} ended after another replica took it over`);
  }
}

/** Every `ms` after the start of the previous run. */
export function every(ms: number): ScheduledJob['next'] {
  return (now) => new Date(now.getTime() + ms);
}

/**
 * The next day's `hour` o'clock in the organisation's time zone, so a daily job runs at night wherever the
 * server's clock is set (and once a day across a daylight-saving change).
 */
export function daily(hour: number, timeZone: string): ScheduledJob['next'] {
  return (now) => {
    const tomorrow = new Date(now.getTime() + 24 * 3_600_000);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(tomorrow);
    return zonedTime(day, hour, timeZone);
  };
}

/** The instant that is `hour`:00 on `day` (YYYY-MM-DD) in `timeZone`. */
function zonedTime(day: string, hour: number, timeZone: string): Date {
  const asUtc = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  // The zone's offset at that moment: format the UTC guess in the zone and see how far it is off.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(asUtc));
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(asUtc - (shown - asUtc));
}
