import type { CourseCategoryValues } from '@app/domain';
import { eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { courseCategories } from '../../db/schema';
import { checkParent } from './check-parent';
import { courseCategoryColumns } from './course-category-columns';
import { findCourseCategory } from './find-course-category';

export function updateCourseCategory(
  db: Database,
  { now, id, values }: { now: Date; id: number; values: CourseCategoryValues },
) {
  return transaction(db, async (tx) => {
    await checkParent(tx, id, values.course_category_id); // also: the category exists (404)
    await tx
      .update(courseCategories)
      .set({ ...courseCategoryColumns(values), updated_at: now })
      .where(eq(courseCategories.id, id));
    return findCourseCategory(tx, { id });
  });
}
