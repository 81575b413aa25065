import {
  COURSE_EMAIL_FIELDS,
  COURSE_TEXT_FIELDS,
  COURSE_VALUE_FIELDS,
  courseFileSchema,
  courseInputSchema,
  DAY_TYPE_LABELS,
  pickFields,
  type Course,
  type CourseValues,
} from '@app/domain';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { formTexts } from '../../../components/form/form-texts';

export const CUSTOM_FIELDS = [
  { name: 'custom_field', de: 'custom_field_de', it: 'custom_field_it' },
  { name: 'custom_field_2', de: 'custom_field_2_de', it: 'custom_field_2_it' },
  { name: 'custom_field_3', de: 'custom_field_3_de', it: 'custom_field_3_it' },
] as const;

/**
 * The course payload schema plus what only the form holds: the "own labels" switch (the course has no column
 * for it: labels are on when the four texts are set), the uploaded files with their address for the preview
 * (the payload sends their ids), and the active flag, shown but never sent: it is switched in the list, and
 * a PUT without it keeps the course's current state instead of undoing a switch made meanwhile.
 */
const courseFormObject = courseInputSchema.extend({
  custom_labels: z.boolean(),
  image: courseFileSchema.nullable(),
  program: courseFileSchema.nullable(),
});

const FORM_ONLY = ['active', 'custom_labels', 'image', 'program'] as const;

function toPayload(values: z.output<typeof courseFormObject>): CourseValues {
  const payload: Record<string, unknown> = {
    ...values,
    image_id: values.image?.id ?? null,
    program_id: values.program?.id ?? null,
  };
  for (const key of FORM_ONLY) delete payload[key];
  return payload as CourseValues;
}

export const courseFormSchema = courseFormObject
  .superRefine((values, context) => {
    // The payload schema requires all four labels once one is given; a switch turned on asks for them at once.
    if (!values.custom_labels || DAY_TYPE_LABELS.some((field) => values[field])) return;
    for (const field of DAY_TYPE_LABELS) context.addIssue({ code: 'custom', message: 'required', path: [field] });
  })
  .transform(toPayload);

export type CourseFormValues = z.input<typeof courseFormSchema>;

/** A new course: this year's, with the texts empty and every switch off. */
export function emptyCourse(): DefaultValues<CourseFormValues> {
  return {
    name: '',
    name_it: '',
    course_type_id: null,
    location_id: null,
    course_category_id: null,
    register_from: null,
    register_from_time: null,
    register_to: null,
    from: null,
    to: null,
    year: new Date().getFullYear(),
    waiting_list: 0,
    multiple_course_week_registration: false,
    price: null,
    custom_field: false,
    custom_field_2: false,
    custom_field_3: false,
    disable_swimming_help: false,
    disable_leave_alone: false,
    custom_labels: false,
    image: null,
    program: null,
    ...formTexts(COURSE_TEXT_FIELDS),
  };
}

export function courseToValues(course: Course): DefaultValues<CourseFormValues> {
  return {
    ...pickFields(course, COURSE_VALUE_FIELDS),
    register_from_time: course.register_from_time,
    custom_labels: DAY_TYPE_LABELS.some((field) => course[field]),
    image: course.image,
    program: course.program,
    ...formTexts(COURSE_TEXT_FIELDS, course),
  };
}

export const TAB_KEYS = ['general', 'registration', 'texts', 'options', 'payment', 'emails', 'weeks'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

/** Where each field is shown, so that an error (the client's or the server's) can be found on its tab. */
const TAB_FIELDS: Record<Exclude<TabKey, 'weeks'>, readonly string[]> = {
  general: ['name', 'name_it', 'course_type_id', 'location_id', 'course_category_id', 'year', 'active'],
  registration: ['register_from', 'register_from_time', 'register_to', 'from', 'to', 'max_participants', 'waiting_list', 'multiple_course_week_registration', 'price'],
  texts: ['description', 'description_it', 'info', 'info_it', 'image', 'image_id', 'program', 'program_id'],
  options: [...CUSTOM_FIELDS.flatMap((field) => [field.name, field.de, field.it]), 'disable_swimming_help', 'disable_leave_alone', 'custom_labels', ...DAY_TYPE_LABELS],
  payment: ['bank_name', 'bank_iban'],
  emails: COURSE_EMAIL_FIELDS,
};

/** The tabs holding a field with an error, in tab order. */
export function tabsWithErrors(fields: readonly string[]): TabKey[] {
  return TAB_KEYS.filter((tab) => tab !== 'weeks' && TAB_FIELDS[tab].some((field) => fields.includes(field)));
}
