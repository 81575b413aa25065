import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseTypes, courseWeeks, files, locations } from '../../db/schema';
import { likePattern } from '../../lib/list-query';

/** A course's period: its own dates, or its weeks' when the course leaves them open. */
const periodFrom = sql<string | null>`coalesce(${courses.from}, (select min(${courseWeeks.from}) from ${courseWeeks} where ${courseWeeks.courseId} = ${courses.id}))`;
const periodTo = sql<string | null>`coalesce(${courses.to}, (select max(${courseWeeks.to}) from ${courseWeeks} where ${courseWeeks.courseId} = ${courses.id}))`;

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
        nameIt: courses.nameIt,
        description: courses.description,
        descriptionIt: courses.descriptionIt,
      },
      from: periodFrom,
      to: periodTo,
      image: { id: files.id, name: files.name },
      location: { id: locations.id, name: locations.name, nameIt: locations.nameIt, place: locations.place },
      courseType: { id: courseTypes.id, name: courseTypes.name, nameIt: courseTypes.nameIt, sortOrder: courseTypes.sortOrder },
    })
    .from(courses)
    .leftJoin(files, eq(files.id, courses.imageFileId))
    .leftJoin(locations, eq(locations.id, courses.locationId))
    .leftJoin(courseTypes, eq(courseTypes.id, courses.courseTypeId))
    .where(and(eq(courses.active, true), ...words.map((word) => or(ilike(courses.name, likePattern(word)), ilike(courses.nameIt, likePattern(word))))))
    .orderBy(sql`${periodFrom} asc nulls last`, asc(courses.name), asc(courses.id));
  return rows;
}

export type PublicCourseListRow = Awaited<ReturnType<typeof listPublicCourses>>[number];
