import { z } from 'zod';
import { checkNewPassword, userProfileFields, userSchema } from './account';
import { email, plainText, requiredText } from './fields';
import { listQuerySchema } from './list';

/**
 * The back-office user resource (back-office specification, sections 2, 3 and 7): the list, creating an
 * account and editing one with its roles. Roles are named by their (unique) names, as the answers list them.
 */

const roleNames = z
  .array(plainText().trim().min(1).max(100))
  .max(100)
  .transform((names) => [...new Set(names)]);

/**
 * POST /api/user. Without a password the server generates one and answers it once (`data.password`);
 * a typed password needs its confirmation.
 */
export const userCreateSchema = z
  .object({
    name: requiredText(200),
    email,
    password: userProfileFields.password,
    password_confirmation: userProfileFields.password_confirmation,
    roles: roleNames.default([]),
  })
  .superRefine(checkNewPassword);
export type UserCreateInput = z.input<typeof userCreateSchema>;

/**
 * PUT /api/user/{id}: the profile fields plus the roles. An e-mail or roles that differ from the stored ones
 * need user.create; the roles of an account linked to a parent stay as they are.
 */
export const userUpdateSchema = z.object({ ...userProfileFields, roles: roleNames.optional() }).superRefine(checkNewPassword);
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** The answer of POST /api/user: the generated password appears here once and is stored only hashed. */
export const createdUserSchema = userSchema.extend({ password: z.string().optional() });
export type CreatedUser = z.infer<typeof createdUserSchema>;

export const USER_SORTABLE = ['name', 'email'] as const;
export type UserSortKey = (typeof USER_SORTABLE)[number];
export const userListQuerySchema = listQuerySchema({ sortable: USER_SORTABLE });
export type UserListQuery = z.output<typeof userListQuerySchema>;
