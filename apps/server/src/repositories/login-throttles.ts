import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginThrottles } from '../db/schema';
import { hashToken } from '../lib/tokens';

/** Checks of one address from unknown browsers that follow each other freely; after them each waits its turn. */
export const FREE_PASSWORD_CHECKS = 10;
/** The wait doubles with every further check (1 s, 2 s, 4 s, ...) up to this. */
export const MAX_CHECK_DELAY_SECONDS = 15 * 60;
/** A day without checks and the address starts afresh. */
const FORGOTTEN_AFTER = sql`interval '1 day'`;

const keyOf = (email: string) => hashToken(`login:${email}`);

/**
 * Claims the next password check of an address (decision 017), counting it in the same statement: the row is
 * updated only once its next check is due, so of parallel attempts after the free ones exactly one gets the
 * turn, and every check moves the next one further away. A refused attempt changes nothing, so nobody can push
 * the owner's turn away by hammering. Answers the seconds until the next turn when it is not due.
 */
export async function claimPasswordCheck(db: Executor, email: string): Promise<{ waitSeconds: number } | undefined> {
  const key = keyOf(email);
  const stale = sql`${loginThrottles.last_check_at} < now() - ${FORGOTTEN_AFTER}`;
  const checks = sql`CASE WHEN ${stale} THEN 1 ELSE ${loginThrottles.checks} + 1 END`;
  const delayAfter = (n: SQL) =>
    sql`make_interval(secs => CASE WHEN ${n} < ${FREE_PASSWORD_CHECKS} THEN 0 ELSE least(power(2, ${n} - ${FREE_PASSWORD_CHECKS}), ${MAX_CHECK_DELAY_SECONDS}) END)`;
  const claimed = await db
    .insert(loginThrottles)
    .values({ key, checks: 1, next_check_at: sql`now()`, last_check_at: sql`now()` })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: { checks, next_check_at: sql`now() + ${delayAfter(checks)}`, last_check_at: sql`now()` },
      setWhere: sql`${loginThrottles.next_check_at} <= now() OR ${stale}`,
    })
    .returning({ checks: loginThrottles.checks });
  if (claimed.length > 0) return undefined;
  const [row] = await db
    .select({ waitSeconds: sql<number>`greatest(extract(epoch from ${loginThrottles.next_check_at} - now()), 1)::float8` })
    .from(loginThrottles)
    .where(eq(loginThrottles.key, key));
  return { waitSeconds: Math.ceil(Number(row?.waitSeconds ?? 1)) };
}

/** The owner signed in from a browser the address did not know: the guesses before it no longer count. */
export async function forgetPasswordChecks(db: Executor, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, keyOf(email)));
}

export async function deleteStaleThrottles(db: Executor): Promise<number> {
  const deleted = await db
    .delete(loginThrottles)
    .where(sql`${loginThrottles.last_check_at} < now() - ${FORGOTTEN_AFTER}`)
    .returning({ last_check_at: loginThrottles.last_check_at });
  return deleted.length;
}
