import { PERMISSIONS, ROLE_NAMES, SEEDED_ROLES } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client';
import { permissions, rolePermissions, roles } from '../schema';

/**
 * Makes the permission table match the code's list, creates the seeded roles when missing and keeps the
 * Superadmin complete. Roles that staff edited keep their choices.
 */
export async function syncRolesAndPermissions(db: Executor): Promise<void> {
  await db
    .insert(permissions)
    .values(PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing({ target: permissions.name });
  const allPermissions = await db.select().from(permissions);
  const idOf = new Map(allPermissions.map((p) => [p.name, p.id]));
  const unknown = allPermissions.filter((p) => !PERMISSIONS.includes(p.name)).map((p) => p.id);
  if (unknown.length > 0) await db.delete(permissions).where(inArray(permissions.id, unknown));

  for (const [name, granted] of Object.entries(SEEDED_ROLES)) {
    const [existing] = await db.select().from(roles).where(eq(roles.name, name)).limit(1);
    if (existing && name !== ROLE_NAMES.superadmin) continue;
    const role = existing ?? (await db.insert(roles).values({ name }).returning())[0]!;
    await db
      .insert(rolePermissions)
      .values(granted.map((permission) => ({ roleId: role.id, permissionId: idOf.get(permission)! })))
      .onConflictDoNothing();
  }
}
