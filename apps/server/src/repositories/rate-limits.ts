import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { DomainError, type MessageRef } from '../lib/errors';
import { hashToken } from '../lib/tokens';

/** A limit: at most `max` counted events per key within `windowMs`. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * The subject (an address, an address and a client) is stored hashed: the key stays short whatever it
 * combines, and the table holds no e-mail addresses.
 */
const keyOf = (limit: Limit, subject: string) => `${limit.name}:${hashToken(subject)}`;

/**
 * 429 with the minutes until the window ends, in the general message or one saying what is limited; the
 * minutes are also the `count` that picks a plural form.
 */
export function rateLimited(secondsLeft: number, message: MessageRef = { key: 'errors.rate_limited' }): DomainError {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return new DomainError('rate_limited', { key: message.key, params: { ...message.params, minutes, count: minutes } });
}

/**
 * Counts one attempt for each subject and refuses with 429 when that attempt is beyond the limit. Counting
 * and reading the count are one statement (INSERT ... ON CONFLICT DO UPDATE ... RETURNING), so attempts made
 * at the same moment each get their own number and no more than `max` of them go ahead, on every replica.
 * An attempt that turns out fine can be given back with `refundHit` or `clearHits`. `message` names what is
 * limited in the 429's answer (it gets `minutes` and `count`).
 */
export async function takeAttempt(db: Executor, checks: [Limit, string][], message?: MessageRef): Promise<void> {
  for (const [limit, subject] of checks) {
    const interval = `${limit.windowMs} milliseconds`;
    const expired = sql`${rateLimitHits.window_started_at} + ${interval}::interval <= now()`;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key: keyOf(limit, subject), window_started_at: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
          window_started_at: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimitHits.window_started_at} END`,
        },
      })
      .returning({
        hits: rateLimitHits.hits,
        secondsLeft: sql<number>`extract(epoch from ${rateLimitHits.window_started_at} + ${interval}::interval - now())::float8`,
      });
    if (row && row.hits > limit.max) throw rateLimited(Number(row.secondsLeft), message);
  }
}

/** Gives back one attempt that turned out fine (a correct password), so it does not count against the client. */
export async function refundHit(db: Executor, limit: Limit, subject: string): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
    .where(eq(rateLimitHits.key, keyOf(limit, subject)));
}

export async function clearHits(db: Executor, limit: Limit, subject: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, keyOf(limit, subject)));
}

/** Windows are at most a day long; older rows are dead weight. */
export async function deleteStaleHits(db: Executor): Promise<number> {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.window_started_at, sql`now() - interval '1 day'`))
    .returning({ window_started_at: rateLimitHits.window_started_at });
  return deleted.length;
}
