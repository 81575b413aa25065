import {
  CUSTOM_FIELDS,
  formatDate,
  localName,
  localText,
  registrationEditErrors,
  registrationUpdateSchema,
  translate,
  type DayType,
  type FamilyRegistration,
  type Language,
  type RegistrationUpdateInput,
} from '@app/domain';
import { formTexts } from '../../components/form/form-texts';

type Course = FamilyRegistration['course'];

/** The custom fields the course asks, with their labels in the reader's language. */
export function customFields(course: Course, lang: Language): { field: (typeof CUSTOM_FIELDS)[number]; label: string }[] {
  return CUSTOM_FIELDS.filter((field) => course[field].enabled).map((field) => ({ field, label: localText(course[field].de, course[field].it, lang) }));
}

/** "Anna Huber, Fußballcamp, Woche 1": whom a dialog or prompt is about. */
export function registrationTitle(registration: FamilyRegistration, lang: Language): string {
  return `${registration.people.display_name}, ${localName(registration.course, lang)}, ${localName(registration.courseWeek, lang)}`;
}

export const weekDates = (week: { from: string; to: string }) => `${formatDate(week.from)} - ${formatDate(week.to)}`;

/** The dialog's form: texts as typed ('' for empty); the schema makes them null for the call. */
export type RegistrationValues = { dayType: DayType } & Record<Exclude<keyof RegistrationUpdateInput, 'dayType'>, string>;

/** The dialog starts from what is stored. */
export function registrationValues(registration: FamilyRegistration): RegistrationValues {
  return { dayType: registration.day_type, ...formTexts(['emergency_contact1_phone', 'emergency_contact2_phone', ...CUSTOM_FIELDS], registration) };
}

/**
 * The dialog's checks, the same the server runs (section 5): the schema, then contact 1 required, contact 2
 * different, and each custom field the course asks required. Answers one sentence per field, or nothing.
 */
export function registrationFormErrors(values: RegistrationValues, registration: FamilyRegistration, lang: Language): Record<string, string> {
  const parsed = registrationUpdateSchema.safeParse(values);
  if (!parsed.success) {
    return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), translate(lang, 'validation.invalid')]));
  }
  const course = registration.course;
  const flat = Object.fromEntries(
    CUSTOM_FIELDS.flatMap((field) => [
      [field, course[field].enabled],
      [`${field}_de`, course[field].de],
      [`${field}_it`, course[field].it],
    ]),
  ) as Parameters<typeof registrationEditErrors>[1];
  const errors = registrationEditErrors(parsed.data, flat, registration.people.display_name, lang);
  return Object.fromEntries(Object.entries(errors).map(([field, { key, params }]) => [field, translate(lang, key, params)]));
}
