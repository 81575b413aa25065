import { sql } from 'drizzle-orm';
import { every, type ScheduledJob } from './scheduler';

/**
 * Hourly on the embedded database: `ANALYZE`, the statistics PostgreSQL plans its queries with. A PostgreSQL
 * server gathers them itself (autovacuum); PGlite has no such worker, so a database that grew from empty kept
 * the estimates of an empty one. With 5,000 registrations an export's part of 500 rows took 812 ms (a
 * sequential scan of every parent per row) instead of 19 ms, and the public pages waited behind it (issue 34,
 * part 4). A job seen for the first time runs at once: an installation has its statistics from its first start.
 */
export const statisticsJob: ScheduledJob = {
  name: 'statistics',
  next: every(3_600_000),
  async run(db) {
    const startedAt = performance.now();
    await db.execute(sql`analyze`);
    return { ms: Math.round(performance.now() - startedAt) };
  },
};
