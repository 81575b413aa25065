import { holdsEveryPermission, type roleInputSchema } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { transaction, type Database } from '../../db/client';
import { roles } from '../../db/schema';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { canEditRole, canGrantPermissions, canHoldPermissions, canRenameRole } from '../../policies/role';
import { NAME_TAKEN } from './create-role';
import { findRole, type RoleRows } from './find-role';
import { permissionsOfRoles, replaceRolePermissions } from './role-permissions';

/**
 * Renames a role and sets its permissions (policies/role: Superadmin and Parent keep their names, Superadmin
 * every permission and Parent exactly its own; only a role within the editor's own permissions, and only with
 * permissions the editor holds). The accounts holding the role have the new permissions from their next request
 * on: the permissions are read from the database with every request (plugins/auth).
 */
export async function updateRole(
  db: Database,
  input: { actor: Actor; now: Date; id: number; values: z.output<typeof roleInputSchema> },
): Promise<RoleRows> {
  const { actor, id, values } = input;
  try {
    await transaction(db, async (tx) => {
      const [role] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
      if (!role) throw notFound();
      if (!canEditRole(actor, { permissions: await permissionsOfRoles(tx, [role.id]) })) throw forbidden('roles.above_you');
      const refused = {
        ...(!canGrantPermissions(actor, values.permissions) ? { permissions: { key: 'roles.grant_own_only' } } : {}),
        ...(values.name !== role.name && !canRenameRole(role) ? { name: { key: 'roles.fixed_name' } } : {}),
        ...(!canHoldPermissions(role, values.permissions)
          ? { permissions: { key: holdsEveryPermission(role.name) ? 'roles.every_permission' : 'roles.family_permissions' } }
          : {}),
      };
      if (Object.keys(refused).length > 0) throw invalid(refused);
      await tx.update(roles).set({ name: values.name }).where(eq(roles.id, id));
      await replaceRolePermissions(tx, id, values.permissions);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'roles_name_unique')) throw invalid(NAME_TAKEN);
    throw error;
  }
  return findRole(db, { actor, id });
}
