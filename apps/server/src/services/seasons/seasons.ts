import { SEASON_TIME_FIELDS, zonedInstant, type SeasonValues } from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { drawRuns, seasons } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, invalid, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';

export type SeasonRow = typeof seasons.$inferSelect;

/** What the domain's `seasonPhase` reads of a stored season. */
export const seasonTimes = (row: SeasonRow) => ({ wishFrom: row.wish_from, wishTo: row.wish_to, firstComeFrom: row.first_come_from });

const YEAR_TAKEN = { year: { key: 'season.year_taken' } };

/** The office's wall-clock times as the instants stored. */
function rowValues(values: SeasonValues, timeZone: string) {
  const instants = Object.fromEntries(
    SEASON_TIME_FIELDS.map((field) => {
      const [date, time] = values[field].split('T') as [string, string];
      return [field, zonedInstant(date, time, timeZone)];
    }),
  ) as Record<(typeof SEASON_TIME_FIELDS)[number], Date>;
  const { year, acceptance_days, max_wishes, max_weeks, held_back_places } = values;
  return { year, acceptance_days, max_wishes, max_weeks, held_back_places, ...instants };
}

export const listSeasons = (db: Executor) => db.select().from(seasons).orderBy(asc(seasons.year));

export async function findSeason(db: Executor, id: number): Promise<SeasonRow> {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, id));
  if (!row) throw notFound();
  return row;
}

/** The season of a course year, if the office set one up: it decides whether that year's weeks are drawn. */
export async function seasonOfYear(db: Executor, year: number): Promise<SeasonRow | undefined> {
  return (await db.select().from(seasons).where(eq(seasons.year, year)))[0];
}

/** A new season, or changed times and limits of one (the year is unique: 422 on `year`). */
export async function saveSeason(db: Database, input: { clock: Clock; id?: number; values: SeasonValues }): Promise<SeasonRow> {
  const values = rowValues(input.values, input.clock.timeZone);
  if (input.id !== undefined) await refuseChangesOfDrawn(db, input.id, values, input.clock.now);
  try {
    if (input.id === undefined) return (await db.insert(seasons).values({ ...values, created_at: input.clock.now, updated_at: input.clock.now }).returning())[0]!;
    const [row] = await db.update(seasons).set({ ...values, updated_at: input.clock.now }).where(eq(seasons.id, input.id)).returning();
    if (!row) throw notFound();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'seasons_year_unique')) throw invalid(YEAR_TAKEN);
    throw error;
  }
}

/** A season can go while its wish phase has not begun: afterwards families' wishes depend on it (409). */
export async function deleteSeason(db: Database, input: { clock: Clock; id: number }): Promise<void> {
  const season = await findSeason(db, input.id);
  if (season.wish_from <= input.clock.now) throw conflict('season.started');
  await db.delete(seasons).where(eq(seasons.id, season.id));
}

/** What a draw has read once the wish phase is over: the wishes' limits, the phase itself and the places held back. */
const DRAWN_FIELDS = ['year', 'wish_from', 'wish_to', 'max_wishes', 'max_weeks', 'held_back_places'] as const;

/**
 * After its wish phase a season's wishes are fixed and may be drawn, so what they were made under stays (409
 * `season.wishes_over`); once it has an official run nothing of it changes (409 `season.drawn`): its result, the
 * families' deadlines and the audit rest on it.
 */
async function refuseChangesOfDrawn(db: Executor, id: number, values: ReturnType<typeof rowValues>, now: Date) {
  const season = await findSeason(db, id);
  const [official] = await db.select({ id: drawRuns.id }).from(drawRuns).where(and(eq(drawRuns.season_id, id), eq(drawRuns.official, true)));
  if (official) throw conflict('season.drawn');
  const same = (field: (typeof DRAWN_FIELDS)[number]) => {
    const before = season[field];
    const after = values[field];
    return before instanceof Date && after instanceof Date ? before.getTime() === after.getTime() : before === after;
  };
  if (season.wish_to <= now && !DRAWN_FIELDS.every(same)) throw conflict('season.wishes_over');
}
