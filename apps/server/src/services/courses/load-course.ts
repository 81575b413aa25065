import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseWeeks, files } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type CourseRow = typeof courses.$inferSelect;
export type CourseWeekRow = typeof courseWeeks.$inferSelect;
export type CourseWindow = Pick<CourseRow, 'registerFrom' | 'registerFromTime' | 'registerTo'>;
/** Names of the files a course and its weeks show, by id (no bytes). */
export type FileNames = ReadonlyMap<string, { id: string; name: string }>;

async function fileNames(db: Executor, ids: (string | null)[]): Promise<FileNames> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: files.id, name: files.name }).from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A course with its weeks in date order, as the course form and the course page show it. */
export async function findCourse(db: Executor, id: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, id));
  if (!course) throw notFound();
  const weeks = await db
    .select()
    .from(courseWeeks)
    .where(eq(courseWeeks.courseId, id))
    .orderBy(asc(courseWeeks.from), asc(courseWeeks.id));
  const names = await fileNames(db, [course.imageFileId, course.programFileId, ...weeks.map((week) => week.programFileId)]);
  return { course, weeks, files: names };
}
export type CourseDetail = Awaited<ReturnType<typeof findCourse>>;

/** A week with the course's registration window, which its own unset dates fall back to. */
export async function findCourseWeek(db: Executor, id: number) {
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
