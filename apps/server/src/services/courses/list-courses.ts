import type { CourseListQuery, CourseSortKey } from '@app/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseTypes, courseWeeks, files, locations } from '../../db/schema';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';

const weekCount = sql<number>`(select count(*) from ${courseWeeks} where ${courseWeeks.course_id} = ${courses.id})`.mapWith(Number);

const COURSE_LIST: ListDefinition<CourseSortKey> = {
  sortable: {
    name: caseInsensitive(courses.name),
    name_it: caseInsensitive(courses.name_it),
    year: courses.year,
    from: courses.from,
    to: courses.to,
    active: courses.active,
    location_name: caseInsensitive(locations.name),
    course_type_name: caseInsensitive(courseTypes.name),
    week_count: weekCount,
  },
  // This summer's offer first.
  defaultSort: [
    { key: 'year', desc: true },
    { key: 'name', desc: false },
  ],
  searchable: [courses.name, courses.name_it],
  tiebreaker: courses.id,
};

export function listCourses(db: Executor, { query }: { query: CourseListQuery }) {
  const select = db
    .select({
      id: courses.id,
      name: courses.name,
      name_it: courses.name_it,
      active: courses.active,
      year: courses.year,
      from: courses.from,
      to: courses.to,
      location: { id: locations.id, name: locations.name, name_it: locations.name_it },
      courseType: { id: courseTypes.id, name: courseTypes.name, name_it: courseTypes.name_it },
      image: { id: files.id, name: files.name },
      weekCount,
    })
    .from(courses)
    .leftJoin(locations, eq(locations.id, courses.location_id))
    .leftJoin(courseTypes, eq(courseTypes.id, courses.course_type_id))
    .leftJoin(files, eq(files.id, courses.image_file_id))
    .$dynamic();
  const filters: (SQL | undefined)[] = [
    query.active === undefined ? undefined : eq(courses.active, query.active),
    query.year === undefined ? undefined : eq(courses.year, query.year),
  ];
  return fetchList(db, select, COURSE_LIST, query, filters);
}
export type CourseListRow = Awaited<ReturnType<typeof listCourses>>['data'][number];
