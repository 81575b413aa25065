/**
 * The weeks this process has seen with neither a place nor a waiting place left (issue 24). At the opening
 * second most booking requests ask for a week that filled a moment before; the booking route answers them
 * from here before it reads the session or validates the body (decision 012).
 *
 * Only ever used to refuse, never to confirm a place: a place is decided under the week's lock. A week is
 * remembered only from what was read under its lock (a booking refused there, or one that filled the week,
 * after its commit) and only for active courses (the route answers before it checks the course). A week is
 * forgotten when the capacity module gives places back in this process (`settleWeek`), and after
 * `FULL_WEEK_TTL_MS` in any case, so what another replica or staff changed reaches this process that late at
 * most: a booking refused then is answered as one sent that moment earlier would have been.
 *
 * Remembered per database: a process serves one, but test files share a worker process, each on its own copy of
 * one migrated database, so the same week id names another week in the next file (it refused a booking there
 * from an earlier file's memory once). Forgetting reaches every database: asking the lock again is always safe.
 */
import type { Database } from '../../db/client';

export const FULL_WEEK_TTL_MS = 2_000;
/** Weeks are few (a season holds hundreds); the bound only guards against a runaway. */
const MAX_WEEKS = 10_000;

export interface FullWeek {
  id: number;
  course_id: number;
  name: string;
  name_it: string;
}

type Remembered = FullWeek & { until: number };

/** Week id → database → the full week; a database is a number here, so the memory keeps no database alive. */
const known = new Map<number, Map<number, Remembered>>();
const databaseIds = new WeakMap<Database, number>();
let nextDatabaseId = 0;

function databaseId(db: Database): number {
  let id = databaseIds.get(db);
  if (id === undefined) databaseIds.set(db, (id = nextDatabaseId++));
  return id;
}

/** The week had no place and no waiting place left when this process last decided on it. */
export function rememberFullWeek(db: Database, week: FullWeek, now = Date.now()): void {
  if (known.size >= MAX_WEEKS) known.clear();
  const byDatabase = known.get(week.id) ?? new Map<number, Remembered>();
  byDatabase.set(databaseId(db), { id: week.id, course_id: week.course_id, name: week.name, name_it: week.name_it, until: now + FULL_WEEK_TTL_MS });
  known.set(week.id, byDatabase);
}

/** Places came back (a cancellation, a deletion, more places): the week is decided under its lock again. */
export function forgetFullWeek(weekId: number): void {
  known.delete(weekId);
}

/** The week of this course, if it was full a moment ago. */
export function knownFullWeek(db: Database, weekId: number, courseId: number, now = Date.now()): FullWeek | undefined {
  const byDatabase = known.get(weekId);
  const week = byDatabase?.get(databaseId(db));
  if (!byDatabase || !week) return undefined;
  if (week.until <= now) {
    byDatabase.delete(databaseId(db));
    if (byDatabase.size === 0) known.delete(weekId);
    return undefined;
  }
  return week.course_id === courseId ? week : undefined;
}
