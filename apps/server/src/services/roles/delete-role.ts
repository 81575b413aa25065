import { eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { roles, userRoles } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { canDeleteRole, canEditRole } from '../../policies/role';
import { permissionsOfRoles } from './role-permissions';

/**
 * Deletes a role that nobody holds. A role still assigned is refused (409) rather than taken from its users:
 * silently removing what those accounts may do is a surprise the office should decide account by account.
 */
export async function deleteRole(db: Database, input: { actor: Actor; id: number }): Promise<void> {
  await transaction(db, async (tx) => {
    const [role] = await tx.select().from(roles).where(eq(roles.id, input.id)).for('update');
    if (!role) throw notFound();
    if (!canDeleteRole(role)) throw conflict('roles.fixed_role');
    if (!canEditRole(input.actor, { permissions: await permissionsOfRoles(tx, [role.id]) })) throw forbidden('roles.above_you');
    const [holder] = await tx.select({ user_id: userRoles.user_id }).from(userRoles).where(eq(userRoles.role_id, role.id)).limit(1);
    if (holder) throw conflict('roles.has_users');
    await tx.delete(roles).where(eq(roles.id, role.id));
  });
}
