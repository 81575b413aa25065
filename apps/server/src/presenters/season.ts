import { SEASON_TIME_FIELDS, seasonPhase, wallClock, type Season } from '@app/domain';
import type { Clock } from '../lib/clock';
import { seasonTimes, type SeasonRow } from '../services/seasons/seasons';

/** An instant as the office reads and types it: the wall clock of the organisation's time zone. */
function localDateTime(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}`;
}

export function presentSeason(row: SeasonRow, clock: Clock): Season {
  const times = Object.fromEntries(SEASON_TIME_FIELDS.map((field) => [field, localDateTime(row[field], clock.timeZone)])) as Pick<Season, (typeof SEASON_TIME_FIELDS)[number]>;
  return {
    id: row.id,
    year: row.year,
    ...times,
    acceptance_days: row.acceptance_days,
    max_wishes: row.max_wishes,
    max_weeks: row.max_weeks,
    held_back_places: row.held_back_places,
    phase: seasonPhase(seasonTimes(row), clock.now),
  };
}
