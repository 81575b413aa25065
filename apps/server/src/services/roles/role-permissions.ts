import type { Permission } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { permissions, rolePermissions } from '../../db/schema';

/** Gives a role exactly these permissions (names the schema has checked against the code's list). */
export async function replaceRolePermissions(tx: Transaction, roleId: number, names: readonly Permission[]): Promise<void> {
  await tx.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  if (names.length === 0) return;
  const rows = await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, [...names]));
  await tx.insert(rolePermissions).values(rows.map((row) => ({ role_id: roleId, permission_id: row.id })));
}

/** The names of every permission the roles grant together. */
export async function permissionsOfRoles(db: Executor, roleIds: readonly number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(inArray(rolePermissions.role_id, [...roleIds]));
  return rows.map((row) => row.name);
}
