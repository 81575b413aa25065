import { z } from 'zod';
import { SCHOOLS } from './child';
import { listQuerySchema } from './list';

/**
 * The back office's people (parents) and children (back-office specification sections 2, 3, 5 and 7,
 * decisions.md sections 6, 11 and 12). The field rules are the family area's (schemas/child.ts, fields.ts);
 * only what differs for staff is written here.
 */

const GENDERS = ['m', 'f', 's'] as const;

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
 * A child in the back office. The health fields are present only for roles holding child.health
 * (decisions.md section 11): without it they are absent, not null.
 */
export const adminChildSchema = z.object({
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
  with_diagnostics: z.boolean().optional(),
  risk_group: z.boolean().optional(),
  parents: z.array(childParentSchema),
});
export type AdminChild = z.infer<typeof adminChildSchema>;

export const CHILD_SORTABLE = ['first_name', 'last_name', 'tax', 'birth'] as const;
export type ChildSortKey = (typeof CHILD_SORTABLE)[number];
/**
 * GET /api/child: searched in first name, last name and tax code. The register-child dialog asks for
 * `search` with `itemsPerPage=10` (specification section 9).
 */
export const childListQuerySchema = listQuerySchema({ sortable: CHILD_SORTABLE });
export type ChildListQuery = z.output<typeof childListQuerySchema>;
