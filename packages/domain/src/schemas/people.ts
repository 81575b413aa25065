import { z } from 'zod';
import { DAY_TYPES } from './booking';
import { childCreateSchema, childFieldsSchema, childUpdateSchema } from './child';
import { email, GENDERS, language, nullableText, personName, photoConsent, PHONE_MAX_LENGTH, PHONE_PATTERN, plainText, requiredText, taxCode } from './fields';
import { chosenId, listQuerySchema, MAX_SEARCH_LENGTH } from './list';

/**
 * The back office's people (parents) and children (back-office specification sections 2, 3, 5 and 7,
 * decisions.md sections 6, 11 and 12). The field rules are the family area's (schemas/child.ts, fields.ts);
 * only what differs for staff is written here.
 */

// ---------------------------------------------------------------- children

/** A parent as a child's row names it: a link to the person with its place. */
export const childParentSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  place: z.string().nullable(),
});
export type ChildParent = z.infer<typeof childParentSchema>;

/**
 * A child in the back office's list: no health field (the list shows none, so it hands none out).
 */
export const adminChildSchema = childFieldsSchema.extend({ parents: z.array(childParentSchema) });
export type AdminChild = z.infer<typeof adminChildSchema>;

export const CHILD_SORTABLE = ['first_name', 'last_name', 'tax', 'birth'] as const;
export type ChildSortKey = (typeof CHILD_SORTABLE)[number];
/**
 * GET /api/child: searched in first name, last name and tax code. The register-child dialog asks for
 * `search` with `itemsPerPage=10` (specification section 9).
 */
export const childListQuerySchema = listQuerySchema({ sortable: CHILD_SORTABLE });
export type ChildListQuery = z.output<typeof childListQuerySchema>;

/**
 * POST /api/child: the family's child fields (tax code once, birth and gender read from it) and the parent
 * the child is created for. Health fields are read only from roles with child.health.
 */
export const adminChildCreateSchema = childCreateSchema.extend({
  parent_id: chosenId('required'),
});
export type AdminChildCreateInput = z.input<typeof adminChildCreateSchema>;
/** PUT /api/child/{id}: as the family's dialog, the tax code cannot change; parents change on their own calls. */
export const adminChildUpdateSchema = childUpdateSchema;
export type AdminChildUpdateInput = z.input<typeof adminChildUpdateSchema>;

/** POST /api/child/{id}/parents: a second (further) parent for the child. */
export const childParentLinkSchema = z.object({
  parent_id: chosenId('required'),
});

/** A registration of a child as the back office's child form and person page list it. */
export const adminChildRegistrationSchema = z.object({
  id: z.number(),
  child: z.object({ id: z.number(), display_name: z.string() }),
  course: z.object({ id: z.number(), name: z.string(), name_it: z.string() }),
  courseWeek: z.object({ id: z.number(), name: z.string(), name_it: z.string(), from: z.string(), to: z.string() }),
  day_type: z.enum(DAY_TYPES),
  is_waiting: z.boolean(),
  /** The week ends today or later (the "current" tab); otherwise it belongs to the history. */
  current: z.boolean(),
  // What the family told about the child's health for this booking: only for child.health, else absent.
  medicaments: z.string().nullable().optional(),
  incompatibilities: z.string().nullable().optional(),
  allergies: z.string().nullable().optional(),
  /** When the retention job erased the health answers (decision 024). */
  health_erased_at: z.string().nullable(),
});
export type AdminChildRegistration = z.infer<typeof adminChildRegistrationSchema>;

/** GET /api/child/{id}: the child with its current course weeks (not deleted, ending today or later). */
/**
 * The child form: the health fields are present only for roles holding child.health (decisions.md section 11):
 * without it they are absent, not null.
 */
export const adminChildDetailSchema = adminChildSchema.extend({
  with_diagnostics: z.boolean().optional(),
  risk_group: z.boolean().optional(),
  course_weeks: z.array(adminChildRegistrationSchema),
});
export type AdminChildDetail = z.infer<typeof adminChildDetailSchema>;

// ---------------------------------------------------------------- people (parents)

/**
 * POST and PUT /api/parent: the person's fields (section 3) with the required ones of section 5. Birth and
 * gender are read from the tax code, as everywhere. Phone is optional here: families that call the office
 * may have given only one number, which then belongs to the child.
 */
export const personInputSchema = z.object({
  first_name: personName,
  last_name: personName,
  address: requiredText(200),
  plz: nullableText(10),
  place: nullableText(100),
  tax: taxCode,
  email,
  phone: nullableText(PHONE_MAX_LENGTH).pipe(z.string().regex(PHONE_PATTERN, 'invalid').nullable()),
  lang: language,
  privacy_photo: photoConsent.optional(),
});
export type PersonInput = z.input<typeof personInputSchema>;
export type PersonValues = z.output<typeof personInputSchema>;

export const personChildSchema = z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), display_name: z.string() });

export const adminPersonSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  address: z.string().nullable(),
  plz: z.string().nullable(),
  place: z.string().nullable(),
  tax: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birth: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  lang: z.enum(['de', 'it']),
  privacy_photo: z.enum(['yes', 'no']),
  privacy_photo_accept_at: z.string().nullable(),
  /** The person signs in (a parent's account is linked); staff-created families may have none yet. */
  has_login: z.boolean(),
  childrens: z.array(personChildSchema),
  childrens_length: z.number(),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

/**
 * GET /api/parent/{id}: the show page, with every registration of the person's children (not deleted) and the
 * signature of the privacy consent: the drawn image (a private file) or the name the parent typed instead.
 */
export const adminPersonDetailSchema = adminPersonSchema.extend({
  registrations: z.array(adminChildRegistrationSchema),
  signature_file_id: z.string().nullable(),
  typed_signature: z.string().nullable(),
});
export type AdminPersonDetail = z.infer<typeof adminPersonDetailSchema>;

export const PERSON_SORTABLE = ['first_name', 'last_name', 'tax', 'email', 'place', 'childrens_length'] as const;
export type PersonSortKey = (typeof PERSON_SORTABLE)[number];
/** GET /api/parent: searched in first and last name, tax code, e-mail and place. */
export const personListQuerySchema = listQuerySchema({ sortable: PERSON_SORTABLE });
export type PersonListQuery = z.output<typeof personListQuerySchema>;

export const PARENT_SEARCH_MIN_LENGTH = 2;
export const PARENT_PICKER_SIZE = 20;
/**
 * GET /api/child/parents: the parent picker of the child form, open to roles that may only write children
 * (issue 21). So it is a picker, not a list of people: it answers only for a name typed (at least
 * PARENT_SEARCH_MIN_LENGTH letters), at most PARENT_PICKER_SIZE people, each with what tells namesakes apart
 * on screen (the place) and never contact data or tax code.
 */
export const parentPickerQuerySchema = z.object({
  search: plainText()
    .trim()
    .max(MAX_SEARCH_LENGTH)
    .optional()
    .meta({ description: `First or last name (every word must appear in one); shorter than ${PARENT_SEARCH_MIN_LENGTH} letters it finds nobody.` }),
});
export const parentOptionSchema = childParentSchema;
export type ParentOption = z.infer<typeof parentOptionSchema>;
export const parentOptionsAnswerSchema = z.object({ data: z.array(parentOptionSchema) });
