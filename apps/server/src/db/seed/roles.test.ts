import { ROLE_NAMES } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/database';
import { transaction, type DatabaseHandle } from '../client';
import { permissions, rolePermissions, roles } from '../schema';
import { syncRolesAndPermissions } from './roles';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function permissionsOf(roleName: string): Promise<string[]> {
  const rows = await handle.db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.role_id))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(roles.name, roleName));
  return rows.map((row) => row.name);
}

describe('syncRolesAndPermissions', () => {
  it('renames child.viewHealth of an existing database to child.health, keeping the roles that had it', async () => {
    // A database seeded before the rename: the old row, held by the Staff role and by a role staff made.
    await transaction(handle.db, (tx) => syncRolesAndPermissions(tx));
    const [health] = await handle.db.select().from(permissions).where(eq(permissions.name, 'child.health'));
    await handle.db.update(permissions).set({ name: 'child.viewHealth' }).where(eq(permissions.id, health!.id));
    const [nurse] = await handle.db.insert(roles).values({ name: 'Nurse' }).returning();
    await handle.db.insert(rolePermissions).values({ role_id: nurse!.id, permission_id: health!.id });

    await transaction(handle.db, (tx) => syncRolesAndPermissions(tx));

    const names = (await handle.db.select({ name: permissions.name }).from(permissions)).map((row) => row.name);
    expect(names).toContain('child.health');
    expect(names).not.toContain('child.viewHealth');
    for (const role of [ROLE_NAMES.superadmin, ROLE_NAMES.staff, 'Nurse']) expect(await permissionsOf(role)).toContain('child.health');
    expect(await permissionsOf(ROLE_NAMES.parent)).not.toContain('child.health');
  });

  it('takes from Parent every permission but its own, also when it was widened before that was refused, and keeps other roles\' choices', async () => {
    await transaction(handle.db, (tx) => syncRolesAndPermissions(tx));
    const [parent] = await handle.db.select().from(roles).where(eq(roles.name, ROLE_NAMES.parent));
    const [staff] = await handle.db.select().from(roles).where(eq(roles.name, ROLE_NAMES.staff));
    const [userIndex] = await handle.db.select().from(permissions).where(eq(permissions.name, 'user.index'));
    await handle.db.insert(rolePermissions).values([
      { role_id: parent!.id, permission_id: userIndex!.id },
      { role_id: staff!.id, permission_id: userIndex!.id },
    ]);

    await transaction(handle.db, (tx) => syncRolesAndPermissions(tx));

    expect(await permissionsOf(ROLE_NAMES.parent)).toEqual(['user.updateOwn']);
    expect(await permissionsOf(ROLE_NAMES.staff)).toContain('user.index');
  });

  it('moves the grants of the old row to the new one when both are stored', async () => {
    const [old] = await handle.db.insert(permissions).values({ name: 'child.viewHealth' }).returning();
    const [clerk] = await handle.db.insert(roles).values({ name: 'Clerk' }).returning();
    await handle.db.insert(rolePermissions).values({ role_id: clerk!.id, permission_id: old!.id });

    await transaction(handle.db, (tx) => syncRolesAndPermissions(tx));

    expect(await permissionsOf('Clerk')).toEqual(['child.health']);
    expect(await handle.db.select().from(permissions).where(eq(permissions.name, 'child.viewHealth'))).toEqual([]);
  });
});
