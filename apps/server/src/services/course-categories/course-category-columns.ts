import type { CourseCategoryValues } from '@app/domain';

/** The form's values as the table's columns (create and update). */
export const courseCategoryColumns = (values: CourseCategoryValues) => ({
  name: values.name,
  nameIt: values.name_it,
  description: values.description,
  descriptionIt: values.description_it,
  parentId: values.course_category_id,
});
