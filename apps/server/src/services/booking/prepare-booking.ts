import { bookingErrors, childNeedsUpdate, chosenWeeks, formatDate, formatDateTime, lineField, placesLeft, type BookingAnswer, type BookingCourse } from '@app/domain';
import type { Database } from '../../db/client';
import { DomainError, invalid, notFound, type MessageRef } from '../../lib/errors';
import { customFieldsOf } from '../../lib/custom-fields';
import { needsPrivacyVerification } from '../../lib/privacy-check';
import { requestHash } from '../../lib/request-hash';
import { weekAvailabilityOf, weekCounts } from '../../lib/week-state';
import { mailSettingsOf } from '../../mail/settings';
import { childWriteRules } from '../../policies/child';
import { requireFamily } from '../../policies/person';
import { takeAttempt } from '../../repositories/rate-limits';
import { REBOOK_PER_CHILD_AND_WEEK } from '../auth/limits';
import { renderBookingEmails } from './booking-emails';
import {
  childFullName,
  weekName,
  type BookingJob,
  type BookingRequest,
  type ChildRow,
  type CourseRow,
  type FieldErrors,
  type Idempotency,
  type Line,
  type Prepared,
  type WeekRow,
} from './booking-job';
import { readForOffice, readForParent, rebookKey, sharedCourseRead } from './booking-reads';
import { storedAnswer } from './idempotency-keys';
import type { Recipient } from './registration-email';

/**
 * A parent books children of the family into weeks of a course (decisions.md section 2), all lines or none:
 * - the children must be the family's (else 404) and the weeks this course's, bookable now;
 * - a child joins one programme per calendar week across all courses: the family's children are locked
 *   (in id order) before their registrations are read, so two requests for the same child cannot both pass;
 * - capacity is decided under row locks on the weeks (`SELECT ... FOR UPDATE` in id order, so concurrent
 *   bookings of several weeks never deadlock): confirmed while places are free, else waiting while the
 *   waiting list has room, else the line is refused. The counters' CHECK constraints are the last guard;
 * - each family of a stored booking gets one e-mail, queued in the same transaction, telling every line with the
 *   place it got (decision 022);
 * - with an Idempotency-Key the answer is stored with the registrations; the key's primary key makes a
 *   concurrent duplicate wait and then answer the stored answer. Refused requests store nothing, so the
 *   parent may correct and send again with the same key. The key is stored with the request's hash: the same
 *   key with another request is refused (422), as payment APIs do, instead of answering another booking's answer;
 * - the health answers of the lines are stored only when the writer may write a child's health data
 *   (childWriteRules: the family always, the office with child.health), else they are ignored;
 * At the opening minute the week's lock is the bottleneck (decision 012): everything that needs no lock (the
 * person, the course, the children, the rules that need no counts, the course texts of the e-mails) is done
 * before the transaction (`prepareBooking`), and the bookings ready at the same moment are decided together,
 * one transaction and one hold of the week's lock per batch (`decideBooking`, decide-booking.ts).
 *
 * `prepareBooking` is the part without a lock, run at the admission gate: it answers either the job to decide,
 * or the answer already stored for its key.
 */
export async function prepareBooking(db: Database, input: BookingRequest): Promise<BookingJob | { answer: BookingAnswer }> {
  const { actor } = input;
  if (input.by !== 'office') requireFamily(actor);
  // Hashed here, not in the transaction: at the opening minute nothing is added under the week's lock (decision 012).
  const idempotency: Idempotency | null =
    input.idempotencyKey === null
      ? null
      : { key: input.idempotencyKey, requestHash: requestHash({ courseId: input.courseId, by: input.by ?? 'family', booking: input.booking }) };
  let prepared: Prepared;
  try {
    prepared = await prepare(db, input);
  } catch (error) {
    // A key that already booked answers its answer, whatever the request would be told now (a closed window).
    const stored = idempotency === null ? undefined : await storedAnswer(db, actor.id, idempotency);
    if (stored) return { answer: stored };
    throw error;
  }
  return {
    input,
    prepared,
    idempotency,
    // Bookings of the same weeks wait for each other's batch and are then decided together; a batch never holds
    // the same child or key twice (its rules read the children's registrations once, before its own lines).
    shared: [...new Set(prepared.lines.map((line) => line.week.id))],
    exclusive: [...prepared.childIds.map((id) => `child ${id}`), ...(idempotency ? [`key ${actor.id} ${idempotency.key}`] : [])],
  };
}

function failIfAny(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

function bookingCourse(course: CourseRow, weeks: WeekRow[]): BookingCourse {
  return {
    multiple_course_week_registration: course.multiple_course_week_registration,
    ...customFieldsOf(course),
    courseWeeks: weeks.map((week) => ({
      id: week.id,
      name: week.name,
      name_it: week.name_it,
      from: week.from,
      to: week.to,
      full_day: week.full_day,
      half_day: week.half_day,
    })),
  };
}

/** "DD.MM.YYYY HH:mm" of the moment registration opens for a week (its own window part, else the course's). */
function opensAt(week: WeekRow, course: CourseRow): string {
  const from = week.register_from ?? course.register_from;
  const time = (week.register_from_time ?? course.register_from_time ?? '00:00').slice(0, 5);
  return `${formatDate(from)} ${time}`;
}

/** Whether registration is open for the week now; the capacity part is decided later, under the lock. */
function windowError(week: WeekRow, course: CourseRow, seasonOpensAt: Date | null, now: Date, timeZone: string): MessageRef | undefined {
  const { state } = weekAvailabilityOf(week, course, now, timeZone, seasonOpensAt);
  if (state === 'wish_phase') return { key: 'booking.errors.wish_phase', params: { opens_at: formatDateTime(seasonOpensAt!, timeZone) } };
  if (state === 'before_registration') return { key: 'booking.errors.not_yet_open', params: { opens_at: opensAt(week, course) } };
  if (state === 'after_registration') return { key: 'booking.errors.closed' };
  return undefined;
}

async function prepare(db: Database, input: BookingRequest): Promise<Prepared> {
  const { actor, now, lang, booking } = input;
  const office = input.by === 'office';
  const childIds = [...new Set(booking.bookedChildren.flatMap((line) => (line.children === null ? [] : [line.children])))];
  const lineCount = booking.bookedChildren.reduce((sum, line) => sum + chosenWeeks(line).length, 0);
  const rebooked = {
    weekIds: [...new Set(booking.bookedChildren.flatMap((line) => chosenWeeks(line).flatMap(({ courseWeek }) => (courseWeek ? [courseWeek] : []))))],
    since: new Date(now.getTime() - REBOOK_PER_CHILD_AND_WEEK.windowMs),
  };
  // Independent reads, side by side: the course's (shared) and the family's (one round trip for a parent).
  const [{ course: anyCourse, weeks, optionValues, seasonOpensAt }, { parent, family, ids, bookingId, families, cancelled }] = await Promise.all([
    sharedCourseRead(db, input.courseId),
    office ? readForOffice(db, childIds, lineCount) : readForParent(db, actor, childIds, lineCount, rebooked),
  ]);
  // Staff book into inactive courses too.
  const course = anyCourse && (office || anyCourse.active) ? anyCourse : undefined;
  if (!office && !parent) throw notFound();
  const person = parent?.person;
  if (person && needsPrivacyVerification(person, optionValues.app_privacy_check_date_update)) {
    throw new DomainError('forbidden', { key: 'booking.errors.privacy_needed' });
  }
  if (!course) throw notFound();
  if (family.length !== childIds.length) throw notFound();
  const childById = new Map(family.map((child) => [child.id, child]));

  const names = family.map((child) => ({ id: child.id, first_name: child.first_name, last_name: child.last_name }));
  const errors: FieldErrors = { ...bookingErrors(booking, bookingCourse(course, weeks), names, lang, input.by ?? 'family') };
  failIfAny(errors);

  const weekById = new Map(weeks.map((week) => [week.id, week]));
  const { health } = childWriteRules(actor, input.by ?? 'family');
  const lines: Line[] = booking.bookedChildren.flatMap((line, lineIndex) => {
    const props = health ? line.props : { ...line.props, medicaments: null, incompatibilities: null, allergies: null };
    return chosenWeeks(line).map(({ index, courseWeek, dayType }) => ({
      lineIndex,
      weekIndex: index,
      child: childById.get(line.children!)!,
      week: weekById.get(courseWeek!)!,
      dayType,
      props,
    }));
  });
  for (const line of office ? [] : lines) {
    if (childNeedsUpdate(line.child.last_update, now, input.timeZone)) {
      errors[`bookedChildren.${line.lineIndex}.children`] ??= { key: 'booking.errors.child_needs_update', params: { child: childFullName(line.child) } };
    }
    const closed = windowError(line.week, course, seasonOpensAt, now, input.timeZone);
    if (closed) errors[lineField(line.lineIndex, line.weekIndex)] ??= closed;
  }
  failIfAny(errors);
  // A week with neither a place nor a waiting place left on the read above is refused without a transaction:
  // at the opening minute most requests for a sought-after week come after it filled (decision 012). Places
  // only come back when a registration is removed or cancelled or the week gets more places; a booking that
  // read the week a moment before that is answered as one sent a moment earlier would be.
  for (const line of lines) {
    // Not remembered from this read: it takes no lock, and may predate a cancellation that just forgot the week.
    if (placesLeft(weekCounts(line.week)).full) {
      errors[lineField(line.lineIndex, line.weekIndex)] ??= { key: 'booking.errors.week_full', params: { week: weekName(line.week, lang) } };
    }
  }
  failIfAny(errors);
  // A child booked again into a week whose registration was cancelled within the hour counts against
  // REBOOK_PER_CHILD_AND_WEEK; only such re-bookings pay the limit's round trip, so the bookings of the opening
  // minute (nobody has cancelled yet) are not slowed.
  for (const line of lines) {
    const key = rebookKey(line.child.id, line.week.id);
    if (!cancelled.has(key)) continue;
    await takeAttempt(db, [[REBOOK_PER_CHILD_AND_WEEK, key]], {
      key: 'booking.errors.rebooked',
      params: { child: childFullName(line.child), week: weekName(line.week, lang) },
    });
  }

  const recipientOf = (child: ChildRow): Recipient | null =>
    person ? { personId: person.id, email: person.email || parent!.accountEmail, name: `${person.first_name} ${person.last_name}`, lang: person.lang } : (families.get(child.id) ?? null);
  const emails = renderBookingEmails({ course, lines, ids, bookingId }, recipientOf);
  return { course, lines, childIds, ids, bookingId, emails, mail: mailSettingsOf(optionValues) };
}
