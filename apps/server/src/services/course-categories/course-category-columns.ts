import type { CourseCategoryValues } from '@app/domain';

/** The form's values as the table's columns (create and update). */
export const courseCategoryColumns = (values: CourseCategoryValues) => ({
  name: values.name,
  name_it: values.name_it,
  description: values.description,
  description_it: values.description_it,
  parent_id: values.course_category_id,
});
