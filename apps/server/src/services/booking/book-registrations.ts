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
import { mailSettingsOf, type MailSettings } from '../../mail/settings';
import { readOptions } from '../../repositories/options';
import { logHealthAccess } from '../../repositories/health-access-log';
import { takeAttempt } from '../../repositories/rate-limits';
import { recipientsOfChildren } from '../../repositories/registrations';
import { REBOOK_PER_CHILD_AND_WEEK } from '../auth/limits';
import { rememberFullWeek } from '../capacity/full-weeks';
import { SharedReads } from '../../lib/shared-reads';
import { GroupCommit, type GroupJob, type Settled } from '../../lib/group-commit';
import {
  byRecipient,
  renderFamilyEmail,
  renderSections,
  transfersOf,
  type FamilyEmailLine,
  type LineKind,
  type Recipient,
  type RenderedSections,
} from './registration-email';

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
   * One e-mail per family (a child without a parent to write to gets none): its lines (indexes into `lines`) and
   * the course texts rendered beforehand.
   */
  emails: { recipient: Recipient; indexes: number[]; sections: RenderedSections }[];
  /** The signature, the payee and the link the e-mails carry. */
  mail: MailSettings;
}

/** Where a line of a stored booking went: a place, or the waiting list at this position. */
interface Placed {
  line: Line;
  isWaiting: boolean;
  waitingPosition: number | null;
}

/** A booking ready to be decided: everything but what needs the week's lock is read, checked and rendered. */
export interface BookingJob extends GroupJob {
  input: BookingRequest;
  prepared: Prepared;
  idempotency: Idempotency | null;
}

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
 * one transaction and one hold of the week's lock per batch (`decideBooking`).
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

/**
 * Two batches run beside each other for different weeks, each holding a connection for its transaction beside
 * the admission gate's reads; measured (decision 012), four left the course page waiting for connections in the
 * spread rush (its p99 15 s against 10 s) and gained nothing at the opening instant. A batch holds at most 100
 * bookings, so one statement stays a moderate size.
 */
const BATCHES = { concurrency: 2, maxBatch: 100 };
const batchers = new WeakMap<Database, GroupCommit<BookingJob, BookingAnswer>>();

/** Decides a prepared booking under the weeks' locks, in a batch with the others ready at the same moment. */
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
  const { outcomes, full } = await retryTransientConflicts(() => transaction(db, (tx) => book(tx, jobs)));
  // Remembered once committed, and only weeks of active courses: the family route refuses from memory before
  // it checks the course, and an inactive course's weeks are nobody's business there.
  for (const week of full.values()) rememberFullWeek(db, week);
  return outcomes;
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
  return answerOfStoredKey(stored, idempotency);
}

interface StoredKey {
  user_id: number;
  key: string;
  response: unknown;
  status_code: number;
  request_hash: string | null;
}

function answerOfStoredKey(stored: Omit<StoredKey, 'user_id' | 'key'> | undefined, idempotency: Idempotency): BookingAnswer | undefined {
  if (stored && stored.request_hash !== null && stored.request_hash !== idempotency.requestHash) {
    throw invalid({ 'Idempotency-Key': { key: 'booking.errors.idempotency_key_reused' } });
  }
  return stored && stored.status_code === 200 ? (stored.response as BookingAnswer) : undefined;
}

/** The stored keys of a JSON list of `{user_id, key}`. */
const storedKeys = (keys: string) =>
  sql`select k.user_id, k.key, k.response, k.status_code, k.request_hash from ${idempotencyKeys} k
    join jsonb_to_recordset(${keys}::jsonb) as a(user_id int, key text) on k.user_id = a.user_id and k.key = a.key`;

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
  /** For a parent: the asked child and week pairs (`rebookKey`) cancelled within `REBOOK_PER_CHILD_AND_WEEK`'s window. */
  cancelled: Set<string>;
}

const rebookKey = (childId: number, weekId: number) => `${childId}:${weekId}`;

/** The asked weeks in which the child (the row's) has a registration cancelled since `since`. */
const weeksCancelledSince = (weekIds: number[], since: Date) =>
  sql<number[] | null>`(select array_agg(distinct ${registrations.course_week_id}) from ${registrations}
    where ${registrations.child_id} = ${children.id} and ${inArray(registrations.course_week_id, weekIds)}
    and ${registrations.deleted_at} > ${since.toISOString()}::timestamptz)`;

/**
 * A parent's person, the asked children that are the family's (another family's child, or one that does not
 * exist, is simply not found: nothing about it is told) and the ids, in one statement: at the opening minute
 * every round trip is CPU the other bookings wait for (decision 012).
 */
async function readForParent(db: Database, actor: Actor, childIds: number[], lineCount: number, rebooked: { weekIds: number[]; since: Date }): Promise<FamilyData> {
  const rows = await db
    .select({
      person: people,
      accountEmail: users.email,
      child: children,
      cancelledWeeks: weeksCancelledSince(rebooked.weekIds, rebooked.since),
      ids: nextRegistrationIds(lineCount),
      bookingId: nextBookingId,
    })
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
    cancelled: new Set(rows.flatMap((row) => (row.child ? (row.cancelledWeeks ?? []).map((weekId) => rebookKey(row.child!.id, weekId)) : []))),
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
  return { parent: undefined, family, ids, bookingId, families, cancelled: new Set() };
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
  const [{ course: anyCourse, weeks, optionValues }, { parent, family, ids, bookingId, families, cancelled }] = await Promise.all([
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

  // One e-mail per family (office bookings may be for several), telling every line with the place it gets; the
  // course texts of the two plain outcomes (every line with a place, every line waiting) are rendered now, so
  // that under the lock the e-mail is only put together.
  const recipientOf = (child: ChildRow): Recipient | null =>
    person ? { email: person.email || parent!.accountEmail, name: `${person.first_name} ${person.last_name}`, lang: person.lang } : (families.get(child.id) ?? null);
  const mail = mailSettingsOf(optionValues);
  const emails = byRecipient(lines.map((line, index) => ({ index, recipient: recipientOf(line.child) }))).map(({ recipient, rows }) => {
    const sections: RenderedSections = new Map();
    const asBooked = (kind: LineKind) => rows.map(({ index }) => emailLine(course, lines[index]!, ids[index]!, bookingId, kind, null));
    renderSections(sections, 'new', asBooked('new'), recipient);
    renderSections(sections, 'new-waiting', asBooked('new-waiting'), recipient);
    return { recipient, indexes: rows.map((row) => row.index), sections };
  });
  return { course, lines, childIds, ids, bookingId, emails, mail };
}

/** A line as the family's e-mail tells it, once it is known whether it has a place. */
function emailLine(course: CourseRow, line: Line, id: number, bookingId: number, kind: LineKind, waitingPosition: number | null): FamilyEmailLine {
  return {
    kind,
    course,
    week: line.week,
    child: line.child,
    registration: { id, booking_id: bookingId, day_type: line.dayType, payed_amount: null, payed_at: null, is_waiting: kind === 'new-waiting' },
    waitingPosition,
  };
}

/** The booking's e-mail to one family, put together under the lock from what was rendered before it. */
function bookedEmail(job: BookingJob, email: Prepared['emails'][number], placed: readonly Placed[]): OutgoingEmail {
  const { course, lines, ids, bookingId, mail } = job.prepared;
  const mailLines = email.indexes.map((index) =>
    emailLine(course, lines[index]!, ids[index]!, bookingId, placed[index]!.isWaiting ? 'new-waiting' : 'new', placed[index]!.waitingPosition),
  );
  return renderFamilyEmail({ recipient: email.recipient, lines: mailLines, transfers: transfersOf(mailLines), mail }, email.sections);
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
  };
}

const keyOf = (job: BookingJob) => ({ user_id: job.input.actor.id, key: job.idempotency!.key });
const sameKey = (a: { user_id: number; key: string }, b: { user_id: number; key: string }) => a.user_id === b.user_id && a.key === b.key;

/**
 * Decides a batch of prepared bookings in one transaction, in their order, each all lines or none: the same
 * five round trips as one booking (begin; keys and children; registrations and weeks; the one writing
 * statement; commit), so the hot week's lock is held once per batch. A refused booking is refused alone: its
 * claimed key is given back in the writing statement and its lines count for nobody.
 * Returns each booking's outcome and the weeks (of active courses) found without a place or a waiting place.
 */
async function book(tx: Transaction, jobs: BookingJob[]): Promise<{ outcomes: Settled<BookingAnswer>[]; full: Map<number, WeekRow> }> {
  const outcomes: (Settled<BookingAnswer> | undefined)[] = jobs.map(() => undefined);
  const refuse = (index: number, error: unknown) => (outcomes[index] = { ok: false, error });
  const full = new Map<number, WeekRow>();

  // First round trip: claim the keys and lock the children (in id order). A key already claimed waits for its
  // first request to end and then answers that request's answer.
  const keyed = jobs.filter((job) => job.idempotency !== null);
  const keys = keyed
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
  const claimed = (job: BookingJob) => first!.claimed.some((row) => sameKey(row, keyOf(job)));
  const locked = new Set(first!.locked);
  const answeredBefore: number[] = [];
  jobs.forEach((job, index) => {
    if (job.idempotency !== null && !claimed(job)) return answeredBefore.push(index);
    // A child removed since it was read is not found any more.
    if (job.prepared.childIds.some((id) => !locked.has(id))) refuse(index, notFound());
  });
  const deciding = jobs.flatMap((job, index) => (outcomes[index] === undefined && !answeredBefore.includes(index) ? [{ job, index }] : []));

  // Second round trip: the children's registrations near these weeks, read after their locks were taken (one
  // programme per calendar week, across all courses), the weeks locked (in id order, so bookings of several
  // weeks never deadlock) with their committed counts, which stay so until the commit, and the answers stored
  // for keys that came again.
  const lines = deciding.flatMap(({ job }) => job.prepared.lines);
  const weekIds = [...new Set(lines.map((line) => line.week.id))];
  const earliest = lines.reduce((min, line) => (line.week.from < min ? line.week.from : min), lines[0]?.week.from ?? '');
  const latest = lines.reduce((max, line) => (line.week.to > max ? line.week.to : max), lines[0]?.week.to ?? '');
  const decidingChildren = [...new Set(deciding.flatMap(({ job }) => job.prepared.childIds))];
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
      and(
        inArray(registrations.child_id, decidingChildren),
        isNull(registrations.deleted_at),
        lte(courseWeeks.from, latest),
        gte(courseWeeks.to, earliest),
      ),
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
  const again = JSON.stringify(answeredBefore.map((index) => keyOf(jobs[index]!)));
  const [second] =
    deciding.length === 0 && answeredBefore.length === 0
      ? [{ weeks: [], existing: [], stored: [] }]
      : rowsOf<{ weeks: LockedWeek[] | null; existing: ExistingRegistration[]; stored: StoredKey[] }>(
          await tx.execute(
            deciding.length === 0
              ? sql`select '[]'::json as weeks, '[]'::json as existing,
                  (select coalesce(json_agg(s), '[]') from (${storedKeys(again)}) s) as stored`
              : sql`with locked as (${lockWeeks})
                  select (select json_agg(locked) from locked) as weeks,
                    (select coalesce(json_agg(existing), '[]') from (${existingQuery}) existing) as existing,
                    (select coalesce(json_agg(s), '[]') from (${storedKeys(again)}) s) as stored`,
          ),
        );
  for (const index of answeredBefore) {
    const job = jobs[index]!;
    const stored = second!.stored.find((row) => sameKey(row, keyOf(job)));
    try {
      const answer = answerOfStoredKey(stored, job.idempotency!);
      // The key's insert waited for the transaction that held it, which committed its answer; only an account
      // deleted meanwhile (its keys with it) leaves none.
      outcomes[index] = answer ? { ok: true, value: answer } : { ok: false, error: notFound() };
    } catch (error) {
      refuse(index, error);
    }
  }

  // The locked weeks' counts, moved by each booking in order (the capacity's `nextPlace`); a refused booking's
  // lines move nothing.
  const counts = new Map(
    (second!.weeks ?? []).map((week) => [week.id, { week, added: { confirmed: 0, waiting: 0 }, now: weekCounts(week) }]),
  );
  const weekRows = new Map(lines.map((line) => [line.week.id, line.week]));
  const stored: { job: BookingJob; placed: Placed[]; answer: BookingAnswer }[] = [];
  for (const { job, index } of deciding) {
    // A week deleted since the booking was prepared is not found any more, as a removed child is: only this
    // booking is refused, the rest of the batch is decided in this transaction (locked weeks = prepared weeks).
    if (job.prepared.lines.some((line) => !counts.has(line.week.id))) {
      refuse(index, notFound());
      continue;
    }
    const { lang } = job.input;
    const { prepared } = job;
    const errors: Errors = {};
    for (const line of prepared.lines) {
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
    // Refused on these lines alone, as a booking sent alone is: its other lines are not told a week is full.
    if (Object.keys(errors).length > 0) {
      refuse(index, invalid(errors));
      continue;
    }
    const trial = new Map([...counts].map(([id, count]) => [id, { ...count.now }]));
    const placed = prepared.lines.map((line): Placed => {
      const now = trial.get(line.week.id)!;
      const place = nextPlace(now);
      if (place === null) {
        errors[lineField(line.lineIndex, line.weekIndex)] ??= { key: 'booking.errors.week_full', params: { week: weekName(line.week, lang) } };
        return { line, isWaiting: false, waitingPosition: null };
      }
      now[place]++;
      // The newest on the list: behind every waiting place counted so far.
      return { line, isWaiting: place === 'waiting', waitingPosition: place === 'waiting' ? now.waiting : null };
    });
    if (Object.keys(errors).length > 0) {
      refuse(index, invalid(errors));
      continue;
    }
    for (const { line, isWaiting } of placed) {
      const count = counts.get(line.week.id)!;
      const place = isWaiting ? 'waiting' : 'confirmed';
      count.now[place]++;
      count.added[place]++;
    }
    const sentence = ({ line, isWaiting }: Placed) =>
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
    outcomes[index] = { ok: true, value: answer };
    stored.push({ job, placed, answer });
  }

  // One round trip under the locks: the bookings, the registrations, the counters, the e-mails, the stored
  // answers, and the keys given back. (Data-modifying CTEs always run, referenced or not.)
  const bookingRows = stored.map(({ job }) => ({ id: job.prepared.bookingId, created_by_user_id: job.input.actor.id, created_at: job.input.now.toISOString() }));
  const rows = stored.flatMap(({ job, placed }) => placed.map(({ line, isWaiting }, index) => registrationRow(job, line, isWaiting, index)));
  const increments = [...counts.values()]
    .filter((count) => count.added.confirmed + count.added.waiting > 0)
    .map((count) => ({ id: count.week.id, ...count.added }));
  const emails = stored.flatMap(({ job, placed }) => job.prepared.emails.map((email) => bookedEmail(job, email, placed)));
  const answers = stored.filter(({ job }) => job.idempotency).map(({ job, answer }) => ({ ...keyOf(job), response: answer }));
  // Keys this transaction claimed for bookings it refuses are given back, so the parent may correct and send again.
  const release = jobs.filter((job, index) => job.idempotency !== null && claimed(job) && outcomes[index]?.ok === false).map(keyOf);
  if (stored.length > 0 || release.length > 0) {
    await tx.execute(sql`
      with booked as (
        insert into ${bookings} (id, created_by_user_id, created_at)
        select id, created_by_user_id, created_at from jsonb_to_recordset(${JSON.stringify(bookingRows)}::jsonb) as b(id int, created_by_user_id int, created_at timestamptz)
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
  // Full on what this transaction commits (not on a refused booking's own lines, which are not stored).
  const activeCourses = new Set(deciding.flatMap(({ job }) => (job.prepared.course.active ? [job.prepared.course.id] : [])));
  for (const count of counts.values()) {
    const week = weekRows.get(count.week.id)!;
    if (activeCourses.has(week.course_id) && placesLeft(count.now).full) full.set(week.id, week);
  }
  return { outcomes: outcomes.map((outcome) => outcome!), full };
}
