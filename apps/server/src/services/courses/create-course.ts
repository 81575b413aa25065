import type { CourseValues } from '@app/domain';
import { transaction, type Database } from '../../db/client';
import { courses } from '../../db/schema';
import { checkCourseValues, courseColumns } from './course-columns';
import { findCourse } from './find-course';

export function createCourse(db: Database, { values }: { values: CourseValues }) {
  return transaction(db, async (tx) => {
    await checkCourseValues(tx, values);
    const [row] = await tx
      .insert(courses)
      .values({ ...courseColumns(values), active: values.active ?? false })
      .returning({ id: courses.id });
    return findCourse(tx, { id: row!.id });
  });
}
