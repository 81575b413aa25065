import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { scheduledJobs } from '../db/schema';

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
  /** A run whose process died is taken over by another replica this long after its claim. */
  leaseMs: number;
  /** After a failed run the job is tried again this much later, not only at its next turn. */
  retryMs?: number;
  now?: () => Date;
}

/**
 * Runs jobs on a schedule in every server replica, each turn in exactly one: a replica claims a due job in one
 * UPDATE that sets `claimed_until`, as the mail outbox claims an e-mail (decision 005). Two replicas polling at
 * once both try that UPDATE; PostgreSQL lets the second re-read the row after the first committed, and the
 * claim it sees no longer matches. A run therefore never happens twice at once, and a job's work is written so
 * that a second run after a crash changes nothing (decision 021).
 */
export class JobScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly now: () => Date;

  constructor(private readonly options: JobSchedulerOptions) {
    this.now = options.now ?? (() => new Date());
    const names = new Set(options.jobs.map((job) => job.name));
    if (names.size !== options.jobs.length) throw new Error('Two scheduled jobs share a name');
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private kick(): void {
    if (this.running) return;
    this.running = this.runDue()
      .then(() => undefined)
      .catch((error: unknown) => this.options.log.error({ err: error }, 'scheduled jobs: a round failed'))
      .finally(() => (this.running = undefined));
  }

  /** Runs every job that is due and not claimed by another replica; resolves with the names of those it ran. */
  async runDue(): Promise<string[]> {
    const { db, jobs } = this.options;
    const now = this.now();
    // A job seen for the first time is due at once: a new installation or a new job runs its first turn now.
    await db
      .insert(scheduledJobs)
      .values(jobs.map((job) => ({ name: job.name, next_run_at: now })))
      .onConflictDoNothing();
    const ran: string[] = [];
    for (const job of jobs) {
      if (await this.claim(job, now)) {
        await this.runClaimed(job, now);
        ran.push(job.name);
      }
    }
    return ran;
  }

  private async claim(job: ScheduledJob, now: Date): Promise<boolean> {
    const claimed = await this.options.db
      .update(scheduledJobs)
      .set({ claimed_until: new Date(now.getTime() + this.options.leaseMs), last_started_at: now })
      .where(
        and(
          eq(scheduledJobs.name, job.name),
          lte(scheduledJobs.next_run_at, now),
          or(isNull(scheduledJobs.claimed_until), lt(scheduledJobs.claimed_until, now)),
        ),
      )
      .returning({ name: scheduledJobs.name });
    return claimed.length === 1;
  }

  private async runClaimed(job: ScheduledJob, now: Date): Promise<void> {
    const { db, log } = this.options;
    const started = performance.now();
    try {
      const result = await job.run(db, now, log);
      const finished = this.now();
      await db
        .update(scheduledJobs)
        .set({ next_run_at: job.next(now), claimed_until: null, last_finished_at: finished, last_result: result })
        .where(eq(scheduledJobs.name, job.name));
      log.info({ job: job.name, ms: Math.round(performance.now() - started), ...result }, `scheduled job ${job.name} done`);
    } catch (error) {
      log.error({ err: error, job: job.name }, `scheduled job ${job.name} failed`);
      const retryAt = new Date(this.now().getTime() + (this.options.retryMs ?? 15 * 60_000));
      await db
        .update(scheduledJobs)
        .set({ next_run_at: sql`least(${job.next(now).toISOString()}::timestamptz, ${retryAt.toISOString()}::timestamptz)`, claimed_until: null })
        .where(eq(scheduledJobs.name, job.name));
    }
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
