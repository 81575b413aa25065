import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseWeeks } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { fileNames } from './file-names';

export type CourseWeekRow = typeof courseWeeks.$inferSelect;
export type CourseWindow = Pick<typeof courses.$inferSelect, 'register_from' | 'register_from_time' | 'register_to'>;

/** A week with the course's registration window, which its own unset dates fall back to. */
export async function findCourseWeek(db: Executor, { id }: { id: number }) {
  const [row] = await db
    .select({
      week: courseWeeks,
      course: { register_from: courses.register_from, register_from_time: courses.register_from_time, register_to: courses.register_to },
    })
    .from(courseWeeks)
    .innerJoin(courses, eq(courses.id, courseWeeks.course_id))
    .where(eq(courseWeeks.id, id));
  if (!row) throw notFound();
  return { ...row, files: await fileNames(db, [row.week.program_file_id]) };
}
export type CourseWeekDetail = Awaited<ReturnType<typeof findCourseWeek>>;
