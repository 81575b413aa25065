import type { CourseValues } from '@app/domain';
import { eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { courses } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { checkCourseValues, courseColumns } from './course-columns';
import { findCourse } from './find-course';

export function updateCourse(db: Database, { now, id, values }: { now: Date; id: number; values: CourseValues }) {
  return transaction(db, async (tx) => {
    await checkCourseValues(tx, values);
    const [row] = await tx
      .update(courses)
      .set({ ...courseColumns(values), active: values.active, updated_at: now })
      .where(eq(courses.id, id))
      .returning({ id: courses.id });
    if (!row) throw notFound();
    return findCourse(tx, { id: row.id });
  });
}
