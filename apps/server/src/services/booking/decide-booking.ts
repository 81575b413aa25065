import { placesLeft, type BookingAnswer } from '@app/domain';
import { transaction, type Database, type Transaction } from '../../db/client';
import { invalid } from '../../lib/errors';
import { GroupCommit, type Settled } from '../../lib/group-commit';
import { bookingBatchSize, bookingDecisions } from '../../lib/metrics';
import { isCheckViolation, isUniqueViolation, retryTransientConflicts } from '../../lib/postgres';
import { rememberFullWeek } from '../capacity/full-weeks';
import type { BookingJob, WeekRow } from './booking-job';
import { keyOf } from './idempotency-keys';
import { lockBatch } from './lock-batch';
import { placeBatch, type WeekTally } from './place-batch';
import { storeBatch, type StoredBooking } from './store-batch';

/**
 * Two batches run beside each other for different weeks, each holding a connection for its transaction beside
 * the admission gate's reads; measured (decision 012), four left the course page waiting for connections in the
 * spread rush (its p99 15 s against 10 s) and gained nothing at the opening instant. A batch holds at most 100
 * bookings, so one statement stays a moderate size.
 */
const BATCHES = { concurrency: 2, maxBatch: 100 };
const batchers = new WeakMap<Database, GroupCommit<BookingJob, BookingAnswer>>();

/** Decides a prepared booking (`prepareBooking`) under the weeks' locks, in a batch with the others ready at the same moment. */
export async function decideBooking(db: Database, job: BookingJob): Promise<BookingAnswer> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new GroupCommit((jobs) => decideBatch(db, jobs), BATCHES)));
  try {
    return await batcher.submit(job);
  } catch (error) {
    // The locks make these impossible; should a future change break that, the parent still gets a 422.
    if (isCheckViolation(error, 'course_weeks_confirmed_within_capacity') || isCheckViolation(error, 'course_weeks_waiting_within_capacity')) {
      throw invalid({ bookedChildren: { key: 'booking.errors.week_full', params: { week: '' } } });
    }
    if (isUniqueViolation(error, 'registrations_one_active_per_child_week')) {
      throw invalid({ bookedChildren: { key: 'booking.errors.one_programme_per_week_unnamed' } });
    }
    throw error;
  }
}

async function decideBatch(db: Database, jobs: BookingJob[]): Promise<Settled<BookingAnswer>[]> {
  const { outcomes, full } = await retryTransientConflicts(() => transaction(db, (tx) => decideInOneTransaction(tx, jobs)));
  bookingBatchSize.observe(jobs.length);
  for (const outcome of outcomes) {
    bookingDecisions.inc({ outcome: !outcome.ok ? 'refused' : outcome.value.waitingQueueWarnings.length > 0 ? 'waiting' : 'confirmed' });
  }
  // Remembered once committed, and only weeks of active courses: the family route refuses from memory before
  // it checks the course, and an inactive course's weeks are nobody's business there.
  for (const week of full.values()) rememberFullWeek(db, week);
  return outcomes;
}

/**
 * Decides a batch of prepared bookings in one transaction, in their order, each all lines or none: the same
 * five round trips as one booking (begin; keys and children; registrations and weeks, `lockBatch`; the one
 * writing statement, `storeBatch`; commit), so the hot week's lock is held once per batch. The places are
 * decided between them without a round trip (`placeBatch`). A refused booking is refused alone: its claimed
 * key is given back in the writing statement and its lines count for nobody.
 * Returns each booking's outcome and the weeks (of active courses) found without a place or a waiting place.
 */
async function decideInOneTransaction(tx: Transaction, jobs: BookingJob[]): Promise<{ outcomes: Settled<BookingAnswer>[]; full: Map<number, WeekRow> }> {
  const { outcomes, deciding, weeks, existing, claimed } = await lockBatch(tx, jobs);
  const { placements, tallies } = placeBatch(
    deciding.map(({ job }) => ({ lines: job.prepared.lines, lang: job.input.lang })),
    weeks,
    existing,
  );
  const stored: StoredBooking[] = [];
  placements.forEach((placement, order) => {
    const { job, index } = deciding[order]!;
    if (!placement.ok) {
      outcomes[index] = placement;
      return;
    }
    outcomes[index] = { ok: true, value: placement.answer };
    stored.push({ job, placed: placement.placed, answer: placement.answer });
  });
  const release = jobs.filter((job, index) => job.idempotency !== null && claimed(job) && outcomes[index]?.ok === false).map(keyOf);
  await storeBatch(tx, { stored, tallies, release });
  return { outcomes: outcomes.map((outcome) => outcome!), full: fullWeeks(deciding, tallies) };
}

/** Full on what this transaction commits (not on a refused booking's own lines, which are not stored). */
function fullWeeks(deciding: { job: BookingJob }[], tallies: Map<number, WeekTally>): Map<number, WeekRow> {
  const weekRows = new Map(deciding.flatMap(({ job }) => job.prepared.lines.map((line) => [line.week.id, line.week] as const)));
  const activeCourses = new Set(deciding.flatMap(({ job }) => (job.prepared.course.active ? [job.prepared.course.id] : [])));
  const full = new Map<number, WeekRow>();
  for (const [id, tally] of tallies) {
    const week = weekRows.get(id)!;
    if (activeCourses.has(week.course_id) && placesLeft(tally.now).full) full.set(week.id, week);
  }
  return full;
}
