import type { BookingAnswer } from '@app/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { bookings, courseWeeks, idempotencyKeys, registrations } from '../../db/schema';
import { queueEmailsStatement } from '../../mail/outbox';
import { logHealthAccess } from '../../repositories/health-access-log';
import { bookedEmail } from './booking-emails';
import type { BookingJob, CourseRow, Line } from './booking-job';
import { keyOf } from './idempotency-keys';
import type { Placed, WeekTally } from './place-batch';

/** A booking the batch placed: every line with its place, and the answer its request gets. */
export interface StoredBooking {
  job: BookingJob;
  placed: Placed<Line>[];
  answer: BookingAnswer;
}

/**
 * One round trip under the locks: the bookings, the registrations, the counters, the e-mails, the stored
 * answers, and the keys given back (`release`: those this transaction claimed for bookings it refuses, so the
 * parent may correct and send again). Data-modifying CTEs always run, referenced or not.
 */
export async function storeBatch(
  tx: Transaction,
  batch: { stored: StoredBooking[]; tallies: Map<number, WeekTally>; release: { user_id: number; key: string }[] },
): Promise<void> {
  const { stored, tallies, release } = batch;
  const bookingRows = stored.map(({ job }) => ({ id: job.prepared.bookingId, created_by_user_id: job.input.actor.id, created_at: job.input.now.toISOString() }));
  const rows = stored.flatMap(({ job, placed }) => placed.map(({ line, isWaiting }, index) => registrationRow(job, line, isWaiting, index)));
  const increments = [...tallies]
    .filter(([, tally]) => tally.added.confirmed + tally.added.waiting > 0)
    .map(([id, tally]) => ({ id, ...tally.added }));
  const emails = stored.flatMap(({ job, placed }) => job.prepared.emails.map((email) => bookedEmail(job, email, placed)));
  const answers = stored.filter(({ job }) => job.idempotency).map(({ job, answer }) => ({ ...keyOf(job), response: answer }));
  if (stored.length > 0 || release.length > 0) {
    await tx.execute(sql`
      with booked as (
        ${insertBookingsStatement(bookingRows)}
        returning id
      ), stored as (
        ${insertRegistrationsStatement(rows)}
        returning id
      ), counted as (
        ${countWeeksStatement(increments)}
        returning w.id
      ), mailed as (
        ${queueEmailsStatement(emails)}
        returning id
      ), answered as (
        update ${idempotencyKeys} k set status_code = 200, response = a.response
        from jsonb_to_recordset(${JSON.stringify(answers)}::jsonb) as a(user_id int, key text, response jsonb)
        where k.user_id = a.user_id and k.key = a.key
        returning 1
      ), released as (
        delete from ${idempotencyKeys} k
        using jsonb_to_recordset(${JSON.stringify(release)}::jsonb) as r(user_id int, key text)
        where k.user_id = r.user_id and k.key = r.key
        returning 1
      )
      select 1`);
  }
  // Health answers the office stored are a change of the children's health data (decision 020; a family's own are not logged).
  for (const { job } of stored) {
    if (job.input.by !== 'office') continue;
    const withHealth = job.prepared.lines.filter((line) => line.props.medicaments || line.props.incompatibilities || line.props.allergies);
    await logHealthAccess(tx, { actor: job.input.actor, now: job.input.now, action: 'change', childIds: withHealth.map((line) => line.child.id) });
  }
}

/** The registration a placed line stores (its id taken from the sequence while the booking was prepared). */
function registrationRow(job: BookingJob, line: Line, isWaiting: boolean, index: number) {
  const { course, ids, bookingId } = job.prepared;
  const { booking, actor, now } = job.input;
  return {
    id: ids[index]!,
    booking_id: bookingId,
    child_id: line.child.id,
    course_week_id: line.week.id,
    created_by_user_id: actor.id,
    day_type: line.dayType,
    is_waiting: isWaiting,
    emergency_contact1_phone: booking.emergency_contact1_phone,
    emergency_contact2_phone: booking.emergency_contact2_phone,
    ...storedAnswers(course, line.props),
    comment_user: booking.comment,
    created_at: now.toISOString(),
  };
}

/** What a registration stores of a child's answers: only the questions its course asks (custom fields, leave alone, swimming help). */
export function storedAnswers(course: CourseRow, props: Line['props']) {
  return {
    custom_field: course.custom_field ? props.custom_field : null,
    custom_field_2: course.custom_field_2 ? props.custom_field_2 : null,
    custom_field_3: course.custom_field_3 ? props.custom_field_3 : null,
    leave_alone: !course.disable_leave_alone && props.leave_alone,
    swimming_help: !course.disable_swimming_help && props.swimming_help,
    medicaments: props.medicaments,
    incompatibilities: props.incompatibilities,
    allergies: props.allergies,
  };
}

/** The bookings in one INSERT, for a data-modifying CTE; a drawn booking has its own payment day (`payment_due_on`). */
export function insertBookingsStatement(rows: readonly { id: number; created_by_user_id: number | null; created_at: string; payment_due_on?: string }[]): SQL {
  return sql`insert into ${bookings} (id, created_by_user_id, created_at, payment_due_on)
    select id, created_by_user_id, created_at, payment_due_on
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as b(id int, created_by_user_id int, created_at timestamptz, payment_due_on date)`;
}

/** A registration as one statement writes it (`insertRegistrationsStatement`): a booking's line or a draw's grant. */
export type NewRegistration = ReturnType<typeof storedAnswers> & {
  id: number;
  booking_id: number;
  child_id: number;
  course_week_id: number;
  created_by_user_id: number | null;
  day_type: string;
  is_waiting: boolean;
  emergency_contact1_phone: string | null;
  emergency_contact2_phone: string | null;
  comment_user: string | null;
  created_at: string;
};

/** The registrations in one INSERT, for a data-modifying CTE (a booking and the draw's publication each write theirs in one round trip). */
export function insertRegistrationsStatement(rows: readonly NewRegistration[]): SQL {
  return sql`insert into ${registrations} (id, booking_id, child_id, course_week_id, created_by_user_id, day_type, is_waiting, emergency_contact1_phone,
      emergency_contact2_phone, custom_field, custom_field_2, custom_field_3, leave_alone, swimming_help, medicaments,
      incompatibilities, allergies, comment_user, created_at, updated_at)
    select id, booking_id, child_id, course_week_id, created_by_user_id, day_type, is_waiting, emergency_contact1_phone, emergency_contact2_phone,
      custom_field, custom_field_2, custom_field_3, leave_alone, swimming_help, medicaments, incompatibilities, allergies, comment_user,
      created_at, created_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id int, booking_id int, child_id int, course_week_id int, created_by_user_id int,
      day_type day_type, is_waiting boolean, emergency_contact1_phone text, emergency_contact2_phone text, custom_field text,
      custom_field_2 text, custom_field_3 text, leave_alone boolean, swimming_help boolean, medicaments text, incompatibilities text,
      allergies text, comment_user text, created_at timestamptz)`;
}

/** What the registrations written add to their weeks' counters, in one UPDATE (the weeks are locked). */
export function countWeeksStatement(increments: readonly { id: number; confirmed: number; waiting: number }[]): SQL {
  return sql`update ${courseWeeks} w set confirmed_count = w.confirmed_count + c.confirmed, waiting_count = w.waiting_count + c.waiting
    from jsonb_to_recordset(${JSON.stringify(increments)}::jsonb) as c(id int, confirmed int, waiting int)
    where w.id = c.id`;
}
