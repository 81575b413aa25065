import { z } from 'zod';
import type { TranslationParams } from '../i18n';
import type { Language } from '../language';
import { localName, localText } from '../local-name';
import { nullableText, PHONE_MAX_LENGTH, PHONE_PATTERN } from './fields';
import { optionalChosenId } from './list';

/**
 * The booking of POST /api/send-registration/{courseId} (public specification sections 4, 5 and 7,
 * decisions.md section 2): the payload, and every rule the booking dialog can check before sending. The
 * dialog and the server run the same `bookingErrors`, so a parent sees the same messages either way; the
 * server adds what needs the database (family, window, one programme per week across courses, capacity).
 */

export const DAY_TYPES = ['full_day', 'half_day'] as const;
export type DayType = (typeof DAY_TYPES)[number];

export const CUSTOM_FIELDS = ['custom_field', 'custom_field_2', 'custom_field_3'] as const;
export type CustomField = (typeof CUSTOM_FIELDS)[number];

/** More lines than a family has children, or weeks than a course has, is not a booking. */
const MAX_LINES = 20;
const MAX_WEEKS_PER_LINE = 30;
const TEXT_MAX = 2000;
const multiLine = { multiLine: true };

// Ids and day types may be missing: the dialog's rules report a missing child or week on its line.
const bookedWeekSchema = z.object({
  courseWeek: optionalChosenId,
  /** A week with neither day type is not chosen; it is ignored (the dialog drops it before sending). */
  dayType: z
    .enum(DAY_TYPES, 'choice')
    .nullish()
    .transform((dayType) => dayType ?? null),
});

/** What a family tells about one child for this booking; stored on each of its registrations. */
export const bookingPropsSchema = z.object({
  custom_field: nullableText(TEXT_MAX, multiLine),
  custom_field_2: nullableText(TEXT_MAX, multiLine),
  custom_field_3: nullableText(TEXT_MAX, multiLine),
  leave_alone: z.boolean().nullish().transform((value) => value ?? false),
  swimming_help: z.boolean().nullish().transform((value) => value ?? false),
  medicaments: nullableText(TEXT_MAX, multiLine),
  incompatibilities: nullableText(TEXT_MAX, multiLine),
  allergies: nullableText(TEXT_MAX, multiLine),
});

/** The props as stored and answered: what the family page and a wish list show of them. */
export const childAnswersSchema = z.object({
  custom_field: z.string().nullable(),
  custom_field_2: z.string().nullable(),
  custom_field_3: z.string().nullable(),
  leave_alone: z.boolean(),
  swimming_help: z.boolean(),
  medicaments: z.string().nullable(),
  incompatibilities: z.string().nullable(),
  allergies: z.string().nullable(),
});

const bookedChildSchema = z.object({
  /** The child's id (the specification's name). */
  children: optionalChosenId,
  props: bookingPropsSchema.nullish().transform((props) => props ?? bookingPropsSchema.parse({})),
  courseWeeks: z.array(bookedWeekSchema).max(MAX_WEEKS_PER_LINE).default([]),
});

/**
 * The payload. Custom fields are answered per child (in `props`), since they ask about the child (a T-shirt
 * size, an instrument); the emergency phones and the comment are common to the request.
 */
export const bookingSchema = z.object({
  bookedChildren: z.array(bookedChildSchema).max(MAX_LINES).default([]),
  emergency_contact1_phone: nullableText(PHONE_MAX_LENGTH),
  emergency_contact2_phone: nullableText(PHONE_MAX_LENGTH),
  comment: nullableText(TEXT_MAX, multiLine),
});
export type BookingInput = z.input<typeof bookingSchema>;
export type BookingPayload = z.output<typeof bookingSchema>;
export type BookedChild = BookingPayload['bookedChildren'][number];

/** The answer: one sentence per stored line, and the waiting-list lines again as warnings. */
export const bookingAnswerSchema = z.object({
  success: z.boolean(),
  message: z.array(z.string()),
  waitingQueueWarnings: z.array(z.string()),
});
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>;

/** The parts of a course the booking rules read, named as the public course answer names them. */
export interface BookingCourse {
  multiple_course_week_registration: boolean;
  custom_field: boolean;
  custom_field_de: string | null;
  custom_field_it: string | null;
  custom_field_2: boolean;
  custom_field_2_de: string | null;
  custom_field_2_it: string | null;
  custom_field_3: boolean;
  custom_field_3_de: string | null;
  custom_field_3_it: string | null;
  courseWeeks: readonly BookingWeek[];
}

export interface BookingWeek {
  id: number;
  name: string;
  name_it: string | null;
  /** 'YYYY-MM-DD' */
  from: string;
  to: string;
  full_day: boolean;
  half_day: boolean;
}

export interface BookingChildName {
  id: number;
  first_name: string;
  last_name: string;
}

/** A message still to be translated, under the field it concerns (`bookedChildren.0.courseWeeks.1`). */
export interface BookingMessage {
  key: string;
  params: TranslationParams;
}
export type BookingErrors = Record<string, BookingMessage>;

/** A chosen week of a line, with its index in the line as sent (error keys use it). */
export interface ChosenWeek {
  index: number;
  courseWeek: number | null;
  dayType: DayType;
}

/** The weeks of a line that have a day type: the others are not chosen. */
export function chosenWeeks(line: BookedChild): ChosenWeek[] {
  return line.courseWeeks.flatMap((week, index) =>
    week.dayType === null ? [] : [{ index, courseWeek: week.courseWeek, dayType: week.dayType }],
  );
}

export const lineField = (line: number, week?: number) =>
  week === undefined ? `bookedChildren.${line}.courseWeeks` : `bookedChildren.${line}.courseWeeks.${week}`;

/** Two date ranges ('YYYY-MM-DD') share at least one day. */
export const datesOverlap = (a: { from: string; to: string }, b: { from: string; to: string }) =>
  a.from <= b.to && b.from <= a.to;

export const digitsOf = (phone: string) => phone.replace(/\D/g, '');

export function childName(child: BookingChildName | undefined): string {
  return child ? `${child.first_name} ${child.last_name}` : '';
}

/** A course's columns that say which own questions (custom fields) it asks and their labels. */
export const COURSE_QUESTION_FIELDS = CUSTOM_FIELDS.flatMap((field) => [field, `${field}_de`, `${field}_it`] as const);
export type CourseQuestions = Pick<BookingCourse, (typeof COURSE_QUESTION_FIELDS)[number]>;

/** The custom fields the course asks, each with its label in both languages. */
export function courseQuestions(course: CourseQuestions): { field: CustomField; label_de: string; label_it: string }[] {
  return CUSTOM_FIELDS.filter((field) => course[field]).map((field) => ({ field, label_de: course[`${field}_de`] ?? '', label_it: course[`${field}_it`] ?? '' }));
}

/** The custom fields the course asks, each with its label in the reader's language. */
export function courseCustomFields(course: CourseQuestions, lang: Language): { field: CustomField; label: string }[] {
  return courseQuestions(course).map(({ field, label_de, label_it }) => ({ field, label: localText(label_de, label_it, lang) }));
}

/**
 * Every booking error of specification section 5 at once, first per field, so the dialog shows them
 * together: the emergency contacts, each line's child and weeks, required custom fields, a child twice in
 * the same calendar week, and weeks that are not of this course or do not offer the day type.
 * `by: 'office'` is staff booking for a family: the back-office specification asks the office only for a
 * child and a day type, so the emergency contacts may be missing there (a number given is still checked);
 * a family always gives both.
 */
export function bookingErrors(
  payload: BookingPayload,
  course: BookingCourse,
  children: readonly BookingChildName[],
  lang: Language,
  by: 'family' | 'office' = 'family',
): BookingErrors {
  const errors: BookingErrors = {};
  const add = (field: string, key: string, params: TranslationParams = {}) => {
    errors[field] ??= { key, params };
  };

  const contacts = [
    ['emergency_contact1_phone', payload.emergency_contact1_phone],
    ['emergency_contact2_phone', payload.emergency_contact2_phone],
  ] as const;
  for (const [field, phone] of contacts) {
    if (phone === null) {
      if (by === 'family') add(field, 'booking.errors.emergency_contacts');
    } else if (!PHONE_PATTERN.test(phone)) add(field, 'validation.invalid');
  }
  const [first, second] = [payload.emergency_contact1_phone, payload.emergency_contact2_phone];
  if (first && second && digitsOf(first) === digitsOf(second)) {
    add('emergency_contact2_phone', 'booking.errors.emergency_contacts_different');
  }

  if (payload.bookedChildren.length === 0) add('bookedChildren', 'booking.errors.no_child');

  const weeks = new Map(course.courseWeeks.map((week) => [week.id, week]));
  const names = new Map(children.map((child) => [child.id, childName(child)]));
  const customFields = courseCustomFields(course, lang);
  // Weeks already taken per child, to find the same child twice in one calendar week.
  const taken = new Map<number, BookingWeek[]>();

  payload.bookedChildren.forEach((line, lineIndex) => {
    const name = line.children === null ? '' : (names.get(line.children) ?? '');
    if (line.children === null) add(`bookedChildren.${lineIndex}.children`, 'booking.errors.child_missing');
    else {
      for (const { field, label } of customFields) {
        if (line.props[field] === null) add(`bookedChildren.${lineIndex}.props.${field}`, 'booking.errors.custom_field_required', { label, child: name });
      }
    }

    const chosen = chosenWeeks(line);
    if (chosen.length === 0) add(lineField(lineIndex), 'booking.errors.week_missing');
    if (chosen.length > 1 && !course.multiple_course_week_registration) add(lineField(lineIndex), 'booking.errors.one_week_only');

    for (const { index, courseWeek, dayType } of chosen) {
      const field = lineField(lineIndex, index);
      if (courseWeek === null) {
        add(field, 'booking.errors.week_missing');
        continue;
      }
      const week = weeks.get(courseWeek);
      if (!week) {
        add(field, 'booking.errors.week_not_in_course');
        continue;
      }
      const weekName = localName(week, lang);
      if (!(dayType === 'full_day' ? week.full_day : week.half_day)) add(field, 'booking.errors.day_type_not_offered', { week: weekName });
      if (line.children === null) continue;
      const childWeeks = taken.get(line.children) ?? [];
      // Named is the week chosen first: the parent sees which earlier choice this one collides with.
      const chosenBefore = childWeeks.find((other) => datesOverlap(other, week));
      if (chosenBefore) add(field, 'booking.errors.same_week_twice', { child: name, week: localName(chosenBefore, lang) });
      taken.set(line.children, [...childWeeks, week]);
    }
  });
  return errors;
}
