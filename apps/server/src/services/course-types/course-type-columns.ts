import type { CourseTypeValues } from '@app/domain';

/** The form's values as the table's columns (create and update). */
export const courseTypeColumns = (values: CourseTypeValues) => ({ name: values.name, name_it: values.name_it, sort_order: values.sort_order });
