import { z } from 'zod';
import { MAX_OFFER_HOURS } from '../offers';
import { OPTION_DEFINITIONS, type OptionKey } from '../options';
import { plainText } from './fields';
import { queryFlag, recordId } from './list';

/**
 * The back office's settings and overviews: the options page (rules per key, the save payload, the
 * uploads), the mail preview, the course overview and the dashboard.
 */

// ---------------------------------------------------------------- options

export type OptionKind = 'text' | 'url' | 'rich_text' | 'color' | 'image' | 'document' | 'flag' | 'integer';

export interface OptionRule {
  kind: OptionKind;
  /** Marked required on the options page (back-office specification, section 5). */
  required: boolean;
  /** The bounds of an integer option, both included. */
  min?: number;
  max?: number;
}

/** Set to "now" by POST /api/option/privacy-check-date only: a typed-in date could lock parents out for months. */
export const PRIVACY_CHECK_DATE_KEY = 'app_privacy_check_date_update' satisfies OptionKey;
/** Written by the bank statement import when staff map a CSV's columns (decision 023), not on the options page. */
export const BANK_CSV_MAPPING_KEY = 'bank_csv_mapping' satisfies OptionKey;
export type EditableOptionKey = Exclude<OptionKey, typeof PRIVACY_CHECK_DATE_KEY | typeof BANK_CSV_MAPPING_KEY>;

export const OPTION_RULES = {
  app_name: { kind: 'text', required: true },
  app_url: { kind: 'url', required: true },
  app_intro: { kind: 'rich_text', required: true },
  app_intro_it: { kind: 'rich_text', required: true },
  app_background: { kind: 'image', required: false },
  app_logo: { kind: 'image', required: false },
  app_footer: { kind: 'image', required: false },
  app_footer_1: { kind: 'image', required: false },
  app_color: { kind: 'color', required: true },
  app_privacy: { kind: 'document', required: false },
  photo_privacy: { kind: 'flag', required: true },
  email_footer: { kind: 'rich_text', required: true },
  email_footer_it: { kind: 'rich_text', required: true },
  // Address and place are printed on the payment confirmation as they are typed, line breaks included.
  payment_address: { kind: 'text', required: true },
  payment_address_it: { kind: 'text', required: true },
  payment_place: { kind: 'text', required: true },
  payment_place_it: { kind: 'text', required: true },
  payment_intro: { kind: 'rich_text', required: true },
  payment_intro_it: { kind: 'rich_text', required: true },
  payment_outro: { kind: 'rich_text', required: true },
  payment_outro_it: { kind: 'rich_text', required: true },
  payment_tax_code: { kind: 'text', required: false },
  payment_recipient: { kind: 'text', required: false },
  payment_stamp_duty: { kind: 'flag', required: true },
  payment_days: { kind: 'integer', required: true, min: 0, max: 365 },
  offer_hours: { kind: 'integer', required: true, min: 0, max: MAX_OFFER_HOURS },
  email_payment_reminder: { kind: 'rich_text', required: true },
  email_payment_reminder_it: { kind: 'rich_text', required: true },
  health_retention_months: { kind: 'integer', required: true, min: 1, max: 120 },
  account_retention_years: { kind: 'integer', required: true, min: 1, max: 10 },
  imprint_de: { kind: 'rich_text', required: true },
  imprint_it: { kind: 'rich_text', required: true },
  imprint_jd_de: { kind: 'rich_text', required: true },
  imprint_jd_it: { kind: 'rich_text', required: true },
} as const satisfies Record<EditableOptionKey, OptionRule>;

export function isEditableOptionKey(key: string): key is EditableOptionKey {
  return Object.hasOwn(OPTION_RULES, key);
}

export const OPTION_TEXT_MAX = 500;
export const OPTION_RICH_TEXT_MAX = 50_000;

/** The address of a file stored by this application (`/api/files/<uuid>/<name>`); group 1 is the id. */
export const STORED_FILE_URL = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/[\w.-]+)?$/;

/** Whether a value says anything: for rich text, whether any text is left without the tags. */
export function optionHasValue(kind: OptionKind, value: string): boolean {
  const text = kind === 'rich_text' ? value.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ') : value;
  return text.trim() !== '';
}

/**
 * What the payment confirmation prints about its issuer besides the logo: the organisation's name (also the
 * payee of transfers; the application's name stands in), address, tax code and the place of issue. A family
 * can download a confirmation before the office filled them, so the dashboard and the options page say which
 * are still empty (the Italian texts fall back to the German ones, so the German ones decide).
 */
export const CONFIRMATION_ISSUER_OPTIONS = ['payment_recipient', 'payment_address', 'payment_tax_code', 'payment_place'] as const satisfies readonly EditableOptionKey[];
export type ConfirmationIssuerOption = (typeof CONFIRMATION_ISSUER_OPTIONS)[number];

export function missingIssuerOptions(values: Partial<Record<OptionKey, string>>): ConfirmationIssuerOption[] {
  return CONFIRMATION_ISSUER_OPTIONS.filter((key) => !optionHasValue(OPTION_RULES[key].kind, values[key] ?? ''));
}

// The domain has neither DOM nor Node types, so no URL parser: a scheme, a host without user info, then no spaces.
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** The bounds of an integer option, both included; an integer rule without them takes any 0 or more. */
export function integerBounds(key: EditableOptionKey): { min: number; max: number } {
  const rule: OptionRule = OPTION_RULES[key];
  return { min: rule.min ?? 0, max: rule.max ?? 999_999 };
}

function kindSchema(key: EditableOptionKey, kind: OptionKind) {
  switch (kind) {
    case 'integer': {
      const { min, max } = integerBounds(key);
      // Stored as text like every option: the digits are checked, then the bounds, then written back without leading zeros.
      return z.string().regex(/^\d{1,6}$/, 'integer').transform(Number).pipe(z.int().min(min).max(max)).transform(String);
    }
    case 'text':
      return z.string().max(OPTION_TEXT_MAX);
    case 'rich_text':
      return z.string().max(OPTION_RICH_TEXT_MAX);
    case 'url':
      // Links are built as `${app_url}/path`: a trailing slash would double.
      return z.string().max(OPTION_TEXT_MAX).regex(HTTP_URL, 'invalid').transform((url) => url.replace(/\/+$/, ''));
    case 'color':
      return z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'invalid');
    case 'flag':
      return z.enum(['1', '0'], 'choice');
    case 'image':
    case 'document':
      // An upload of ours, nothing (removed), or the key's default (the bundled background picture).
      return z
        .string()
        .refine((url) => url === '' || url === OPTION_DEFINITIONS[key].default || STORED_FILE_URL.test(url), 'invalid');
  }
}

/** The value rules of one key, for the field of the options page and for the server. */
export function optionValueSchema(key: EditableOptionKey) {
  const { kind, required } = OPTION_RULES[key];
  return plainText({ multiLine: kind === 'text' || kind === 'rich_text' })
    .trim()
    .refine((value) => !required || optionHasValue(kind, value), { message: 'required', abort: true })
    .pipe(kindSchema(key, kind));
}

/**
 * POST /api/option: saves one key. The old client sends the row id along (null for a new one); the key
 * alone decides, since every key has exactly one row. Errors are on `key` (not an editable key) or `value`.
 */
export const optionInputSchema = z
  .object({
    id: z.int().nullish().meta({ description: 'Accepted for compatibility; the key decides which option is saved.' }),
    key: z.string(),
    value: z.string().nullish().meta({ description: 'null is read as an empty value (a removed image).' }),
  })
  .transform((input, ctx) => {
    if (!isEditableOptionKey(input.key)) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: 'choice' });
      return z.NEVER;
    }
    const parsed = optionValueSchema(input.key).safeParse(input.value ?? '');
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: ['value', ...issue.path] });
      return z.NEVER;
    }
    return { key: input.key, value: parsed.data };
  });
export type OptionInput = z.input<typeof optionInputSchema>;

export const optionSchema = z.object({ id: z.number(), key: z.string(), value: z.string() });
export type Option = z.infer<typeof optionSchema>;

/**
 * POST /api/option/upload takes one file in one of these multipart fields and answers `{data: url}`; the
 * options page then saves the URL into the field's option with POST /api/option. Images (PNG, JPEG, WebP) for
 * the image options, a PDF for the privacy document.
 */
export const OPTION_UPLOAD_FIELDS = {
  background: 'app_background',
  logo: 'app_logo',
  footer: 'app_footer',
  footer1: 'app_footer_1',
  file: 'app_privacy',
} as const satisfies Record<string, EditableOptionKey>;
export type OptionUploadField = keyof typeof OPTION_UPLOAD_FIELDS;

// ---------------------------------------------------------------- course e-mails and their preview

/** The e-mail texts of a course, by the path segment of the mail preview (`/mail-preview/{courseId}/{kind}`). */
export const COURSE_EMAIL_KINDS = ['new', 'new-waiting', 'waiting', 'deleted', 'payed'] as const;
export type CourseEmailKind = (typeof COURSE_EMAIL_KINDS)[number];

/** What a course e-mail text may contain as `{name}` (decisions.md section 5). */
export const COURSE_EMAIL_PLACEHOLDERS = [
  'parent_name',
  'child_name',
  'course_name',
  'week_name',
  'week_from',
  'week_to',
  'day_type',
  'price',
  'open_amount',
  'bank_name',
  'bank_iban',
  // The booking's reference `SPW-<id>-<check>`: what the family writes as the transfer's reason (decision 022).
  'payment_reference',
] as const;
export type CourseEmailPlaceholder = (typeof COURSE_EMAIL_PLACEHOLDERS)[number];

/**
 * What the payment reminder (options email_payment_reminder, _it; decision 026) may contain as `{name}`: one
 * e-mail per booking, so the amounts and the reference are the booking's and the registrations are listed.
 */
export const PAYMENT_REMINDER_PLACEHOLDERS = [
  'parent_name',
  'open_amount',
  'booking_reference',
  'due_date',
  // One line per open registration: child, course, week with its dates, what is open.
  'registrations',
  'payee',
  'bank_iban',
  'family_link',
] as const;
export type PaymentReminderPlaceholder = (typeof PAYMENT_REMINDER_PLACEHOLDERS)[number];

export const mailPreviewParamsSchema = z.object({ courseId: recordId, kind: z.enum(COURSE_EMAIL_KINDS) });

// ---------------------------------------------------------------- course overview

/** A query parameter left empty by a form is no filter. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const isoDate = z.iso.date('date');

/** GET /api/course-overview: the active courses of every year unless asked otherwise, optionally narrowed. */
export const courseOverviewQuerySchema = z
  .object({
    active: optionalParam(queryFlag).meta({ description: '1 (default): active courses; 0: the inactive ones.' }),
    municipality: optionalParam(plainText().trim().max(100)).meta({ description: 'The place of the location, as offered in `filters.places`.' }),
    topic: optionalParam(recordId).meta({ description: 'A course type id.' }),
    from: optionalParam(isoDate).meta({ description: 'Period start (YYYY-MM-DD): courses with a week ending on or after it.' }),
    to: optionalParam(isoDate).meta({ description: 'Period end (YYYY-MM-DD): courses with a week starting on or before it.' }),
    year: optionalParam(z.coerce.number().int('invalid').min(2000).max(2100)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'invalid' });
export type CourseOverviewQuery = z.output<typeof courseOverviewQuerySchema>;

const namedSchema = z.object({ id: z.number(), name: z.string(), name_it: z.string() });

export const courseOverviewCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_it: z.string(),
  year: z.number(),
  active: z.boolean(),
  image: z.string().nullable(),
  location: namedSchema.extend({ place: z.string().nullable() }).nullable(),
  course_type: namedSchema.nullable(),
  /** First and last day of the weeks (YYYY-MM-DD); the course's own dates while it has no weeks. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  week_count: z.number(),
  /** Totals over the weeks: confirmed and waiting registrations against the places. */
  registered: z.number(),
  max_participants: z.number(),
  waiting: z.number(),
  waiting_list: z.number(),
});
export type CourseOverviewCard = z.infer<typeof courseOverviewCardSchema>;

export const courseOverviewSchema = z.object({
  data: z.array(courseOverviewCardSchema),
  /** The choices of the filters: what the active courses (of the year, when filtered) have. */
  filters: z.object({ places: z.array(z.string()), course_types: z.array(namedSchema) }),
});
export type CourseOverview = z.infer<typeof courseOverviewSchema>;

// ---------------------------------------------------------------- dashboard

/** The two export links of the dashboard (decisions.md section 8), titled by `settings.dashboard.links.<key>`. */
export const DASHBOARD_EXPORTS = [
  { key: 'payments', link: '/export/payments' },
  { key: 'registrations', link: '/excelExport/active' },
] as const;

export const dashboardSchema = z.object({
  data: z.object({
    /** Confirmed, not deleted registrations in active courses. */
    registrations: z.number(),
    /** Waiting, not deleted registrations in active courses. */
    waiting_list: z.number(),
    /** The exports the reader may download (`EXPORT_PERMISSION`); none without it. */
    links: z.array(z.object({ title: z.string(), link: z.string() })),
    /** The issuer data of the payment confirmation still empty. */
    missing_options: z.array(z.enum(CONFIRMATION_ISSUER_OPTIONS)),
    /** Bookings past their payment deadline with something still open (decision 026); the list's payment=overdue. */
    overdue_bookings: z.number(),
    /** Offers of a place from a waiting list the families have not decided yet (issue 36). */
    open_offers: z.number(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>['data'];
