import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { DomainError } from '../lib/errors';

/** A limit: at most `max` counted events per key within `windowMs`. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

/** How many events the key has in its current window. */
async function current(db: Executor, limit: Limit, subject: string) {
  const [row] = await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, keyOf(limit, subject))).limit(1);
  if (!row || row.windowStartedAt.getTime() + limit.windowMs <= Date.now()) return { hits: 0, resetsAt: 0 };
  return { hits: row.hits, resetsAt: row.windowStartedAt.getTime() + limit.windowMs };
}

/**
 * Refuses with 429 when any of the subjects has used up its limit. Counters live in the database, so
 * every server replica sees the same counts.
 */
export async function assertWithinLimits(db: Executor, checks: [Limit, string][]): Promise<void> {
  for (const [limit, subject] of checks) {
    const { hits, resetsAt } = await current(db, limit, subject);
    if (hits >= limit.max) {
      const minutes = Math.max(1, Math.ceil((resetsAt - Date.now()) / 60_000));
      throw new DomainError('rate_limited', { key: 'errors.rate_limited', params: { minutes } });
    }
  }
}

/** Counts one event for each subject (a failed login, a reset request...). */
export async function countHit(db: Executor, checks: [Limit, string][]): Promise<void> {
  for (const [limit, subject] of checks) {
    const interval = `${limit.windowMs} milliseconds`;
    await db
      .insert(rateLimitHits)
      .values({ key: keyOf(limit, subject), windowStartedAt: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`CASE WHEN ${rateLimitHits.windowStartedAt} + ${interval}::interval <= now() THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${rateLimitHits.windowStartedAt} + ${interval}::interval <= now() THEN now() ELSE ${rateLimitHits.windowStartedAt} END`,
        },
      });
  }
}

export async function clearHits(db: Executor, limit: Limit, subject: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, keyOf(limit, subject)));
}

/** Windows are at most a day long; older rows are dead weight. */
export async function deleteStaleHits(db: Executor): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStartedAt, sql`now() - interval '1 day'`));
}
