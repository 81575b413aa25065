import type { userUpdateSchema } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { transaction, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { canAssignRoles, canChangeUserEmail, scopeUsers } from '../../policies/user';
import { cancelPendingResets } from '../../repositories/password-resets';
import { loadAuthUser } from '../../repositories/users';
import { revokeAllSessions, revokeOtherSessions } from '../../repositories/sessions';
import { replaceUserRoles } from './user-roles';

const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name) => b.includes(name));

/**
 * A user changes their own name and password, or staff with user.update those of any account (policies/user);
 * the user management (user.create) also the e-mail and the roles. Sending the stored e-mail or roles again
 * needs no permission, so every form can send the whole record. A parent's login keeps its roles.
 * A new password ends every other session of the account, so a device somebody else still has signed in is
 * signed out; the one making the change (`sessionId`) stays signed in.
 */
export async function updateUser(
  db: Database,
  input: { actor: Actor; now: Date; sessionId: number; userId: number; changes: z.output<typeof userUpdateSchema> },
): Promise<void> {
  const { actor, now, userId, changes } = input;
  const [visible] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), scopeUsers(actor)))
    .limit(1);
  const user = visible && (await loadAuthUser(db, visible.id));
  if (!user) throw notFound();
  const newEmail = changes.email !== undefined && changes.email !== user.email ? changes.email : undefined;
  if (newEmail !== undefined && !canChangeUserEmail(actor)) throw forbidden();
  const newRoles = changes.roles !== undefined && !sameNames(changes.roles, user.roles) ? changes.roles : undefined;
  if (newRoles !== undefined && !canAssignRoles(actor)) throw forbidden();
  if (newRoles !== undefined && user.personId !== null) throw invalid({ roles: { key: 'users.roles_locked' } });
  // One's own password changes only with the current one: a session left open on a shared computer must not
  // be enough to take the account over. Staff setting another user's password need not know it.
  if (changes.password && userId === actor.id) {
    if (!changes.current_password) throw invalid({ current_password: 'required' });
    const [stored] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
    if (!stored || !(await verifyPassword(stored.passwordHash, changes.current_password))) throw invalid({ current_password: 'current_password_wrong' });
  }
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;

  try {
    await transaction(db, async (tx) => {
      if (newEmail !== undefined) {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
        if (taken) throw invalid({ email: 'email_taken' });
      }
      await tx.update(users).set({ name: changes.name, email: newEmail, passwordHash, updatedAt: now }).where(eq(users.id, userId));
      if (newRoles !== undefined) await replaceUserRoles(tx, userId, newRoles);
      if (passwordHash === undefined) return;
      await cancelPendingResets(tx, userId);
      if (userId === actor.id) await revokeOtherSessions(tx, userId, input.sessionId);
      else await revokeAllSessions(tx, userId);
    });
  } catch (error) {
    // Two accounts moved to the same address at the same moment: the unique index decides.
    if (isUniqueViolation(error, 'users_email_unique')) throw invalid({ email: 'email_taken' });
    throw error;
  }
}
