import {
  bookingErrors,
  childNeedsUpdate,
  chosenWeeks,
  datesOverlap,
  formatDate,
  lineField,
  localName,
  nextPlace,
  placesLeft,
  translate,
  type BookingAnswer,
  type BookingCourse,
  type BookingPayload,
  type DayType,
  type Language,
} from '@app/domain';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { transaction, type Database, type Executor, type Transaction } from '../../db/client';
import { bookings, children, courses, courseWeeks, idempotencyKeys, people, registrations, users } from '../../db/schema';
import { queueEmailsStatement, type OutgoingEmail } from '../../mail/outbox';
import { DomainError, invalid, notFound, type MessageRef } from '../../lib/errors';
import { isCheckViolation, isUniqueViolation, retryTransientConflicts } from '../../lib/postgres';
import { customFieldsOf } from '../../lib/custom-fields';
import { needsPrivacyVerification } from '../../lib/privacy-check';
import { requestHash } from '../../lib/request-hash';
import { weekAvailabilityOf, weekCounts } from '../../lib/week-state';
import type { Actor } from '../../policies/actor';
import { childWriteRules, scopeChildren } from '../../policies/child';
import { requireFamily } from '../../policies/person';
import { mailSettingsOf } from '../../mail/settings';
import { readOptions } from '../../repositories/options';
import { logHealthAccess } from '../../repositories/health-access-log';
import { recipientsOfChildren } from '../../repositories/registrations';
import { rememberFullWeek } from '../capacity/full-weeks';
import { SharedReads } from '../../lib/shared-reads';
import { fillTransferSlots, renderRegistrationEmail, TRANSFER_SLOT, type Recipient, type TransferItem } from './registration-email';

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

/** The Idempotency-Key and the hash of the request it is sent with. */
interface Idempotency {
  key: string;
  requestHash: string;
}

function failIfAny(errors: Errors) {
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const weekName = (week: WeekRow, lang: Language) => localName({ name: week.name, name_it: week.name_it }, lang);
const childFullName = (child: Pick<ChildRow, 'first_name' | 'last_name'>) => `${child.first_name} ${child.last_name}`;

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
function windowError(week: WeekRow, course: CourseRow, now: Date, timeZone: string): MessageRef | undefined {
  const { state } = weekAvailabilityOf(week, course, now, timeZone);
  if (state === 'before_registration') return { key: 'booking.errors.not_yet_open', params: { opens_at: opensAt(week, course) } };
  if (state === 'after_registration') return { key: 'booking.errors.closed' };
  return undefined;
}

/** What the booking needs that holds no lock: read and checked before the transaction (issue 12). */
interface Prepared {
  course: CourseRow;
  lines: Line[];
  childIds: number[];
  /** Registration ids taken from the sequence beforehand, one per line, so the e-mails can be rendered before the lock. */
  ids: number[];
  /** The booking's id, taken the same way: its payment reference is in the e-mails. */
  bookingId: number;
  /**
   * Per line: the e-mail if it is confirmed (its transfer left open, `TRANSFER_SLOT`), and if it waits, and what
   * the line costs (none for a child without a parent to write to).
   */
  emails: ({ confirmed: OutgoingEmail; waiting: OutgoingEmail; recipient: Recipient; item: TransferItem } | null)[];
  /** Who the family pays (decisions.md section 10). */
  payee: string;
}

/**
 * A parent books children of the family into weeks of a course (decisions.md section 2), all lines or none:
 * - the children must be the family's (else 404) and the weeks this course's, bookable now;
 * - a child joins one programme per calendar week across all courses: the family's children are locked
 *   (in id order) before their registrations are read, so two requests for the same child cannot both pass;
 * - capacity is decided under row locks on the weeks (`SELECT ... FOR UPDATE` in id order, so concurrent
 *   bookings of several weeks never deadlock): confirmed while places are free, else waiting while the
 *   waiting list has room, else the line is refused. The counters' CHECK constraints are the last guard;
 * - each stored line queues its e-mail (email_new or email_new_waiting) in the same transaction;
 * - with an Idempotency-Key the answer is stored with the registrations; the key's primary key makes a
 *   concurrent duplicate wait and then answer the stored answer. Refused requests store nothing, so the
 *   parent may correct and send again with the same key. The key is stored with the request's hash: the same
 *   key with another request is refused (422), as payment APIs do, instead of answering another booking's answer;
 * - the health answers of the lines are stored only when the writer may write a child's health data
 *   (childWriteRules: the family always, the office with child.health), else they are ignored;
 * At the opening minute the week's lock is the bottleneck (decision 012): everything that needs no lock (the
 * person, the course, the children, the rules that need no counts, the e-mails of both outcomes) is done
 * before the transaction; under the lock only the decision and one statement that writes the registrations,
 * the counters, the e-mails and the stored answer.
 * A deadlock or serialization failure runs the whole transaction again.
 */
export async function bookRegistrations(db: Database, input: BookingRequest): Promise<BookingAnswer> {
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
    if (stored) return stored;
    throw error;
  }
  try {
    const { answer, filled } = await retryTransientConflicts(() => transaction(db, (tx) => book(tx, input, prepared, idempotency)));
    // Only weeks of active courses: the family route refuses from memory before it checks the course, and an
    // inactive course's weeks are nobody's business there.
    if (prepared.course.active) for (const week of filled) rememberFullWeek(week);
    return answer;
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

/**
 * The answer stored for the key, once its booking was stored. A key first sent with another request is
 * refused: its answer tells of another booking, and this request would be taken for booked. A key stored
 * before requests were hashed (no hash) is taken for this request's.
 */
async function storedAnswer(db: Executor, userId: number, idempotency: Idempotency): Promise<BookingAnswer | undefined> {
  const [stored] = await db
    .select({ response: idempotencyKeys.response, status_code: idempotencyKeys.status_code, request_hash: idempotencyKeys.request_hash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, idempotency.key)));
  if (stored && stored.request_hash !== null && stored.request_hash !== idempotency.requestHash) {
    throw invalid({ 'Idempotency-Key': { key: 'booking.errors.idempotency_key_reused' } });
  }
  return stored && stored.status_code === 200 ? (stored.response as BookingAnswer) : undefined;
}

/** What every booking of a course reads the same: the course, its weeks and the options. */
interface CourseData {
  course: CourseRow | undefined;
  weeks: WeekRow[];
  optionValues: Awaited<ReturnType<typeof readOptions>>;
}

async function readCourseData(db: Database, courseId: number): Promise<CourseData> {
  const [[course], weeks, optionValues] = await Promise.all([
    db.select().from(courses).where(eq(courses.id, courseId)),
    db.select().from(courseWeeks).where(eq(courseWeeks.course_id, courseId)).orderBy(asc(courseWeeks.from), asc(courseWeeks.id)),
    readOptions(db),
  ]);
  return { course, weeks, optionValues };
}

/**
 * Concurrent bookings of a course share one read of it (per database): at the opening minute hundreds wait
 * for the same course at once. Nothing is kept after the read, so what a booking sees is never older than one
 * read that was running when it arrived; capacity is decided on the counts read under the week's lock.
 */
const courseReads = new WeakMap<Database, SharedReads<number, CourseData>>();
function sharedCourseRead(db: Database, courseId: number): Promise<CourseData> {
  let reads = courseReads.get(db);
  if (!reads) courseReads.set(db, (reads = new SharedReads()));
  return reads.run(courseId, () => readCourseData(db, courseId));
}

/** Registration ids taken from the sequence before the transaction, one per line, so the e-mails can name them. */
const nextRegistrationIds = (lineCount: number) =>
  sql<number[]>`(select coalesce(array_agg(nextval(pg_get_serial_sequence('registrations', 'id'))::int), '{}') from generate_series(1, ${lineCount}))`;
const nextBookingId = sql<number>`nextval(pg_get_serial_sequence('bookings', 'id'))::int`;

interface FamilyData {
  parent: { person: typeof people.$inferSelect; accountEmail: string } | undefined;
  family: ChildRow[];
  ids: number[];
  bookingId: number;
  /** For staff: who each child's e-mail goes to (its first parent). */
  families: Map<number, Recipient>;
}

/**
 * A parent's person, the asked children that are the family's (another family's child, or one that does not
 * exist, is simply not found: nothing about it is told) and the ids, in one statement: at the opening minute
 * every round trip is CPU the other bookings wait for (decision 012).
 */
async function readForParent(db: Database, actor: Actor, childIds: number[], lineCount: number): Promise<FamilyData> {
  const rows = await db
    .select({ person: people, accountEmail: users.email, child: children, ids: nextRegistrationIds(lineCount), bookingId: nextBookingId })
    .from(people)
    .innerJoin(users, eq(users.id, actor.id))
    .leftJoin(children, and(inArray(children.id, childIds), scopeChildren(actor)))
    .where(eq(people.id, requireFamily(actor)));
  const [first] = rows;
  return {
    parent: first && { person: first.person, accountEmail: first.accountEmail },
    family: rows.flatMap((row) => (row.child ? [row.child] : [])),
    ids: first?.ids ?? [],
    bookingId: first?.bookingId ?? 0,
    families: new Map(),
  };
}

async function readForOffice(db: Database, childIds: number[], lineCount: number): Promise<FamilyData> {
  const [family, { ids, bookingId }, families] = await Promise.all([
    db.select().from(children).where(inArray(children.id, childIds)),
    db
      .execute(sql`select ${nextRegistrationIds(lineCount)} as ids, ${nextBookingId} as "bookingId"`)
      .then((result) => rowsOf<{ ids: number[]; bookingId: number }>(result)[0]!),
    recipientsOfChildren(db, childIds),
  ]);
  return { parent: undefined, family, ids, bookingId, families };
}

async function prepare(db: Database, input: BookingRequest): Promise<Prepared> {
  const { actor, now, lang, booking } = input;
  const office = input.by === 'office';
  const childIds = [...new Set(booking.bookedChildren.flatMap((line) => (line.children === null ? [] : [line.children])))];
  const lineCount = booking.bookedChildren.reduce((sum, line) => sum + chosenWeeks(line).length, 0);
  // Independent reads, side by side: the course's (shared) and the family's (one round trip for a parent).
  const [{ course: anyCourse, weeks, optionValues }, { parent, family, ids, bookingId, families }] = await Promise.all([
    sharedCourseRead(db, input.courseId),
    office ? readForOffice(db, childIds, lineCount) : readForParent(db, actor, childIds, lineCount),
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
  const errors: Errors = { ...bookingErrors(booking, bookingCourse(course, weeks), names, lang, input.by ?? 'family') };
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
    const closed = windowError(line.week, course, now, input.timeZone);
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

  // One e-mail per registration, each naming its own week, day type and price; which one is sent is decided
  // under the lock.
  const recipientOf = (child: ChildRow): Recipient | undefined =>
    person ? { email: person.email || parent!.accountEmail, name: `${person.first_name} ${person.last_name}`, lang: person.lang } : families.get(child.id);
  const mail = mailSettingsOf(optionValues);
  const emails = lines.map((line, index) => {
    const recipient = recipientOf(line.child);
    if (!recipient) return null;
    const email = (isWaiting: boolean) =>
      renderRegistrationEmail({
        kind: isWaiting ? 'new-waiting' : 'new',
        recipient,
        course,
        week: line.week,
        child: line.child,
        registration: { id: ids[index]!, booking_id: bookingId, day_type: line.dayType, payed_amount: null, payed_at: null, is_waiting: isWaiting },
        mail,
        appendix: isWaiting ? undefined : TRANSFER_SLOT,
      });
    const item = { course, week: line.week, child: line.child, registration: { day_type: line.dayType, payed_amount: null } };
    return { confirmed: email(false), waiting: email(true), recipient, item };
  });
  return { course, lines, childIds, ids, bookingId, emails, payee: mail.payee };
}

interface LockedWeek {
  id: number;
  max_participants: number;
  waiting_list: number;
  confirmed_count: number;
  waiting_count: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A registration of a booked child near the booked weeks (json_agg keeps the select's names). */
interface ExistingRegistration {
  child_id: number;
  from: string;
  to: string;
  week_name: string;
  week_name_it: string;
  course_name: string;
  course_name_it: string;
}

/** The answer, and the weeks this booking left without a place or a waiting place (remembered once committed). */
async function book(
  tx: Transaction,
  input: BookingRequest,
  prepared: Prepared,
  idempotency: Idempotency | null,
): Promise<{ answer: BookingAnswer; filled: WeekRow[] }> {
  const { actor, now, lang, booking } = input;
  const { course, lines, childIds } = prepared;

  // First round trip: claim the key and lock the family's children (in id order). A key already claimed waits
  // for its first request to end and then answers that request's answer.
  const claimKey =
    idempotency === null
      ? sql`select 1`
      : sql`insert into ${idempotencyKeys} (user_id, key, status_code, response, request_hash)
          values (${actor.id}, ${idempotency.key}, 0, '{}', ${idempotency.requestHash})
          on conflict do nothing returning 1`;
  const lockChildren = tx.select({ id: children.id }).from(children).where(inArray(children.id, childIds)).orderBy(asc(children.id)).for('update');
  const [first] = rowsOf<{ claimed: number; locked: number }>(
    await tx.execute(sql`with claimed as (${claimKey}), locked as (${lockChildren})
      select (select count(*) from claimed)::int as claimed, (select count(*) from locked)::int as locked`),
  );
  if (first!.claimed === 0) return { answer: (await storedAnswer(tx, actor.id, idempotency!))!, filled: [] };
  // A child removed since it was read is not found any more.
  if (first!.locked !== childIds.length) throw notFound();

  // Second round trip: the children's registrations near these weeks, read after their locks were taken (one
  // programme per calendar week, across all courses), and the weeks locked (in id order, so bookings of several
  // weeks never deadlock) with their committed counts, which stay so until the commit.
  const earliest = lines.reduce((min, line) => (line.week.from < min ? line.week.from : min), lines[0]!.week.from);
  const latest = lines.reduce((max, line) => (line.week.to > max ? line.week.to : max), lines[0]!.week.to);
  const weekIds = [...new Set(lines.map((line) => line.week.id))];
  // With the names of the course and week (aliased: json_agg names the fields by column), so the refusal tells
  // the parent where the child already is.
  const existingQuery = tx
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
    .where(
      and(inArray(registrations.child_id, childIds), isNull(registrations.deleted_at), lte(courseWeeks.from, latest), gte(courseWeeks.to, earliest)),
    );
  const lockWeeks = tx
    .select({
      id: courseWeeks.id,
      max_participants: courseWeeks.max_participants,
      waiting_list: courseWeeks.waiting_list,
      confirmed_count: courseWeeks.confirmed_count,
      waiting_count: courseWeeks.waiting_count,
    })
    .from(courseWeeks)
    .where(inArray(courseWeeks.id, weekIds))
    .orderBy(asc(courseWeeks.id))
    .for('update');
  const [second] = rowsOf<{ weeks: LockedWeek[]; existing: ExistingRegistration[] }>(
    await tx.execute(sql`with locked as (${lockWeeks})
      select (select json_agg(locked) from locked) as weeks,
        (select coalesce(json_agg(existing), '[]') from (${existingQuery}) existing) as existing`),
  );
  const errors: Errors = {};
  for (const line of lines) {
    const existing = second!.existing.find((row) => row.child_id === line.child.id && datesOverlap(row, line.week));
    if (existing) {
      errors[lineField(line.lineIndex, line.weekIndex)] ??= {
        key: 'booking.errors.one_programme_per_week',
        params: {
          child: childFullName(line.child),
          course: localName({ name: existing.course_name, name_it: existing.course_name_it }, lang),
          week: localName({ name: existing.week_name, name_it: existing.week_name_it }, lang),
        },
      };
    }
  }
  failIfAny(errors);

  // The locked weeks' counts, moved by each line of this request in order (the capacity's `nextPlace`).
  const counts = new Map(
    second!.weeks.map((week) => [
      week.id,
      { week, added: { confirmed: 0, waiting: 0 }, now: weekCounts(week) },
    ]),
  );
  const placed = lines.map((line) => {
    const count = counts.get(line.week.id)!;
    const place = nextPlace(count.now);
    if (place === null) {
      if (course.active) rememberFullWeek(line.week);
      errors[lineField(line.lineIndex, line.weekIndex)] ??= { key: 'booking.errors.week_full', params: { week: weekName(line.week, lang) } };
      return { line, isWaiting: false };
    }
    count.now[place]++;
    count.added[place]++;
    return { line, isWaiting: place === 'waiting' };
  });
  failIfAny(errors);

  const sentence = ({ line, isWaiting }: (typeof placed)[number]) =>
    translate(lang, isWaiting ? 'booking.waiting' : 'booking.registered', {
      child: line.child.first_name,
      week: weekName(line.week, lang),
      from: formatDate(line.week.from),
      to: formatDate(line.week.to),
    });
  const answer: BookingAnswer = {
    success: true,
    message: placed.map(sentence),
    waitingQueueWarnings: placed.filter((entry) => entry.isWaiting).map(sentence),
  };

  const rows = placed.map(({ line, isWaiting }, index) => ({
    id: prepared.ids[index]!,
    booking_id: prepared.bookingId,
    child_id: line.child.id,
    course_week_id: line.week.id,
    created_by_user_id: actor.id,
    day_type: line.dayType,
    is_waiting: isWaiting,
    emergency_contact1_phone: booking.emergency_contact1_phone,
    emergency_contact2_phone: booking.emergency_contact2_phone,
    custom_field: course.custom_field ? line.props.custom_field : null,
    custom_field_2: course.custom_field_2 ? line.props.custom_field_2 : null,
    custom_field_3: course.custom_field_3 ? line.props.custom_field_3 : null,
    leave_alone: !course.disable_leave_alone && line.props.leave_alone,
    swimming_help: !course.disable_swimming_help && line.props.swimming_help,
    medicaments: line.props.medicaments,
    incompatibilities: line.props.incompatibilities,
    allergies: line.props.allergies,
    comment_user: booking.comment,
    created_at: now.toISOString(),
  }));
  const increments = [...counts.values()].map((count) => ({ id: count.week.id, ...count.added }));
  const emails = fillTransferSlots(
    prepared.bookingId,
    placed.flatMap(({ isWaiting }, index) => {
      const email = prepared.emails[index];
      return email ? [{ email: isWaiting ? email.waiting : email.confirmed, isWaiting, recipient: email.recipient, item: email.item }] : [];
    }),
    prepared.payee,
  );
  // One round trip under the lock: the registrations, the counters, the e-mails and the stored answer.
  // (Data-modifying CTEs always run, referenced or not.)
  const storeAnswer =
    idempotency === null
      ? sql`select 1`
      : sql`update ${idempotencyKeys} set status_code = 200, response = ${JSON.stringify(answer)}::jsonb
          where user_id = ${actor.id} and key = ${idempotency.key}`;
  await tx.execute(sql`
    with booked as (
      insert into ${bookings} (id, created_by_user_id, created_at) values (${prepared.bookingId}, ${actor.id}, ${now.toISOString()})
      returning id
    ), stored as (
      insert into ${registrations} (id, booking_id, child_id, course_week_id, created_by_user_id, day_type, is_waiting, emergency_contact1_phone,
        emergency_contact2_phone, custom_field, custom_field_2, custom_field_3, leave_alone, swimming_help, medicaments,
        incompatibilities, allergies, comment_user, created_at, updated_at)
      select id, booking_id, child_id, course_week_id, created_by_user_id, day_type, is_waiting, emergency_contact1_phone, emergency_contact2_phone,
        custom_field, custom_field_2, custom_field_3, leave_alone, swimming_help, medicaments, incompatibilities, allergies, comment_user,
        created_at, created_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id int, booking_id int, child_id int, course_week_id int, created_by_user_id int,
        day_type day_type, is_waiting boolean, emergency_contact1_phone text, emergency_contact2_phone text, custom_field text,
        custom_field_2 text, custom_field_3 text, leave_alone boolean, swimming_help boolean, medicaments text, incompatibilities text,
        allergies text, comment_user text, created_at timestamptz)
      returning id
    ), counted as (
      update ${courseWeeks} w set confirmed_count = w.confirmed_count + c.confirmed, waiting_count = w.waiting_count + c.waiting
      from jsonb_to_recordset(${JSON.stringify(increments)}::jsonb) as c(id int, confirmed int, waiting int)
      where w.id = c.id
      returning w.id
    ), mailed as (
      ${queueEmailsStatement(emails)}
      returning id
    )
    ${storeAnswer}`);
  // Health answers the office stored are a change of the children's health data (decision 020; a family's own are not logged).
  if (input.by === 'office') {
    const withHealth = lines.filter((line) => line.props.medicaments || line.props.incompatibilities || line.props.allergies);
    await logHealthAccess(tx, { actor, now, action: 'change', childIds: withHealth.map((line) => line.child.id) });
  }
  const weekById = new Map(lines.map((line) => [line.week.id, line.week]));
  const filled = [...counts.values()].filter((count) => placesLeft(count.now).full).map((count) => weekById.get(count.week.id)!);
  return { answer, filled };
}
