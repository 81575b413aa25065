import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseTypes, courseWeeks, files, locations } from '../../db/schema';
import { likePattern } from '../../lib/list-query';

/** A course's period: its own dates, or its weeks' when the course leaves them open. */
const periodFrom = sql<string | null>`coalesce(${courses.from}, (select min(${courseWeeks.from}) from ${courseWeeks} where ${courseWeeks.course_id} = ${courses.id}))`;
const periodTo = sql<string | null>`coalesce(${courses.to}, (select max(${courseWeeks.to}) from ${courseWeeks} where ${courseWeeks.course_id} = ${courses.id}))`;

/**
 * The public course list: every active course with what its card shows, in one query, soonest first. The
 * tiles and filters offer only the types and locations of these courses.
 */
export async function listPublicCourses(db: Executor, { search }: { search?: string }) {
  const words = search?.split(/\s+/).filter(Boolean) ?? [];
  const rows = await db
    .select({
      course: {
        id: courses.id,
        name: courses.name,
        name_it: courses.name_it,
        description: courses.description,
        description_it: courses.description_it,
      },
      from: periodFrom,
      to: periodTo,
      image: { id: files.id, name: files.name },
      location: { id: locations.id, name: locations.name, name_it: locations.name_it, place: locations.place },
      courseType: { id: courseTypes.id, name: courseTypes.name, name_it: courseTypes.name_it, sort_order: courseTypes.sort_order },
    })
    .from(courses)
    .leftJoin(files, eq(files.id, courses.image_file_id))
    .leftJoin(locations, eq(locations.id, courses.location_id))
    .leftJoin(courseTypes, eq(courseTypes.id, courses.course_type_id))
    .where(and(eq(courses.active, true), ...words.map((word) => or(ilike(courses.name, likePattern(word)), ilike(courses.name_it, likePattern(word))))))
    .orderBy(sql`${periodFrom} asc nulls last`, asc(courses.name), asc(courses.id));
  return rows;
}

export type PublicCourseListRow = Awaited<ReturnType<typeof listPublicCourses>>[number];
