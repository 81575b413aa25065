import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { deleteStaleDevices } from './repositories/known-devices';
import { deleteStaleThrottles } from './repositories/login-throttles';
import { deleteStaleHits } from './repositories/rate-limits';
import { deleteExpiredSessions } from './repositories/sessions';

const HOUR = 3_600_000;

/** Hourly clean-up of rows that only expire: old sign-in tokens, rate-limit windows, login turns and devices. */
export function startMaintenance(db: Database, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      await deleteExpiredSessions(db);
      await deleteStaleHits(db);
      await deleteStaleThrottles(db);
      await deleteStaleDevices(db);
    } catch (error) {
      log.error({ err: error }, 'maintenance failed');
    }
  };
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
