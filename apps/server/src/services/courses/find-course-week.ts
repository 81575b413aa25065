import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseWeeks } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { fileNames } from './file-names';

export type CourseWeekRow = typeof courseWeeks.$inferSelect;
export type CourseWindow = Pick<typeof courses.$inferSelect, 'registerFrom' | 'registerFromTime' | 'registerTo'>;

/** A week with the course's registration window, which its own unset dates fall back to. */
export async function findCourseWeek(db: Executor, { id }: { id: number }) {
  const [row] = await db
    .select({
      week: courseWeeks,
      course: { registerFrom: courses.registerFrom, registerFromTime: courses.registerFromTime, registerTo: courses.registerTo },
    })
    .from(courseWeeks)
    .innerJoin(courses, eq(courses.id, courseWeeks.courseId))
    .where(eq(courseWeeks.id, id));
  if (!row) throw notFound();
  return { ...row, files: await fileNames(db, [row.week.programFileId]) };
}
export type CourseWeekDetail = Awaited<ReturnType<typeof findCourseWeek>>;
