import { courses } from '../db/schema';

/** The columns of the course's three own questions, to select beside other tables (exports, the family page). */
export const customFieldColumns = {
  customField: courses.customField,
  customFieldDe: courses.customFieldDe,
  customFieldIt: courses.customFieldIt,
  customField2: courses.customField2,
  customField2De: courses.customField2De,
  customField2It: courses.customField2It,
  customField3: courses.customField3,
  customField3De: courses.customField3De,
  customField3It: courses.customField3It,
};

/**
 * The course's three own questions to the family, as the API and the domain's booking rules name them: the
 * course answers show them, and booking and the family's registration edit check the answers against them.
 */
export function customFieldsOf(course: Pick<typeof courses.$inferSelect, keyof typeof customFieldColumns>) {
  return {
    custom_field: course.customField,
    custom_field_de: course.customFieldDe,
    custom_field_it: course.customFieldIt,
    custom_field_2: course.customField2,
    custom_field_2_de: course.customField2De,
    custom_field_2_it: course.customField2It,
    custom_field_3: course.customField3,
    custom_field_3_de: course.customField3De,
    custom_field_3_it: course.customField3It,
  };
}
