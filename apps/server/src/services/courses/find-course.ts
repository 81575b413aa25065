import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseWeeks } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { fileNames } from './file-names';

/** A course with its weeks in date order, as the course form and the course page show it. */
export async function findCourse(db: Executor, { id }: { id: number }) {
  const [course] = await db.select().from(courses).where(eq(courses.id, id));
  if (!course) throw notFound();
  const weeks = await db
    .select()
    .from(courseWeeks)
    .where(eq(courseWeeks.course_id, id))
    .orderBy(asc(courseWeeks.from), asc(courseWeeks.id));
  const names = await fileNames(db, [course.image_file_id, course.program_file_id, ...weeks.map((week) => week.program_file_id)]);
  return { course, weeks, files: names };
}
export type CourseDetail = Awaited<ReturnType<typeof findCourse>>;
