import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { deleteStaleHits } from './repositories/rate-limits';
import { deleteExpiredSessions } from './repositories/sessions';

const HOUR = 3_600_000;

/** Hourly clean-up of rows that only expire: old sign-in tokens and rate-limit windows. */
export function startMaintenance(db: Database, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      await deleteExpiredSessions(db);
      await deleteStaleHits(db);
    } catch (error) {
      log.error({ err: error }, 'maintenance failed');
    }
  };
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
