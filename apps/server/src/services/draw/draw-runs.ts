import { randomBytes } from 'node:crypto';
import {
  canonicalDrawInput,
  canonicalDrawResult,
  DRAW_ALGORITHM,
  drawInputDigest,
  drawSeason,
  drawStatistics,
  officialSeed,
  secretMatches,
  serialDictatorship,
  type CommitmentInput,
  type DrawResult,
} from '@app/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { transaction, type Database, type Executor } from '../../db/client';
import { drawOutcomes, drawRuns, seasons } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, invalid, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { findSeason, type SeasonRow } from '../seasons/seasons';
import { seasonDrawInput, type DrawChildOf } from './draw-input';
import { officialRunOf } from './draw-result';
import { publishRun } from './publish-draw';

export type DrawRunRow = typeof drawRuns.$inferSelect;

/**
 * The commitment (issue 37 part 3): the SHA-256 of the office's secret and where the public number will come
 * from, set or changed until the wish phase ends (409 afterwards). The secret itself never reaches the server
 * before the official run.
 */
export async function saveCommitment(db: Database, input: { clock: Clock; id: number; values: Required<CommitmentInput> }): Promise<SeasonRow> {
  const season = await findSeason(db, input.id);
  if (season.wish_to <= input.clock.now) throw conflict('draw.commitment_closed');
  const [row] = await db
    .update(seasons)
    .set({ commitment: input.values.commitment, public_number_source: input.values.public_number_source, updated_at: input.clock.now })
    .where(eq(seasons.id, season.id))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** The season's runs, newest first, without their files. */
export async function listDrawRuns(db: Executor, seasonId: number): Promise<DrawRunRow[]> {
  await findSeason(db, seasonId);
  return db.select().from(drawRuns).where(eq(drawRuns.season_id, seasonId)).orderBy(desc(drawRuns.id));
}

/** The draw and its baseline on the season's wishes with this seed, with the figures the office compares. */
async function runDraw(db: Executor, season: SeasonRow, seed: string) {
  const { input, children } = await seasonDrawInput(db, season);
  const seeded = { seed, ...input };
  const result = drawSeason(seeded);
  const baseline = serialDictatorship(seeded);
  return {
    children,
    result,
    row: {
      season_id: season.id,
      algorithm: DRAW_ALGORITHM,
      seed,
      input_digest: drawInputDigest(input),
      result_digest: result.digest,
      households: result.households,
      statistics: drawStatistics(seeded, result),
      baseline: drawStatistics(seeded, baseline),
    },
    input,
  };
}

/** A trial run: a throwaway seed, the figures beside the baseline's; marked a trial, it can never be published. */
export async function runTrial(db: Database, input: { actor: Actor; clock: Clock; seasonId: number }): Promise<DrawRunRow> {
  const season = await findSeason(db, input.seasonId);
  const { row } = await runDraw(db, season, randomBytes(32).toString('hex'));
  const [stored] = await db
    .insert(drawRuns)
    .values({ ...row, official: false, created_by_user_id: input.actor.id, created_at: input.clock.now })
    .returning();
  return stored!;
}

/**
 * The official run, once the wish phase is over (409 before), of a season whose commitment was published (409
 * without): its seed is SHA-256(secret ‖ public number), refused (422 on `secret`) unless the secret is the
 * committed one. It stores the audit's input and result and every child's outcome; the publication job makes
 * them registrations at the publication time, or at once when that time has passed. One per season: the unique
 * index refuses a second (409), also when two offices press at once.
 */
export async function runOfficial(
  db: Database,
  input: { actor: Actor; clock: Clock; seasonId: number; secret: string; publicNumber: string },
): Promise<DrawRunRow> {
  const season = await findSeason(db, input.seasonId);
  if (input.clock.now < season.wish_to) throw conflict('draw.wishes_open');
  if (!season.commitment) throw conflict('draw.no_commitment');
  if (!secretMatches(input.secret, season.commitment)) throw invalid({ secret: { key: 'draw.validation.secret_mismatch' } });
  if (await officialRunOf(db, season.id)) throw conflict('draw.official_exists');

  const { row, result, children, input: drawInput } = await runDraw(db, season, officialSeed(input.secret, input.publicNumber));
  let stored: DrawRunRow;
  try {
    stored = await transaction(db, async (tx) => {
      const [stored] = await tx
        .insert(drawRuns)
        .values({
          ...row,
          official: true,
          secret: input.secret,
          public_number: input.publicNumber,
          input: canonicalDrawInput(drawInput),
          result: canonicalDrawResult(DRAW_ALGORITHM, result.grants, result.waiting),
          created_by_user_id: input.actor.id,
          created_at: input.clock.now,
        })
        .returning();
      const outcomes = outcomesOf(result, children).map((outcome) => ({ ...outcome, draw_run_id: stored!.id }));
      await tx.execute(sql`
        insert into ${drawOutcomes} (draw_run_id, child_id, person_id, child_number, household_number, position, draws_at, granted, waiting, rounds)
        select draw_run_id, child_id, person_id, child_number, household_number, position, draws_at, granted, waiting, rounds
        from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as o(draw_run_id int, child_id int, person_id int, child_number int,
          household_number int, position int, draws_at int, granted jsonb, waiting jsonb, rounds jsonb)`);
      return stored!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'draw_runs_one_official')) throw conflict('draw.official_exists');
    throw error;
  }
  // Drawn after its publication time: the families need not wait for the job's next turn.
  if (season.publish_at > input.clock.now) return stored;
  await publishRun(db, { clock: input.clock, runId: stored.id });
  return (await officialRunOf(db, season.id))!;
}

/** Per child what the draw did: its numbers, its weeks (with rounds), its places on waiting lists, its explanation. */
function outcomesOf(result: DrawResult, children: Map<number, DrawChildOf>) {
  const granted = new Map<number, { week: number; round: number }[]>();
  for (const { child, week, round } of result.grants) granted.set(child, [...(granted.get(child) ?? []), { week, round }]);
  const waiting = new Map<number, { week: number; position: number }[]>();
  for (const list of result.waiting) {
    list.children.forEach((child, index) => waiting.set(child, [...(waiting.get(child) ?? []), { week: list.week, position: index + 1 }]));
  }
  return result.explanations.map((explanation) => {
    const child = children.get(explanation.child)!;
    return {
      child_id: child.childId,
      person_id: child.personId,
      child_number: child.number,
      household_number: child.household,
      position: explanation.position,
      draws_at: explanation.drawsAt,
      granted: granted.get(explanation.child) ?? [],
      waiting: waiting.get(explanation.child) ?? [],
      rounds: explanation.rounds,
    };
  });
}
