import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';

/**
 * The end of a lease taken now, for a claim's column. On the database's clock, so that replicas whose clocks
 * disagree still agree on when a claim has run out; cut to the millisecond, so that the holder can name it
 * again exactly as a JavaScript Date (its renewal takes the row only while it still holds what was written).
 */
export function leaseEnd(ms: number) {
  return sql<Date>`date_trunc('milliseconds', now() + ${`${Math.round(ms)} milliseconds`}::interval)`;
}

export interface Lease {
  ms: number;
  /** Moves the end of the lease on if the claim is still ours; false once it is not (another replica took it over). */
  renew: () => Promise<boolean>;
  /** Names the claim in the log. */
  what: string;
  log?: FastifyBaseLogger;
}

/**
 * Runs `work` while renewing its lease every third of its length, so that a run longer than the lease is not
 * taken for the run of a dead process and done a second time meanwhile; a failed renewal leaves two more
 * chances before the lease runs out. Renewing ends with the work, or once the claim was taken over: that is
 * logged, and the work goes on, as only the work knows whether stopping half-way is safe. Resolves after the
 * last renewal, so that what the holder writes next sees the lease's latest end.
 */
export async function whileRenewing<T>(lease: Lease, work: () => Promise<T>): Promise<T> {
  let renewal: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (renewal) return;
    renewal = lease
      .renew()
      .then(
        (held) => {
          if (held) return;
          clearInterval(timer);
          lease.log?.warn({ claim: lease.what }, `${lease.what}: the claim was taken over while it ran`);
        },
        (error: unknown) => lease.log?.warn({ err: error, claim: lease.what }, `${lease.what}: the lease was not renewed`),
      )
      .finally(() => (renewal = undefined));
  }, Math.max(1, lease.ms / 3));
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await renewal;
  }
}
