import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseCategories, courses } from '../../db/schema';
import { deleteUnlessInUse } from '../../repositories/in-use';

/** A category with subcategories or courses stays: they would lose their place in the catalogue. */
export const deleteCourseCategory = (db: Database, { id }: { id: number }) =>
  deleteUnlessInUse(db, { table: courseCategories, id }, [
    { from: courseCategories, where: eq(courseCategories.parent_id, id), key: 'catalogue.courseCategory.has_children' },
    { from: courses, where: eq(courses.course_category_id, id), key: 'catalogue.courseCategory.in_use' },
  ]);
