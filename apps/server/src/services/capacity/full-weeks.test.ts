import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { FULL_WEEK_TTL_MS, forgetFullWeek, knownFullWeek, rememberFullWeek } from './full-weeks';

const week = { id: 7001, course_id: 31, name: 'Woche 1', name_it: 'Settimana 1' };
// Only the identity of a database counts here.
const db = {} as Database;
const otherDb = {} as Database;

describe('full weeks known to this process', () => {
  it('knows a full week of its course for a short time only, and forgets it when places come back', () => {
    rememberFullWeek(db, week, 1_000);
    expect(knownFullWeek(db, week.id, week.course_id, 1_000 + FULL_WEEK_TTL_MS - 1)).toMatchObject({ name_it: 'Settimana 1' });
    // Another course's request naming this week id goes the whole way (and is refused there as not its week).
    expect(knownFullWeek(db, week.id, 32, 1_001)).toBeUndefined();
    expect(knownFullWeek(db, week.id, week.course_id, 1_000 + FULL_WEEK_TTL_MS)).toBeUndefined();

    rememberFullWeek(db, week, 5_000);
    forgetFullWeek(week.id);
    expect(knownFullWeek(db, week.id, week.course_id, 5_001)).toBeUndefined();
  });

  it('knows it only for the database it was full in: the same id in another database is another week', () => {
    rememberFullWeek(db, week, 1_000);
    expect(knownFullWeek(otherDb, week.id, week.course_id, 1_001)).toBeUndefined();
    expect(knownFullWeek(db, week.id, week.course_id, 1_001)).toMatchObject({ id: week.id });
  });
});
