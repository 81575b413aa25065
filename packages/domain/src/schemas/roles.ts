import { z } from 'zod';
import { PERMISSIONS, type Permission } from '../permissions';
import { requiredText } from './fields';
import { listQuerySchema } from './list';

/** The back-office role resource (back-office specification, sections 2, 3, 6 and 7). */

export const roleInputSchema = z.object({
  name: requiredText(100),
  permissions: z
    .array(z.enum(PERMISSIONS as readonly [Permission, ...Permission[]], 'choice'))
    .max(PERMISSIONS.length * 2)
    .default([])
    .transform((names) => [...new Set(names)].sort()),
});
export type RoleInput = z.input<typeof roleInputSchema>;

/** A row of the role list. */
export const roleListItemSchema = z.object({ id: z.number(), name: z.string(), users_count: z.number() });
export type RoleListItem = z.infer<typeof roleListItemSchema>;

/** One role in its form: its permissions and, for an actor with user.index, the accounts that hold it. */
export const roleSchema = z.object({
  id: z.number(),
  name: z.string(),
  permissions: z.array(z.string()),
  users: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })).optional(),
});
export type Role = z.infer<typeof roleSchema>;

export const ROLE_SORTABLE = ['name', 'users_count'] as const;
export type RoleSortKey = (typeof ROLE_SORTABLE)[number];
export const roleListQuerySchema = listQuerySchema({ sortable: ROLE_SORTABLE });
export type RoleListQuery = z.output<typeof roleListQuerySchema>;
