import type { BookingAnswer } from '@app/domain';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { children, courses, courseWeeks, idempotencyKeys, registrations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Settled } from '../../lib/group-commit';
import { rowsOf, type BookingJob, type Line } from './booking-job';
import { answerOfStoredKey, keyOf, sameKey, storedKeys, type StoredKey } from './idempotency-keys';
import type { ExistingRegistration, LockedWeek } from './place-batch';

export interface LockedBatch {
  /** Each job's outcome where it is known before placing (a child removed meanwhile, a key that came again), else undefined. */
  outcomes: (Settled<BookingAnswer> | undefined)[];
  /** The jobs left to place, in arrival order, with their index in the batch. */
  deciding: { job: BookingJob; index: number }[];
  weeks: LockedWeek[];
  existing: ExistingRegistration[];
  /** Whether this transaction claimed the job's key (one claimed before it answers that request's answer). */
  claimed: (job: BookingJob) => boolean;
}

/**
 * The batch's first two round trips in its transaction. First: claim the keys and lock the children (in id
 * order); a key already claimed waits for its first request to end and then answers that request's answer.
 * Second: the children's registrations near these weeks, read after their locks were taken (one programme per
 * calendar week, across all courses), the weeks locked (in id order, so bookings of several weeks never
 * deadlock) with their committed counts, which stay so until the commit, and the answers stored for keys that
 * came again.
 */
export async function lockBatch(tx: Transaction, jobs: BookingJob[]): Promise<LockedBatch> {
  const outcomes: (Settled<BookingAnswer> | undefined)[] = jobs.map(() => undefined);
  const first = await claimKeysAndLockChildren(tx, jobs);
  const claimed = (job: BookingJob) => first.claimed.some((row) => sameKey(row, keyOf(job)));
  const locked = new Set(first.locked);
  const answeredBefore: number[] = [];
  jobs.forEach((job, index) => {
    if (job.idempotency !== null && !claimed(job)) return answeredBefore.push(index);
    // A child removed since it was read is not found any more.
    if (job.prepared.childIds.some((id) => !locked.has(id))) outcomes[index] = { ok: false, error: notFound() };
  });
  const deciding = jobs.flatMap((job, index) => (outcomes[index] === undefined && !answeredBefore.includes(index) ? [{ job, index }] : []));

  const again = answeredBefore.map((index) => keyOf(jobs[index]!));
  const second =
    deciding.length === 0 && answeredBefore.length === 0
      ? { weeks: [], existing: [], stored: [] }
      : await lockWeeksAndReadRegistrations(tx, deciding.map(({ job }) => job), again);
  for (const index of answeredBefore) {
    const job = jobs[index]!;
    const stored = second.stored.find((row) => sameKey(row, keyOf(job)));
    try {
      const answer = answerOfStoredKey(stored, job.idempotency!);
      // The key's insert waited for the transaction that held it, which committed its answer; only an account
      // deleted meanwhile (its keys with it) leaves none.
      outcomes[index] = answer ? { ok: true, value: answer } : { ok: false, error: notFound() };
    } catch (error) {
      outcomes[index] = { ok: false, error };
    }
  }
  return { outcomes, deciding, weeks: second.weeks ?? [], existing: second.existing, claimed };
}

async function claimKeysAndLockChildren(tx: Transaction, jobs: BookingJob[]) {
  const keys = jobs
    .filter((job) => job.idempotency !== null)
    .map((job) => ({ ...keyOf(job), request_hash: job.idempotency!.requestHash }))
    .sort((a, b) => a.user_id - b.user_id || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const claimKeys = sql`insert into ${idempotencyKeys} (user_id, key, status_code, response, request_hash)
    select user_id, key, 0, '{}', request_hash from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(user_id int, key text, request_hash text)
    on conflict do nothing returning user_id, key`;
  const childIds = [...new Set(jobs.flatMap((job) => job.prepared.childIds))];
  const lockChildren = tx.select({ id: children.id }).from(children).where(inArray(children.id, childIds)).orderBy(asc(children.id)).for('update');
  const [first] = rowsOf<{ claimed: { user_id: number; key: string }[]; locked: number[] }>(
    await tx.execute(sql`with claimed as (${claimKeys}), locked as (${lockChildren})
      select (select coalesce(json_agg(json_build_object('user_id', user_id, 'key', key)), '[]') from claimed) as claimed,
        (select coalesce(json_agg(id), '[]') from locked) as locked`),
  );
  return first!;
}

async function lockWeeksAndReadRegistrations(tx: Transaction, deciding: BookingJob[], again: { user_id: number; key: string }[]) {
  const lines = deciding.flatMap((job) => job.prepared.lines);
  const storedAgain = storedKeys(JSON.stringify(again));
  const [second] = rowsOf<{ weeks: LockedWeek[] | null; existing: ExistingRegistration[]; stored: StoredKey[] }>(
    await tx.execute(
      deciding.length === 0
        ? sql`select '[]'::json as weeks, '[]'::json as existing,
            (select coalesce(json_agg(s), '[]') from (${storedAgain}) s) as stored`
        : sql`with locked as (${lockWeeks(tx, lines)})
            select (select json_agg(locked) from locked) as weeks,
              (select coalesce(json_agg(existing), '[]') from (${registrationsNear(tx, deciding, lines)}) existing) as existing,
              (select coalesce(json_agg(s), '[]') from (${storedAgain}) s) as stored`,
    ),
  );
  return second!;
}

const lockWeeks = (tx: Transaction, lines: Line[]) =>
  tx
    .select({
      id: courseWeeks.id,
      max_participants: courseWeeks.max_participants,
      waiting_list: courseWeeks.waiting_list,
      confirmed_count: courseWeeks.confirmed_count,
      waiting_count: courseWeeks.waiting_count,
      offered_count: courseWeeks.offered_count,
    })
    .from(courseWeeks)
    .where(inArray(courseWeeks.id, [...new Set(lines.map((line) => line.week.id))]))
    .orderBy(asc(courseWeeks.id))
    .for('update');

/**
 * The deciding children's registrations in weeks that overlap the booked ones, with the names of the course and
 * week (aliased: json_agg names the fields by column), so the refusal tells the parent where the child already is.
 */
function registrationsNear(tx: Transaction, deciding: BookingJob[], lines: Line[]) {
  const earliest = lines.reduce((min, line) => (line.week.from < min ? line.week.from : min), lines[0]?.week.from ?? '');
  const latest = lines.reduce((max, line) => (line.week.to > max ? line.week.to : max), lines[0]?.week.to ?? '');
  const childIds = [...new Set(deciding.flatMap((job) => job.prepared.childIds))];
  return tx
    .select({
      child_id: registrations.child_id,
      from: courseWeeks.from,
      to: courseWeeks.to,
      week_name: sql<string>`${courseWeeks.name}`.as('week_name'),
      week_name_it: sql<string>`${courseWeeks.name_it}`.as('week_name_it'),
      course_name: sql<string>`${courses.name}`.as('course_name'),
      course_name_it: sql<string>`${courses.name_it}`.as('course_name_it'),
    })
    .from(registrations)
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.course_week_id))
    .innerJoin(courses, eq(courses.id, courseWeeks.course_id))
    .where(and(inArray(registrations.child_id, childIds), isNull(registrations.deleted_at), lte(courseWeeks.from, latest), gte(courseWeeks.to, earliest)));
}
