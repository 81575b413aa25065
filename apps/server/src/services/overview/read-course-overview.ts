import type { CourseOverviewQuery } from '@app/domain';
import { and, asc, eq, exists, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseTypes, courseWeeks, files, locations, registrations } from '../../db/schema';

/** A total read through a left join: no row means zero. */
const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`;

/** Active courses of every year unless asked otherwise: the base of both the cards and the filter choices. */
const scope = (query: CourseOverviewQuery) =>
  and(eq(courses.active, query.active ?? true), query.year === undefined ? undefined : eq(courses.year, query.year));

function periodCondition(db: Executor, query: CourseOverviewQuery): SQL | undefined {
  if (!query.from && !query.to) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(courseWeeks)
      .where(
        and(
          eq(courseWeeks.course_id, courses.id),
          query.to ? lte(courseWeeks.from, query.to) : undefined,
          query.from ? gte(courseWeeks.to, query.from) : undefined,
        ),
      ),
  );
}

async function readCards(db: Executor, query: CourseOverviewQuery) {
  const weekTotals = db
    .select({
      course_id: courseWeeks.course_id,
      firstDay: sql<string>`min(${courseWeeks.from})::text`.as('first_day'),
      lastDay: sql<string>`max(${courseWeeks.to})::text`.as('last_day'),
      weekCount: sql<number>`count(*)::int`.as('week_count'),
      places: sql<number>`sum(${courseWeeks.max_participants})::int`.as('places'),
      waitingPlaces: sql<number>`sum(${courseWeeks.waiting_list})::int`.as('waiting_places'),
    })
    .from(courseWeeks)
    .groupBy(courseWeeks.course_id)
    .as('week_totals');
  const registrationTotals = db
    .select({
      course_id: courseWeeks.course_id,
      confirmed: sql<number>`count(*) filter (where not ${registrations.is_waiting})::int`.as('confirmed'),
      waiting: sql<number>`count(*) filter (where ${registrations.is_waiting})::int`.as('waiting'),
    })
    .from(registrations)
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.course_week_id))
    .where(isNull(registrations.deleted_at))
    .groupBy(courseWeeks.course_id)
    .as('registration_totals');

  const start = sql<string | null>`coalesce(${weekTotals.firstDay}, ${courses.from}::text)`;
  const rows = await db
    .select({
      course: { id: courses.id, name: courses.name, name_it: courses.name_it, year: courses.year, active: courses.active },
      location: locations,
      courseType: courseTypes,
      image: { id: files.id, name: files.name },
      start,
      end: sql<string | null>`coalesce(${weekTotals.lastDay}, ${courses.to}::text)`,
      weekCount: int(sql`${weekTotals.weekCount}`),
      places: int(sql`${weekTotals.places}`),
      waitingPlaces: int(sql`${weekTotals.waitingPlaces}`),
      confirmed: int(sql`${registrationTotals.confirmed}`),
      waiting: int(sql`${registrationTotals.waiting}`),
    })
    .from(courses)
    .leftJoin(locations, eq(locations.id, courses.location_id))
    .leftJoin(courseTypes, eq(courseTypes.id, courses.course_type_id))
    .leftJoin(files, eq(files.id, courses.image_file_id))
    .leftJoin(weekTotals, eq(weekTotals.course_id, courses.id))
    .leftJoin(registrationTotals, eq(registrationTotals.course_id, courses.id))
    .where(
      and(
        scope(query),
        query.municipality === undefined ? undefined : sql`lower(${locations.place}) = lower(${query.municipality})`,
        query.topic === undefined ? undefined : eq(courses.course_type_id, query.topic),
        periodCondition(db, query),
      ),
    )
    .orderBy(sql`${start} asc nulls last`, sql`lower(${courses.name})`, asc(courses.id));

  return rows;
}

/** Choices that lead somewhere: only the places and course types of the courses in scope. */
async function readFilterChoices(db: Executor, query: CourseOverviewQuery) {
  const places = await db
    .selectDistinct({ place: locations.place })
    .from(courses)
    .innerJoin(locations, eq(locations.id, courses.location_id))
    .where(and(scope(query), sql`coalesce(${locations.place}, '') <> ''`))
    .orderBy(locations.place);
  const types = await db
    .selectDistinct({ id: courseTypes.id, name: courseTypes.name, name_it: courseTypes.name_it, sort_order: courseTypes.sort_order })
    .from(courses)
    .innerJoin(courseTypes, eq(courseTypes.id, courses.course_type_id))
    .where(scope(query))
    .orderBy(courseTypes.sort_order, courseTypes.name, courseTypes.id);
  return { places: places.flatMap(({ place }) => (place ? [place] : [])), types };
}

export type CourseOverviewRows = Awaited<ReturnType<typeof readCourseOverview>>;

/**
 * The course overview of the back office (the specification's placeholder made real): one card per course
 * with its weeks summed up, and the choices of its filters in the same answer, so the screen needs one call.
 */
export async function readCourseOverview(db: Executor, input: { query: CourseOverviewQuery }) {
  return { cards: await readCards(db, input.query), filters: await readFilterChoices(db, input.query) };
}
