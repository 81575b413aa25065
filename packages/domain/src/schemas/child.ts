import { z } from 'zod';
import { wallClock } from '../wall-clock';
import { GENDERS, language, personName, phone, plainText, PHONE_MAX_LENGTH, PHONE_PATTERN, taxCode } from './fields';

/**
 * A child of the signed-in parent's family: the child dialog of /my-family and POST / PUT
 * /api/my-family/children (public specification sections 2, 3 and 5). Birth and gender are never typed:
 * they are read from the tax code. The tax code is given once, when the child is created.
 */

export const SCHOOLS = ['kg_1', 'kg_2', 'kg_3', 'kg_4', 'gs_1', 'gs_2', 'gs_3', 'gs_4', 'gs_5', 'ms_1', 'ms_2', 'ms_3', 'other'] as const;
export type School = (typeof SCHOOLS)[number];

const optionalPhone = plainText()
  .trim()
  .max(PHONE_MAX_LENGTH)
  .nullish()
  .transform((value) => value || null)
  .pipe(z.string().regex(PHONE_PATTERN, 'invalid').nullable());

/** PUT /api/my-family/children/{id}: every field of the dialog but the tax code, which cannot change. */
export const childUpdateSchema = z.object({
  first_name: personName,
  last_name: personName,
  lang: language,
  phone,
  phone_child: optionalPhone,
  whatsapp_infos: z.boolean().default(false),
  school: z.enum(SCHOOLS, 'choice'),
  // Health data: the family always sees and edits its own (decisions.md section 11). Left out, it stays.
  with_diagnostics: z.boolean().optional(),
  risk_group: z.boolean().optional(),
});

/** POST /api/my-family/children. */
export const childCreateSchema = childUpdateSchema.extend({ tax: taxCode });
export type ChildCreateInput = z.input<typeof childCreateSchema>;
export type ChildUpdateInput = z.input<typeof childUpdateSchema>;

/** What every answer shows of a child, to the family and the back office alike: no health data. */
export const childFieldsSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  tax: z.string(),
  gender: z.enum(GENDERS),
  birth: z.string(),
  lang: z.enum(['de', 'it']),
  phone: z.string(),
  phone_child: z.string().nullable(),
  whatsapp_infos: z.boolean(),
  school: z.enum(SCHOOLS),
});

/** A child as its family sees it, health data included. */
export const familyChildSchema = childFieldsSchema.extend({
  with_diagnostics: z.boolean(),
  risk_group: z.boolean(),
  last_update: z.string(),
  needs_update: z.boolean(),
});
export type FamilyChild = z.infer<typeof familyChildSchema>;

/**
 * A child's data needs confirming when it was last confirmed before 1 January of the current year in the
 * organisation's time zone (decisions.md section 6): school year and phone numbers change yearly.
 */
export function childNeedsUpdate(lastUpdate: Date, now: Date, timeZone: string): boolean {
  return wallClock(lastUpdate, timeZone).year < wallClock(now, timeZone).year;
}
