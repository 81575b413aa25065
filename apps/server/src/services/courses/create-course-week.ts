import type { CourseWeekValues } from '@app/domain';
import { eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { courses, courseWeeks } from '../../db/schema';
import { checkProgram, courseWeekColumns, refuseIfAny } from './course-week-columns';
import { findCourseWeek } from './find-course-week';

export async function createCourseWeek(db: Database, { values: input }: { values: CourseWeekValues & { course_id: number } }) {
  return transaction(db, async (tx) => {
    // The course may not be deleted while its new week is being stored.
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, input.course_id)).for('key share');
    refuseIfAny({
      ...(course ? {} : { course_id: { key: 'course.validation.not_found' } }),
      ...(await checkProgram(tx, input)),
    });
    const [row] = await tx
      .insert(courseWeeks)
      .values({ ...courseWeekColumns(input), course_id: input.course_id })
      .returning({ id: courseWeeks.id });
    return findCourseWeek(tx, { id: row!.id });
  });
}
