import type { CourseCategoryValues } from '@app/domain';
import { transaction, type Database } from '../../db/client';
import { courseCategories } from '../../db/schema';
import { checkParent } from './check-parent';
import { courseCategoryColumns } from './course-category-columns';
import { findCourseCategory } from './find-course-category';

export function createCourseCategory(db: Database, { values }: { values: CourseCategoryValues }) {
  return transaction(db, async (tx) => {
    await checkParent(tx, undefined, values.course_category_id);
    const [row] = await tx.insert(courseCategories).values(courseCategoryColumns(values)).returning({ id: courseCategories.id });
    return findCourseCategory(tx, { id: row!.id });
  });
}
