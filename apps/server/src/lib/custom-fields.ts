import { courses } from '../db/schema';

/** The columns of the course's three own questions, to select beside other tables (exports, the family page). */
export const customFieldColumns = {
  custom_field: courses.custom_field,
  custom_field_de: courses.custom_field_de,
  custom_field_it: courses.custom_field_it,
  custom_field_2: courses.custom_field_2,
  custom_field_2_de: courses.custom_field_2_de,
  custom_field_2_it: courses.custom_field_2_it,
  custom_field_3: courses.custom_field_3,
  custom_field_3_de: courses.custom_field_3_de,
  custom_field_3_it: courses.custom_field_3_it,
};

/**
 * The course's three own questions to the family, as the API and the domain's booking rules name them: the
 * course answers show them, and booking and the family's registration edit check the answers against them.
 */
export function customFieldsOf(course: Pick<typeof courses.$inferSelect, keyof typeof customFieldColumns>) {
  return {
    custom_field: course.custom_field,
    custom_field_de: course.custom_field_de,
    custom_field_it: course.custom_field_it,
    custom_field_2: course.custom_field_2,
    custom_field_2_de: course.custom_field_2_de,
    custom_field_2_it: course.custom_field_2_it,
    custom_field_3: course.custom_field_3,
    custom_field_3_de: course.custom_field_3_de,
    custom_field_3_it: course.custom_field_3_it,
  };
}
