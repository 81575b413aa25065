import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { canSeeRoleHolders } from '../../policies/role';

export interface RoleRows {
  role: typeof roles.$inferSelect;
  permissions: string[];
  /** Absent for an actor who may not see them (`canSeeRoleHolders`). */
  users?: { id: number; name: string; email: string }[];
}

/** One role with the names of its permissions and, for an actor who may see them, the accounts that hold it. */
export async function findRole(db: Executor, input: { actor: Actor; id: number }): Promise<RoleRows> {
  const [role] = await db.select().from(roles).where(eq(roles.id, input.id)).limit(1);
  if (!role) throw notFound();
  const granted = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(rolePermissions.role_id, role.id))
    .orderBy(asc(permissions.name));
  if (!canSeeRoleHolders(input.actor)) return { role, permissions: granted.map((row) => row.name) };
  const holders = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(eq(userRoles.role_id, role.id))
    .orderBy(asc(users.name), asc(users.id));
  return { role, permissions: granted.map((row) => row.name), users: holders };
}
