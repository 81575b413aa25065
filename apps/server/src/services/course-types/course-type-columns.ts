import type { CourseTypeValues } from '@app/domain';

/** The form's values as the table's columns (create and update). */
export const courseTypeColumns = (values: CourseTypeValues) => ({ name: values.name, nameIt: values.name_it, sortOrder: values.sort_order });
