import { lockedPermissions, PERMISSIONS, RENAMED_PERMISSIONS, SEEDED_ROLES, type Permission } from '@app/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import { permissions, rolePermissions, roles } from '../schema';

/**
 * A permission renamed in the code keeps its grants: the row is renamed, or, when the new name was stored
 * already, every role holding the old one gets the new one before the old row goes.
 */
async function renamePermissions(tx: Transaction): Promise<void> {
  for (const [oldName, newName] of Object.entries(RENAMED_PERMISSIONS)) {
    const [old] = await tx.select().from(permissions).where(eq(permissions.name, oldName)).limit(1);
    if (!old) continue;
    const [current] = await tx.select().from(permissions).where(eq(permissions.name, newName)).limit(1);
    if (!current) {
      await tx.update(permissions).set({ name: newName }).where(eq(permissions.id, old.id));
      continue;
    }
    const holders = await tx.select({ role_id: rolePermissions.role_id }).from(rolePermissions).where(eq(rolePermissions.permission_id, old.id));
    if (holders.length > 0) {
      await tx
        .insert(rolePermissions)
        .values(holders.map(({ role_id: roleId }) => ({ role_id: roleId, permission_id: current.id })))
        .onConflictDoNothing();
    }
    await tx.delete(permissions).where(eq(permissions.id, old.id));
  }
}

/**
 * Makes the permission table match the code's list, creates the seeded roles when missing and brings
 * Superadmin and Parent to their locked permissions (every one; exactly the families'), also a Parent widened
 * before that was refused (issue 33). Other roles that staff edited keep their choices.
 */
export async function syncRolesAndPermissions(tx: Transaction): Promise<void> {
  await renamePermissions(tx);
  await tx
    .insert(permissions)
    .values(PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing({ target: permissions.name });
  const allPermissions = await tx.select().from(permissions);
  const idOf = new Map(allPermissions.map((p) => [p.name, p.id]));
  const known: readonly string[] = PERMISSIONS;
  const unknown = allPermissions.filter((p) => !known.includes(p.name)).map((p) => p.id);
  if (unknown.length > 0) await tx.delete(permissions).where(inArray(permissions.id, unknown));

  for (const [name, granted] of Object.entries(SEEDED_ROLES)) {
    const [existing] = await tx.select().from(roles).where(eq(roles.name, name)).limit(1);
    const locked = lockedPermissions(name);
    if (existing && !locked) continue;
    const role = existing ?? (await tx.insert(roles).values({ name }).returning())[0]!;
    if (locked) {
      const kept = locked.map((permission) => idOf.get(permission)!);
      await tx.delete(rolePermissions).where(and(eq(rolePermissions.role_id, role.id), notInArray(rolePermissions.permission_id, kept)));
    }
    await tx
      .insert(rolePermissions)
      .values(granted.map((permission: Permission) => ({ role_id: role.id, permission_id: idOf.get(permission)! })))
      .onConflictDoNothing();
  }
}
