import {
  bookingErrors,
  childNeedsUpdate,
  chosenWeeks,
  datesOverlap,
  formatDate,
  lineField,
  localName,
  translate,
  weekAvailability,
  type BookingAnswer,
  type BookingCourse,
  type BookingPayload,
  type DayType,
  type Language,
} from '@app/domain';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { transaction, type Database, type Transaction } from '../../db/client';
import { children, courses, courseWeeks, idempotencyKeys, people, registrations, users } from '../../db/schema';
import { DomainError, invalid, notFound, type MessageRef } from '../../lib/errors';
import { isCheckViolation, isUniqueViolation, retryTransientConflicts } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { scopeChildren } from '../../policies/child';
import { canBookForFamily } from '../../policies/registration';
import { needsPrivacyVerification } from '../../presenters/user';
import { readOption } from '../../repositories/options';
import { familyRecipients } from '../registrations/family-recipient';
import { queueRegistrationEmail, type Recipient } from './registration-email';

type CourseRow = typeof courses.$inferSelect;
type WeekRow = typeof courseWeeks.$inferSelect;
type ChildRow = typeof children.$inferSelect;

export interface BookingRequest {
  actor: Actor;
  now: Date;
  /** The request's language: the answer's sentences and the error messages. */
  lang: Language;
  timeZone: string;
  courseId: number;
  /** The Idempotency-Key header, when the client sent one. */
  idempotencyKey: string | null;
  booking: BookingPayload;
  /**
   * 'office' (POST /api/send-registration/{id}/admin): staff book any child for its family, also while the
   * window is closed or the course inactive, never beyond capacity; the family's person and privacy checks
   * and the yearly data update do not apply, and the e-mails go to each child's first parent.
   */
  by?: 'family' | 'office';
}

export interface BookingResult {
  answer: BookingAnswer;
  /** The answer of an earlier request with the same key: nothing was stored now (and no mail is due). */
  replayed: boolean;
}

/** One child in one week, as the request asks it. */
interface Line {
  lineIndex: number;
  weekIndex: number;
  child: ChildRow;
  week: WeekRow;
  dayType: DayType;
  props: BookingPayload['bookedChildren'][number]['props'];
}

type Errors = Record<string, MessageRef>;

function failIfAny(errors: Errors) {
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const weekName = (week: WeekRow, lang: Language) => localName({ name: week.name, name_it: week.nameIt }, lang);
const childFullName = (child: Pick<ChildRow, 'firstName' | 'lastName'>) => `${child.firstName} ${child.lastName}`;

function bookingCourse(course: CourseRow, weeks: WeekRow[]): BookingCourse {
  return {
    multiple_course_week_registration: course.multipleCourseWeekRegistration,
    custom_field: course.customField,
    custom_field_de: course.customFieldDe,
    custom_field_it: course.customFieldIt,
    custom_field_2: course.customField2,
    custom_field_2_de: course.customField2De,
    custom_field_2_it: course.customField2It,
    custom_field_3: course.customField3,
    custom_field_3_de: course.customField3De,
    custom_field_3_it: course.customField3It,
    courseWeeks: weeks.map((week) => ({
      id: week.id,
      name: week.name,
      name_it: week.nameIt,
      from: week.from,
      to: week.to,
      full_day: week.fullDay,
      half_day: week.halfDay,
    })),
  };
}

/** "DD.MM.YYYY HH:mm" of the moment registration opens for a week (its own window part, else the course's). */
function opensAt(week: WeekRow, course: CourseRow): string {
  const from = week.registerFrom ?? course.registerFrom;
  const time = (week.registerFromTime ?? course.registerFromTime ?? '00:00').slice(0, 5);
  return `${formatDate(from)} ${time}`;
}

/** Whether registration is open for the week now; the capacity part is decided later, under the lock. */
function windowError(week: WeekRow, course: CourseRow, now: Date, timeZone: string): MessageRef | undefined {
  const { state } = weekAvailability(
    {
      from: week.from,
      window: { registerFrom: week.registerFrom, registerFromTime: week.registerFromTime, registerTo: week.registerTo },
      courseWindow: { registerFrom: course.registerFrom, registerFromTime: course.registerFromTime, registerTo: course.registerTo },
      maxParticipants: week.maxParticipants,
      waitingList: week.waitingList,
      confirmed: week.confirmedCount,
      waiting: week.waitingCount,
    },
    now,
    timeZone,
  );
  if (state === 'before_registration') return { key: 'booking.errors.not_yet_open', params: { opens_at: opensAt(week, course) } };
  if (state === 'after_registration') return { key: 'booking.errors.closed' };
  return undefined;
}

/**
 * A parent books children of the family into weeks of a course (decisions.md section 2), all lines or none,
 * in one transaction:
 * - the children must be the family's (else 404) and the weeks this course's, bookable now;
 * - a child joins one programme per calendar week across all courses: the family's children are locked
 *   (in id order) before their registrations are read, so two requests for the same child cannot both pass;
 * - capacity is decided under row locks on the weeks (`SELECT ... FOR UPDATE` in id order, so concurrent
 *   bookings of several weeks never deadlock): confirmed while places are free, else waiting while the
 *   waiting list has room, else the line is refused. The counters' CHECK constraints are the last guard;
 * - each stored line queues its e-mail (email_new or email_new_waiting) in the same transaction;
 * - with an Idempotency-Key the answer is stored with the registrations; the key's primary key makes a
 *   concurrent duplicate wait and then answer the stored answer. Refused requests store nothing, so the
 *   parent may correct and send again with the same key.
 * A deadlock or serialization failure runs the whole transaction again.
 */
export async function bookRegistrations(db: Database, input: BookingRequest): Promise<BookingResult> {
  const { actor } = input;
  if (input.by !== 'office' && !canBookForFamily(actor)) throw new DomainError('forbidden', { key: 'booking.errors.no_person' });
  try {
    return await retryTransientConflicts(() => transaction(db, (tx) => book(tx, input)));
  } catch (error) {
    // The locks make these impossible; should a future change break that, the parent still gets a 422.
    if (isCheckViolation(error, 'course_weeks_confirmed_within_capacity') || isCheckViolation(error, 'course_weeks_waiting_within_capacity')) {
      throw invalid({ bookedChildren: { key: 'booking.errors.week_full', params: { week: '' } } });
    }
    if (isUniqueViolation(error, 'registrations_one_active_per_child_week')) {
      throw invalid({ bookedChildren: { key: 'booking.errors.one_programme_per_week', params: { child: '', week: '' } } });
    }
    throw error;
  }
}

async function book(tx: Transaction, input: BookingRequest): Promise<BookingResult> {
  const { actor, now, lang, booking } = input;
  const office = input.by === 'office';

  if (input.idempotencyKey !== null) {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId: actor.id, key: input.idempotencyKey, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, actor.id), eq(idempotencyKeys.key, input.idempotencyKey)));
      return { answer: stored!.response as BookingAnswer, replayed: true };
    }
  }

  const [person] = office ? [] : await tx.select().from(people).where(eq(people.id, actor.personId!));
  if (!office && !person) throw notFound();
  if (person && needsPrivacyVerification(person, await readOption(tx, 'app_privacy_check_date_update'))) {
    throw new DomainError('forbidden', { key: 'booking.errors.privacy_needed' });
  }

  const [course] = await tx.select().from(courses).where(and(eq(courses.id, input.courseId), office ? undefined : eq(courses.active, true)));
  if (!course) throw notFound();
  const weeks = await tx.select().from(courseWeeks).where(eq(courseWeeks.courseId, course.id)).orderBy(asc(courseWeeks.from), asc(courseWeeks.id));

  // Another family's child (or one that does not exist) is not found: nothing about it is told.
  const childIds = [...new Set(booking.bookedChildren.flatMap((line) => (line.children === null ? [] : [line.children])))];
  const family = childIds.length === 0 ? [] : await tx.select().from(children).where(and(inArray(children.id, childIds), office ? undefined : scopeChildren(actor)));
  if (family.length !== childIds.length) throw notFound();
  const childById = new Map(family.map((child) => [child.id, child]));

  const names = family.map((child) => ({ id: child.id, first_name: child.firstName, last_name: child.lastName }));
  const errors: Errors = { ...bookingErrors(booking, bookingCourse(course, weeks), names, lang) };
  failIfAny(errors);

  const weekById = new Map(weeks.map((week) => [week.id, week]));
  const lines: Line[] = booking.bookedChildren.flatMap((line, lineIndex) =>
    chosenWeeks(line).map(({ index, courseWeek, dayType }) => ({
      lineIndex,
      weekIndex: index,
      child: childById.get(line.children!)!,
      week: weekById.get(courseWeek!)!,
      dayType,
      props: line.props,
    })),
  );
  for (const line of office ? [] : lines) {
    if (childNeedsUpdate(line.child.lastUpdate, now, input.timeZone)) {
      errors[`bookedChildren.${line.lineIndex}.children`] ??= { key: 'booking.errors.child_needs_update', params: { child: childFullName(line.child) } };
    }
    const closed = windowError(line.week, course, now, input.timeZone);
    if (closed) errors[lineField(line.lineIndex, line.weekIndex)] ??= closed;
  }
  failIfAny(errors);

  // One programme per calendar week, across all courses, read under the children's locks.
  await tx.select({ id: children.id }).from(children).where(inArray(children.id, childIds)).orderBy(asc(children.id)).for('update');
  const earliest = lines.reduce((min, line) => (line.week.from < min ? line.week.from : min), lines[0]!.week.from);
  const latest = lines.reduce((max, line) => (line.week.to > max ? line.week.to : max), lines[0]!.week.to);
  const existing = await tx
    .select({ childId: registrations.childId, from: courseWeeks.from, to: courseWeeks.to })
    .from(registrations)
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.courseWeekId))
    .where(
      and(inArray(registrations.childId, childIds), isNull(registrations.deletedAt), lte(courseWeeks.from, latest), gte(courseWeeks.to, earliest)),
    );
  for (const line of lines) {
    if (existing.some((row) => row.childId === line.child.id && datesOverlap(row, line.week))) {
      errors[lineField(line.lineIndex, line.weekIndex)] ??= {
        key: 'booking.errors.one_programme_per_week',
        params: { child: childFullName(line.child), week: weekName(line.week, lang) },
      };
    }
  }
  failIfAny(errors);

  // Capacity, under the weeks' row locks: the counts read here are the committed ones, and stay so.
  const weekIds = [...new Set(lines.map((line) => line.week.id))];
  const locked = await tx.select().from(courseWeeks).where(inArray(courseWeeks.id, weekIds)).orderBy(asc(courseWeeks.id)).for('update');
  const counts = new Map(locked.map((week) => [week.id, { week, confirmed: week.confirmedCount, waiting: week.waitingCount, addConfirmed: 0, addWaiting: 0 }]));
  const placed = lines.map((line) => {
    const count = counts.get(line.week.id)!;
    if (count.confirmed + count.addConfirmed < count.week.maxParticipants) {
      count.addConfirmed++;
      return { line, isWaiting: false };
    }
    if (count.waiting + count.addWaiting < count.week.waitingList) {
      count.addWaiting++;
      return { line, isWaiting: true };
    }
    errors[lineField(line.lineIndex, line.weekIndex)] ??= { key: 'booking.errors.week_full', params: { week: weekName(line.week, lang) } };
    return { line, isWaiting: false };
  });
  failIfAny(errors);

  const stored = await tx
    .insert(registrations)
    .values(
      placed.map(({ line, isWaiting }) => ({
        childId: line.child.id,
        courseWeekId: line.week.id,
        createdByUserId: actor.id,
        dayType: line.dayType,
        isWaiting,
        emergencyContact1Phone: booking.emergency_contact1_phone!,
        emergencyContact2Phone: booking.emergency_contact2_phone,
        customField: course.customField ? line.props.custom_field : null,
        customField2: course.customField2 ? line.props.custom_field_2 : null,
        customField3: course.customField3 ? line.props.custom_field_3 : null,
        leaveAlone: !course.disableLeaveAlone && line.props.leave_alone,
        swimmingHelp: !course.disableSwimmingHelp && line.props.swimming_help,
        medicaments: line.props.medicaments,
        incompatibilities: line.props.incompatibilities,
        allergies: line.props.allergies,
        commentUser: booking.comment,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: registrations.id, dayType: registrations.dayType, payedAmount: registrations.payedAmount, isWaiting: registrations.isWaiting });
  for (const count of counts.values()) {
    await tx
      .update(courseWeeks)
      .set({
        confirmedCount: sql`${courseWeeks.confirmedCount} + ${count.addConfirmed}`,
        waitingCount: sql`${courseWeeks.waitingCount} + ${count.addWaiting}`,
      })
      .where(eq(courseWeeks.id, count.week.id));
  }

  // One e-mail per registration: each names its own week, day type and price.
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  const families = office ? await familyRecipients(tx, childIds) : new Map<number, Recipient>();
  const recipientOf = (child: ChildRow): Recipient | undefined =>
    person ? { email: person.email || account!.email, name: `${person.firstName} ${person.lastName}`, lang: person.lang } : families.get(child.id);
  const footerHtml = await readOption(tx, 'email_footer');
  for (const [index, { line, isWaiting }] of placed.entries()) {
    const recipient = recipientOf(line.child);
    if (!recipient) continue;
    await queueRegistrationEmail(tx, {
      kind: isWaiting ? 'new-waiting' : 'new',
      recipient,
      course,
      week: line.week,
      child: line.child,
      registration: stored[index]!,
      footerHtml,
    });
  }

  const sentence = ({ line, isWaiting }: (typeof placed)[number]) =>
    translate(lang, isWaiting ? 'booking.waiting' : 'booking.registered', {
      child: line.child.firstName,
      week: weekName(line.week, lang),
      from: formatDate(line.week.from),
      to: formatDate(line.week.to),
    });
  const answer: BookingAnswer = {
    success: true,
    message: placed.map(sentence),
    waitingQueueWarnings: placed.filter((entry) => entry.isWaiting).map(sentence),
  };
  if (input.idempotencyKey !== null) {
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: 200, response: answer })
      .where(and(eq(idempotencyKeys.userId, actor.id), eq(idempotencyKeys.key, input.idempotencyKey)));
  }
  return { answer, replayed: false };
}
