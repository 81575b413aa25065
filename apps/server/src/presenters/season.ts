import { SEASON_TIME_FIELDS, seasonPhase, wallClockText, type Season } from '@app/domain';
import type { Clock } from '../lib/clock';
import { seasonTimes, type SeasonRow } from '../services/seasons/seasons';

/** A season with its official run, if there is one (`officialRunOf`). */
export function presentSeason(row: SeasonRow, clock: Clock, official?: { published_at: Date | null }): Season {
  const times = Object.fromEntries(SEASON_TIME_FIELDS.map((field) => [field, wallClockText(row[field], clock.timeZone)])) as Pick<Season, (typeof SEASON_TIME_FIELDS)[number]>;
  return {
    id: row.id,
    year: row.year,
    ...times,
    acceptance_days: row.acceptance_days,
    max_wishes: row.max_wishes,
    max_weeks: row.max_weeks,
    held_back_places: row.held_back_places,
    commitment: row.commitment,
    public_number_source: row.public_number_source,
    official_run: official !== undefined,
    published_at: official?.published_at?.toISOString() ?? null,
    phase: seasonPhase(seasonTimes(row), clock.now),
  };
}
