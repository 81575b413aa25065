import type { roleInputSchema } from '@app/domain';
import type { z } from 'zod';
import { transaction, type Database } from '../../db/client';
import { roles } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { canGrantPermissions } from '../../policies/role';
import { findRole, type RoleRows } from './find-role';
import { replaceRolePermissions } from './role-permissions';

export const NAME_TAKEN = { name: { key: 'roles.name_taken' } };

/** A new role with permissions the creator holds (decision 017); role names are unique (users' roles are named by them). */
export async function createRole(
  db: Database,
  input: { actor: Actor; now: Date; values: z.output<typeof roleInputSchema> },
): Promise<RoleRows> {
  const { actor, values, now } = input;
  if (!canGrantPermissions(actor, values.permissions)) throw invalid({ permissions: { key: 'roles.grant_own_only' } });
  try {
    const id = await transaction(db, async (tx) => {
      const [role] = await tx.insert(roles).values({ name: values.name, created_at: now }).returning({ id: roles.id });
      await replaceRolePermissions(tx, role!.id, values.permissions);
      return role!.id;
    });
    return findRole(db, { actor, id });
  } catch (error) {
    if (isUniqueViolation(error, 'roles_name_unique')) throw invalid(NAME_TAKEN);
    throw error;
  }
}
