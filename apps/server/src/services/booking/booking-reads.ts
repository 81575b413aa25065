import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { children, courseWeeks, courses, people, registrations, seasons, users } from '../../db/schema';
import { BatchedReads } from '../../lib/batched-reads';
import { SharedReads } from '../../lib/shared-reads';
import type { Actor } from '../../policies/actor';
import { childrenOfPerson } from '../../policies/child';
import { readOptions } from '../../repositories/options';
import { recipientsOfChildren } from '../../repositories/registrations';
import { rowsOf, type ChildRow, type CourseRow, type WeekRow } from './booking-job';
import type { Recipient } from './registration-email';

/** What every booking of a course reads the same: the course, its weeks and the options. */
interface CourseData {
  course: CourseRow | undefined;
  weeks: WeekRow[];
  optionValues: Awaited<ReturnType<typeof readOptions>>;
  /** A season of the course's year closes direct booking until then (issue 37); null without a season. */
  seasonOpensAt: Date | null;
}

async function readCourseData(db: Database, courseId: number): Promise<CourseData> {
  const [[course], weeks, optionValues, [season]] = await Promise.all([
    db.select().from(courses).where(eq(courses.id, courseId)),
    db.select().from(courseWeeks).where(eq(courseWeeks.course_id, courseId)).orderBy(asc(courseWeeks.from), asc(courseWeeks.id)),
    readOptions(db),
    db.select({ opensAt: seasons.first_come_from }).from(seasons).innerJoin(courses, eq(courses.year, seasons.year)).where(eq(courses.id, courseId)),
  ]);
  return { course, weeks, optionValues, seasonOpensAt: season?.opensAt ?? null };
}

/**
 * Concurrent bookings of a course share one read of it (per database): at the opening minute hundreds wait
 * for the same course at once. Nothing is kept after the read, so what a booking sees is never older than one
 * read that was running when it arrived; capacity is decided on the counts read under the week's lock.
 */
const courseReads = new WeakMap<Database, SharedReads<number, CourseData>>();
export function sharedCourseRead(db: Database, courseId: number): Promise<CourseData> {
  let reads = courseReads.get(db);
  if (!reads) courseReads.set(db, (reads = new SharedReads()));
  return reads.run(courseId, () => readCourseData(db, courseId));
}

/** Registration ids taken from the sequence before the transaction, one per line, so the e-mails can name them. */
const nextRegistrationIds = (lineCount: number | SQL) =>
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

export const rebookKey = (childId: number, weekId: number) => `${childId}:${weekId}`;

/** The asked weeks (an array) in which the child (the row's) has a registration cancelled since `since`. */
const weeksCancelledSince = (weekIds: SQL, since: SQL) =>
  sql<number[] | null>`(select array_agg(distinct ${registrations.course_week_id}) from ${registrations}
    where ${registrations.child_id} = ${children.id} and ${registrations.course_week_id} = any(${weekIds})
    and ${registrations.deleted_at} > ${since})`;

interface ParentRead {
  actor: Actor;
  childIds: number[];
  lineCount: number;
  rebooked: { weekIds: number[]; since: Date };
}

/** The parents read together, one row each (`asked.*`): `asked.asked` tells their rows apart. */
const askedParents = (reads: ParentRead[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(
    reads.map(({ actor, childIds, lineCount, rebooked }, index) => ({
      asked: index,
      user_id: actor.id,
      person_id: actor.personId,
      child_ids: childIds,
      line_count: lineCount,
      week_ids: rebooked.weekIds,
      since: rebooked.since.toISOString(),
    })),
  )}::jsonb) as asked(asked int, user_id int, person_id int, child_ids int[], line_count int, week_ids int[], since timestamptz)`;
const column = (name: string) => sql.raw(`asked.${name}`);

async function readForParents(db: Database, reads: ParentRead[]): Promise<FamilyData[]> {
  const rows = await db
    .select({
      asked: sql<number>`${column('asked')}`,
      person: people,
      accountEmail: users.email,
      child: children,
      cancelledWeeks: weeksCancelledSince(column('week_ids'), column('since')),
      ids: nextRegistrationIds(column('line_count')),
      bookingId: nextBookingId,
    })
    .from(askedParents(reads))
    .innerJoin(people, eq(people.id, column('person_id')))
    .innerJoin(users, eq(users.id, column('user_id')))
    .leftJoin(children, and(sql`${children.id} = any(${column('child_ids')})`, childrenOfPerson(column('person_id'))));
  return reads.map((_read, index) => {
    const own = rows.filter((row) => row.asked === index);
    const [any] = own;
    return {
      parent: any && { person: any.person, accountEmail: any.accountEmail },
      family: own.flatMap((row) => (row.child ? [row.child] : [])),
      ids: any?.ids ?? [],
      bookingId: any?.bookingId ?? 0,
      families: new Map(),
      cancelled: new Set(own.flatMap((row) => (row.child ? (row.cancelledWeeks ?? []).map((weekId) => rebookKey(row.child!.id, weekId)) : []))),
    };
  });
}

const parentReads = new WeakMap<Database, BatchedReads<ParentRead, FamilyData>>();

/**
 * A parent's person, the asked children that are the family's (another family's child, or one that does not
 * exist, is simply not found: nothing about it is told) and the ids, in one statement, and the parents whose
 * bookings ask in the same turn of the event loop in the same statement: at the opening minute every round trip
 * is CPU the other bookings wait for (decision 012). That the actor is a family's is checked where a booking
 * starts (`prepareBooking`); an actor without a person would find no parent here, and be answered not found.
 */
export async function readForParent(
  db: Database,
  actor: Actor,
  childIds: number[],
  lineCount: number,
  rebooked: { weekIds: number[]; since: Date },
): Promise<FamilyData> {
  let reads = parentReads.get(db);
  if (!reads) parentReads.set(db, (reads = new BatchedReads((asked) => readForParents(db, asked))));
  return reads.read({ actor, childIds, lineCount, rebooked });
}

export async function readForOffice(db: Database, childIds: number[], lineCount: number): Promise<FamilyData> {
  const [family, { ids, bookingId }, families] = await Promise.all([
    db.select().from(children).where(inArray(children.id, childIds)),
    db
      .execute(sql`select ${nextRegistrationIds(lineCount)} as ids, ${nextBookingId} as "bookingId"`)
      .then((result) => rowsOf<{ ids: number[]; bookingId: number }>(result)[0]!),
    recipientsOfChildren(db, childIds),
  ]);
  return { parent: undefined, family, ids, bookingId, families, cancelled: new Set() };
}
