import { DRAW_ALGORITHM, seasonPhase, wallClockText, type SeasonAudit, type WishResult } from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { drawOutcomes, drawRuns } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { findSeason, seasonTimes, type SeasonRow } from '../seasons/seasons';
import type { DrawRunRow } from './draw-runs';
import { payBy } from './publish-draw';

/** The season's official run, if it exists: what the season's presentation and the families' results read. */
export async function officialRunOf(db: Executor, seasonId: number): Promise<DrawRunRow | undefined> {
  const [run] = await db.select().from(drawRuns).where(and(eq(drawRuns.season_id, seasonId), eq(drawRuns.official, true)));
  return run;
}

/** Every season's official run, by season id, for the office's list. */
export async function officialRuns(db: Executor) {
  const runs = await db.select({ season_id: drawRuns.season_id, published_at: drawRuns.published_at }).from(drawRuns).where(eq(drawRuns.official, true));
  return new Map(runs.map((run) => [run.season_id, run]));
}

/**
 * A family's result of a season's draw (issue 37 part 5): nothing while wishes are collected or when it has no
 * list; `pending` until the publication made it official (the family sees nothing of the draw before, even
 * when the official run exists); then per child its numbers, places, waiting lists and rounds.
 */
export async function familyResult(
  db: Executor,
  input: { season: SeasonRow; run: DrawRunRow | undefined; personId: number; hasList: boolean; clock: Clock },
): Promise<WishResult | null> {
  const { season, run, clock } = input;
  const phase = seasonPhase(seasonTimes(season), clock.now);
  if (!input.hasList || phase === 'before' || phase === 'wishes') return null;
  if (!run?.published_at) return { status: 'pending', publish_at: wallClockText(season.publish_at, clock.timeZone) };
  const outcomes = await db
    .select()
    .from(drawOutcomes)
    .where(and(eq(drawOutcomes.draw_run_id, run.id), eq(drawOutcomes.person_id, input.personId)))
    .orderBy(asc(drawOutcomes.child_id));
  const [first] = outcomes;
  if (!first) return null;
  return {
    status: 'published',
    households: run.households,
    household_number: first.household_number,
    position: first.position,
    pay_by: payBy(run.published_at, season.acceptance_days, clock.timeZone),
    children: outcomes.map((outcome) => ({
      child: outcome.child_id,
      number: outcome.child_number,
      draws_at: outcome.draws_at,
      granted: outcome.granted as { week: number; round: number }[],
      waiting: outcome.waiting as { week: number; position: number }[],
      rounds: outcome.rounds as Extract<WishResult, { status: 'published' }>['children'][number]['rounds'],
    })),
  };
}

/**
 * The public audit of a season (issue 37 part 7). The commitment and the public number's source are public
 * from the moment they are set; the official run's secret, number, seed, digests and files only once
 * published, so nobody learns a result before the families.
 */
export async function seasonAudit(db: Executor, seasonId: number, clock: Clock): Promise<SeasonAudit> {
  const season = await findSeason(db, seasonId);
  const run = await officialRunOf(db, season.id);
  const published = run?.published_at ? run : undefined;
  return {
    season: { id: season.id, year: season.year, wish_to: wallClockText(season.wish_to, clock.timeZone), publish_at: wallClockText(season.publish_at, clock.timeZone) },
    algorithm: published?.algorithm ?? DRAW_ALGORITHM,
    commitment: season.commitment,
    public_number_source: season.public_number_source,
    published: published !== undefined,
    public_number: published?.public_number ?? null,
    secret: published?.secret ?? null,
    seed: published?.seed ?? null,
    input_digest: published?.input_digest ?? null,
    result_digest: published?.result_digest ?? null,
    published_at: published?.published_at?.toISOString() ?? null,
  };
}

/**
 * The audit's files, once published (404 before): `input` is the draw's input with its seed, children and
 * households as numbers (`{"seed":…,"weeks":[…],"children":[…]}`); `result` is the canonical result text,
 * whose SHA-256 is the published result digest.
 */
export async function auditFile(db: Executor, seasonId: number, file: 'input' | 'result'): Promise<string> {
  const run = await officialRunOf(db, seasonId);
  if (!run?.published_at || !run.result || !run.input) throw notFound();
  if (file === 'result') return run.result;
  // The stored canonical text with the seed put first: without it, the text is what the input digest covers.
  return `{"seed":${JSON.stringify(run.seed)},${run.input.slice(1)}`;
}
