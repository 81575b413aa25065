import type { CourseCategory, CourseType, Location } from '@app/domain';
import type { courseCategories, courseTypes, locations } from '../db/schema';

type LocationRow = typeof locations.$inferSelect;
type CourseTypeRow = typeof courseTypes.$inferSelect;
type CourseCategoryRow = typeof courseCategories.$inferSelect;
type ParentRow = Pick<CourseCategoryRow, 'id' | 'name' | 'nameIt'>;

export const presentLocation = (row: LocationRow): Location => ({
  id: row.id,
  name: row.name,
  name_it: row.nameIt,
  address: row.address,
  plz: row.plz,
  place: row.place,
});

export const presentCourseType = (row: CourseTypeRow): CourseType => ({
  id: row.id,
  name: row.name,
  name_it: row.nameIt,
  sort_order: row.sortOrder,
});

export const presentCourseCategory = ({ category, parent }: { category: CourseCategoryRow; parent: ParentRow | null }): CourseCategory => ({
  id: category.id,
  name: category.name,
  name_it: category.nameIt,
  description: category.description,
  description_it: category.descriptionIt,
  course_category_id: category.parentId,
  parent: parent ? { id: parent.id, name: parent.name, name_it: parent.nameIt } : null,
});
