import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { roles, userRoles } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { canGiveRoles } from '../../policies/user';
import { lockSuperadminHolders } from '../../repositories/users';
import { permissionsOfRoles } from '../roles/role-permissions';

/**
 * Gives an account exactly the named roles, in the caller's transaction. An unknown name is a 422 on `roles`;
 * so are a role with permissions the actor does not hold (decision 017) and taking the Superadmin role from
 * the last account that holds it.
 */
export async function replaceUserRoles(tx: Transaction, actor: Actor, userId: number, names: readonly string[]): Promise<void> {
  const found = names.length > 0 ? await tx.select({ id: roles.id }).from(roles).where(inArray(roles.name, [...names])) : [];
  if (found.length !== names.length) throw invalid({ roles: { key: 'users.unknown_role' } });
  const given = await permissionsOfRoles(tx, found.map((role) => role.id));
  if (!canGiveRoles(actor, given)) throw invalid({ roles: { key: 'users.role_above_you' } });
  const superadmin = await lockSuperadminHolders(tx);
  const losesSuperadmin = superadmin !== undefined && superadmin.userIds.includes(userId) && !found.some((role) => role.id === superadmin.roleId);
  if (losesSuperadmin && superadmin.userIds.length === 1) throw invalid({ roles: { key: 'users.last_superadmin' } });

  await tx.delete(userRoles).where(eq(userRoles.user_id, userId));
  if (found.length > 0) await tx.insert(userRoles).values(found.map((role) => ({ user_id: userId, role_id: role.id })));
}
