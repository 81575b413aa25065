import { eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { canDeleteUser, canManageAccount } from '../../policies/user';
import { loadAuthUser, lockSuperadminHolders } from '../../repositories/users';

/**
 * Deletes an account; its sessions, reset links and role assignments go with it (foreign keys cascade), so a
 * deleted user is signed out at once. Refused (403): an account that can do what the actor cannot (decision
 * 017). Refused (409): one's own account, the last Superadmin, and the login of
 * a parent, which is deleted with its person in the people area (decisions.md section 12) so that no family
 * is left without its login or with half its data.
 */
export async function deleteUser(db: Database, input: { actor: Actor; id: number }): Promise<void> {
  const { actor, id } = input;
  if (!canDeleteUser(actor, { id })) throw conflict('users.delete_self');
  await transaction(db, async (tx) => {
    const [user] = await tx.select({ id: users.id, person_id: users.person_id }).from(users).where(eq(users.id, id)).for('update');
    if (!user) throw notFound();
    if (!canManageAccount(actor, (await loadAuthUser(tx, id))!)) throw forbidden('users.above_you');
    if (user.person_id !== null) throw conflict('users.linked_to_person');
    const superadmin = await lockSuperadminHolders(tx);
    if (superadmin?.userIds.length === 1 && superadmin.userIds[0] === id) throw conflict('users.last_superadmin');
    await tx.delete(users).where(eq(users.id, id));
  });
}
