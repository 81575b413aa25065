import type { CourseValues } from '@app/domain';
import { transaction, type Database } from '../../db/client';
import { courses } from '../../db/schema';
import type { Actor } from '../../policies/actor';
import { checkCourseValues, courseColumns } from './course-columns';
import { findCourse } from './find-course';

export function createCourse(db: Database, { actor, values }: { actor: Actor; values: CourseValues }) {
  return transaction(db, async (tx) => {
    await checkCourseValues(tx, values);
    const [row] = await tx
      .insert(courses)
      .values({ ...courseColumns(values), active: values.active ?? false })
      .returning({ id: courses.id });
    return findCourse(tx, { actor, id: row!.id });
  });
}
