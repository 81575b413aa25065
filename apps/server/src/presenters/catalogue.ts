import type { CourseCategory, CourseType, Location } from '@app/domain';
import type { courseCategories, courseTypes, locations } from '../db/schema';

type LocationRow = typeof locations.$inferSelect;
type CourseTypeRow = typeof courseTypes.$inferSelect;
type CourseCategoryRow = typeof courseCategories.$inferSelect;
type ParentRow = Pick<CourseCategoryRow, 'id' | 'name' | 'name_it'>;

export const presentLocation = (row: LocationRow): Location => ({
  id: row.id,
  name: row.name,
  name_it: row.name_it,
  address: row.address,
  plz: row.plz,
  place: row.place,
});

export const presentCourseType = (row: CourseTypeRow): CourseType => ({
  id: row.id,
  name: row.name,
  name_it: row.name_it,
  sort_order: row.sort_order,
});

export const presentCourseCategory = ({ category, parent }: { category: CourseCategoryRow; parent: ParentRow | null }): CourseCategory => ({
  id: category.id,
  name: category.name,
  name_it: category.name_it,
  description: category.description,
  description_it: category.description_it,
  course_category_id: category.parent_id,
  parent: parent ? { id: parent.id, name: parent.name, name_it: parent.name_it } : null,
});
