import { z } from 'zod';
import { isWholeCents } from '../money';
import { WEEK_STATES } from '../week-state';
import { nullableText, plainText, requiredText } from './fields';
import { chosenId, listQuerySchema, optionalChosenId, queryFlag } from './list';

/**
 * Courses and their weeks (back-office specification, sections 2, 3, 5 and 7): the payloads of the course
 * form and the week dialog (validated by the form and again by the route), the records the API answers with,
 * and the course list query. Whether referenced records and files exist, and what the week's registrations
 * allow, is checked by the server.
 */

// Rules the catalogue's generic texts cannot express name a key of the course section.
const MESSAGE = {
  iban: 'course.validation.iban_invalid',
  registerToBeforeFrom: 'course.validation.register_to_before_register_from',
  toBeforeFrom: 'course.validation.to_before_from',
  cents: 'course.validation.price_cents',
  dayType: 'course.validation.day_type_required',
} as const;

export const COURSE_YEAR_MIN = 2000;
export const COURSE_YEAR_MAX = 2100;
/** The largest amount numeric(10, 2) holds. */
const PRICE_MAX = 99_999_999.99;
const CAPACITY_MAX = 100_000;
const RICH_TEXT_MAX = 50_000;

/** Rich text as the editor sends it; the server sanitises it before storing. */
const richText = plainText({ multiLine: true })
  .max(RICH_TEXT_MAX)
  .nullish()
  .transform((html) => html || null);

const isoDate = z.iso.date('date');
const requiredDate = z.string('required').trim().min(1, 'required').pipe(isoDate);
const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((text) => text || null)
  .pipe(isoDate.nullable());

/** 'HH:mm' (24 hours); 'HH:mm:ss' is accepted and cut to minutes. */
const optionalTime = z
  .string()
  .trim()
  .nullish()
  .transform((text) => text || null)
  .pipe(
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'invalid')
      .transform((time) => time.slice(0, 5))
      .nullable(),
  );

const capacity = z.int().min(0).max(CAPACITY_MAX);

const price = z
  .number()
  .min(0)
  .max(PRICE_MAX)
  .refine(isWholeCents, MESSAGE.cents)
  .nullish()
  .transform((amount) => amount ?? null);

/** An upload of POST /api/course/upload, by its id; null removes the file. */
const fileId = z
  .uuid('invalid')
  .nullish()
  .transform((id) => id ?? null);

/** IBANs are typed with spaces and in any case; the check digits (ISO 13616, mod 97) catch typing errors. */
function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

function ibanChecksumValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const iban = z
  .string('required')
  .transform(normalizeIban)
  .pipe(z.string().min(1, 'required').max(34).refine(ibanChecksumValid, MESSAGE.iban));

const isIsoDate = (value: unknown): value is string => isoDate.safeParse(value).success;

/** `later` on or after `earlier`, reported on `field`; skipped while either date is missing or wrong itself. */
function checkOrder(context: z.RefinementCtx, earlier: unknown, later: unknown, field: string, message: string) {
  if (isIsoDate(earlier) && isIsoDate(later) && later < earlier) {
    context.addIssue({ code: 'custom', message, path: [field] });
  }
}

function requireWhen(context: z.RefinementCtx, condition: boolean, values: Record<string, unknown>) {
  if (!condition) return;
  for (const [field, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') context.addIssue({ code: 'custom', message: 'required', path: [field] });
  }
}

// ---------------------------------------------------------------- course

export const COURSE_EMAIL_FIELDS = [
  'email_new',
  'email_new_it',
  'email_new_waiting',
  'email_new_waiting_it',
  'email_waiting',
  'email_waiting_it',
  'email_deleted',
  'email_deleted_it',
  'email_payed',
  'email_payed_it',
] as const;
export type CourseEmailField = (typeof COURSE_EMAIL_FIELDS)[number];

export const DAY_TYPE_LABELS = ['label_half_day_de', 'label_half_day_it', 'label_full_day_de', 'label_full_day_it'] as const;

/** The rich texts of a course: the editor's HTML, which the server cleans before storing. */
export const COURSE_RICH_TEXT_FIELDS = ['description', 'description_it', 'info', 'info_it', ...COURSE_EMAIL_FIELDS] as const;

const richTexts = Object.fromEntries(COURSE_RICH_TEXT_FIELDS.map((field) => [field, richText])) as Record<
  (typeof COURSE_RICH_TEXT_FIELDS)[number],
  typeof richText
>;

/**
 * The fields the stored course, its answer and the course form hold alike (the columns carry the form's names,
 * decision 004): the answer passes them on as stored and the form takes them as answered. What differs by side
 * is named where it is converted: the start time (seconds cut), the texts and the files.
 */
export const COURSE_VALUE_FIELDS = [
  'name',
  'name_it',
  'active',
  'course_type_id',
  'location_id',
  'course_category_id',
  'register_from',
  'register_to',
  'from',
  'to',
  'year',
  'max_participants',
  'waiting_list',
  'multiple_course_week_registration',
  'price',
  'custom_field',
  'custom_field_2',
  'custom_field_3',
  'disable_swimming_help',
  'disable_leave_alone',
] as const;

/** The course's optional texts: null when empty in the row and the answer, '' in the form's inputs. */
export const COURSE_TEXT_FIELDS = [
  'custom_field_de',
  'custom_field_it',
  'custom_field_2_de',
  'custom_field_2_it',
  'custom_field_3_de',
  'custom_field_3_it',
  ...DAY_TYPE_LABELS,
  'bank_name',
  'bank_iban',
  ...COURSE_RICH_TEXT_FIELDS,
] as const;

/**
 * POST /api/course and PUT /api/course/{id}. PUT takes the whole form like POST; only `active` may be left
 * out, and then stays as it is (it is switched with changeActive; a new course starts inactive).
 *
 * The specification's form has a "custom labels" switch; there is no column for it: the day types carry their
 * own labels exactly when the four label texts are set. So when any of them is given all four are required,
 * and the form shows its switch on when a course has labels and clears the four texts when it is switched off.
 */
export const courseInputSchema = z
  .object({
    name: requiredText(200),
    name_it: requiredText(200),
    active: z.boolean().optional(),
    course_type_id: optionalChosenId,
    location_id: optionalChosenId,
    course_category_id: optionalChosenId,
    register_from: optionalDate,
    register_from_time: optionalTime,
    register_to: optionalDate,
    from: optionalDate,
    to: optionalDate,
    year: z.int().min(COURSE_YEAR_MIN).max(COURSE_YEAR_MAX),
    max_participants: capacity,
    waiting_list: capacity.default(0),
    multiple_course_week_registration: z.boolean().default(false),
    price,
    custom_field: z.boolean().default(false),
    custom_field_de: nullableText(200),
    custom_field_it: nullableText(200),
    custom_field_2: z.boolean().default(false),
    custom_field_2_de: nullableText(200),
    custom_field_2_it: nullableText(200),
    custom_field_3: z.boolean().default(false),
    custom_field_3_de: nullableText(200),
    custom_field_3_it: nullableText(200),
    disable_swimming_help: z.boolean().default(false),
    disable_leave_alone: z.boolean().default(false),
    label_half_day_de: nullableText(100),
    label_half_day_it: nullableText(100),
    label_full_day_de: nullableText(100),
    label_full_day_it: nullableText(100),
    bank_name: requiredText(200),
    bank_iban: iban,
    ...richTexts,
    image_id: fileId,
    program_id: fileId,
  })
  .superRefine((course, context) => {
    requireWhen(context, course.custom_field, { custom_field_de: course.custom_field_de, custom_field_it: course.custom_field_it });
    requireWhen(context, course.custom_field_2, { custom_field_2_de: course.custom_field_2_de, custom_field_2_it: course.custom_field_2_it });
    requireWhen(context, course.custom_field_3, { custom_field_3_de: course.custom_field_3_de, custom_field_3_it: course.custom_field_3_it });
    const labels = Object.fromEntries(DAY_TYPE_LABELS.map((field) => [field, course[field]]));
    requireWhen(context, Object.values(labels).some(Boolean), labels);
    checkOrder(context, course.register_from, course.register_to, 'register_to', MESSAGE.registerToBeforeFrom);
    checkOrder(context, course.from, course.to, 'to', MESSAGE.toBeforeFrom);
  });
export type CourseInput = z.input<typeof courseInputSchema>;
export type CourseValues = z.output<typeof courseInputSchema>;

// ---------------------------------------------------------------- course week

/** As COURSE_VALUE_FIELDS, for a week and its dialog. */
export const COURSE_WEEK_VALUE_FIELDS = [
  'name',
  'name_it',
  'register_from',
  'register_to',
  'from',
  'to',
  'max_participants',
  'waiting_list',
  'half_day',
  'price_half_day',
  'full_day',
  'price',
] as const;

/** The week's texts, rich texts of the editor: null when empty in the row and the answer, '' in the dialog. */
export const COURSE_WEEK_TEXT_FIELDS = ['time_info_de', 'time_info_it'] as const;

const courseWeekShape = {
  name: requiredText(200),
  name_it: requiredText(200),
  register_from: optionalDate,
  register_from_time: optionalTime,
  register_to: optionalDate,
  from: requiredDate,
  to: requiredDate,
  max_participants: capacity,
  waiting_list: capacity.default(0),
  half_day: z.boolean().default(false),
  price_half_day: price,
  full_day: z.boolean().default(false),
  price,
  time_info_de: richText,
  time_info_it: richText,
  program_id: fileId,
};

/**
 * The registration dates are compared only when the week sets both: an unset one falls back to the course's
 * (week-state.ts), which the course form has checked already.
 */
function checkWeek(week: z.output<z.ZodObject<typeof courseWeekShape>>, context: z.RefinementCtx) {
  if (!week.half_day && !week.full_day) context.addIssue({ code: 'custom', message: MESSAGE.dayType, path: ['full_day'] });
  requireWhen(context, week.half_day, { price_half_day: week.price_half_day });
  requireWhen(context, week.full_day, { price: week.price });
  checkOrder(context, week.register_from, week.register_to, 'register_to', MESSAGE.registerToBeforeFrom);
  checkOrder(context, week.from, week.to, 'to', MESSAGE.toBeforeFrom);
}

/** PUT /api/courseWeek/{id}: a week stays in its course, so a `course_id` sent along is ignored. */
export const courseWeekInputSchema = z.object(courseWeekShape).superRefine(checkWeek);
export type CourseWeekInput = z.input<typeof courseWeekInputSchema>;
export type CourseWeekValues = z.output<typeof courseWeekInputSchema>;

/** POST /api/courseWeek: the week dialog's fields and the course it belongs to. */
export const courseWeekCreateSchema = z
  .object({ ...courseWeekShape, course_id: chosenId() })
  .superRefine(checkWeek);
export type CourseWeekCreateInput = z.input<typeof courseWeekCreateSchema>;

// ---------------------------------------------------------------- answers

/** A stored upload as courses and weeks show it: `url` opens or downloads it. */
export const courseFileSchema = z.object({ id: z.string(), url: z.string(), name: z.string() });
export type CourseFile = z.infer<typeof courseFileSchema>;

/** POST /api/course/upload */
export const courseUploadSchema = courseFileSchema.extend({ mime_type: z.string() });
export type CourseUpload = z.infer<typeof courseUploadSchema>;

export const courseWeekSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  name: z.string(),
  name_it: z.string(),
  from: z.string(),
  to: z.string(),
  register_from: z.string().nullable(),
  register_from_time: z.string().nullable(),
  register_to: z.string().nullable(),
  max_participants: z.number(),
  waiting_list: z.number(),
  half_day: z.boolean(),
  price_half_day: z.number().nullable(),
  full_day: z.boolean(),
  price: z.number().nullable(),
  time_info_de: z.string().nullable(),
  time_info_it: z.string().nullable(),
  program: courseFileSchema.nullable(),
  /** Confirmed, non-deleted registrations. */
  registered: z.number(),
  /** Non-deleted registrations on the waiting list, without those offered a place. */
  waiting: z.number(),
  /** Open offers of a place (issue 36): each holds a place. */
  offered: z.number(),
  state: z.enum(WEEK_STATES),
  full: z.boolean(),
  free_places: z.number(),
});
export type CourseWeek = z.infer<typeof courseWeekSchema>;

const nullableString = z.string().nullable();

export const courseSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_it: z.string(),
  active: z.boolean(),
  course_type_id: z.number().nullable(),
  location_id: z.number().nullable(),
  course_category_id: z.number().nullable(),
  register_from: nullableString,
  register_from_time: nullableString,
  register_to: nullableString,
  from: nullableString,
  to: nullableString,
  year: z.number(),
  max_participants: z.number(),
  waiting_list: z.number(),
  multiple_course_week_registration: z.boolean(),
  price: z.number().nullable(),
  custom_field: z.boolean(),
  custom_field_de: nullableString,
  custom_field_it: nullableString,
  custom_field_2: z.boolean(),
  custom_field_2_de: nullableString,
  custom_field_2_it: nullableString,
  custom_field_3: z.boolean(),
  custom_field_3_de: nullableString,
  custom_field_3_it: nullableString,
  disable_swimming_help: z.boolean(),
  disable_leave_alone: z.boolean(),
  label_half_day_de: nullableString,
  label_half_day_it: nullableString,
  label_full_day_de: nullableString,
  label_full_day_it: nullableString,
  bank_name: nullableString,
  bank_iban: nullableString,
  description: nullableString,
  description_it: nullableString,
  info: nullableString,
  info_it: nullableString,
  image: courseFileSchema.nullable(),
  program: courseFileSchema.nullable(),
  ...(Object.fromEntries(COURSE_EMAIL_FIELDS.map((field) => [field, nullableString])) as Record<CourseEmailField, typeof nullableString>),
  course_weeks: z.array(courseWeekSchema),
});
export type Course = z.infer<typeof courseSchema>;

const namedSchema = z.object({ id: z.number(), name: z.string(), name_it: z.string() });

/** A row of the course list. */
export const courseListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_it: z.string(),
  active: z.boolean(),
  year: z.number(),
  from: nullableString,
  to: nullableString,
  location: namedSchema.nullable(),
  course_type: namedSchema.nullable(),
  week_count: z.number(),
  image: courseFileSchema.nullable(),
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;

// ---------------------------------------------------------------- list

export const COURSE_SORTABLE = [
  'name',
  'name_it',
  'year',
  'from',
  'to',
  'active',
  'location_name',
  'course_type_name',
  'week_count',
] as const;
export type CourseSortKey = (typeof COURSE_SORTABLE)[number];
export const courseListQuerySchema = listQuerySchema({
  sortable: COURSE_SORTABLE,
  filters: {
    active: queryFlag.optional().meta({ description: '1: only active courses (the list screen starts with it); 0: only inactive ones.' }),
    year: z.coerce.number().int('invalid').min(COURSE_YEAR_MIN).max(COURSE_YEAR_MAX).optional().meta({ description: 'Only courses of this year.' }),
  },
});
export type CourseListQuery = z.output<typeof courseListQuerySchema>;
