import type { userUpdateSchema } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { transaction, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, invalid } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { refundHit, takeAttempt } from '../../repositories/rate-limits';
import { isUniqueViolation } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { canAssignRoles, canChangeUserEmail, canManageAccount, canSetPassword } from '../../policies/user';
import { cancelPendingLinks } from '../../repositories/account-links';
import { isFamilyAddress } from '../../repositories/people';
import { revokeOtherSessions } from '../../repositories/sessions';
import { CURRENT_PASSWORD_PER_ACCOUNT } from '../auth/limits';
import { refuseGuessablePassword } from '../auth/new-password';
import { findUser } from './find-user';
import { replaceUserRoles } from './user-roles';

const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name) => b.includes(name));

/**
 * A user changes their own name and password, or staff with user.update the name of an account they manage
 * (policies/user: one that can do nothing they cannot); the user management (user.create) also the e-mail
 * and the roles, giving only roles within its own permissions. Sending the stored e-mail or roles again
 * needs no permission, so every form can send the whole record. A parent's login keeps its roles. Nobody sets
 * another account's password (decision 017): staff send a reset link (send-password-reset.ts).
 * A new password ends every other session of the account, so a device somebody else still has signed in is
 * signed out; the one making the change (`sessionId`) stays signed in.
 */
export async function updateUser(
  db: Database,
  input: { actor: Actor; now: Date; sessionId: number; userId: number; changes: z.output<typeof userUpdateSchema> },
): Promise<void> {
  const { actor, now, userId, changes } = input;
  const user = await findUser(db, { actor, userId });
  if (!canManageAccount(actor, user)) throw forbidden('users.above_you');
  if (changes.password && !canSetPassword(actor, user)) throw forbidden('users.password_own_only');
  const newEmail = changes.email !== undefined && changes.email !== user.email ? changes.email : undefined;
  if (newEmail !== undefined && !canChangeUserEmail(actor, user)) {
    throw user.personId !== null ? invalid({ email: { key: 'users.family_email_own' } }) : forbidden();
  }
  const newRoles = changes.roles !== undefined && !sameNames(changes.roles, user.roles) ? changes.roles : undefined;
  if (newRoles !== undefined && !canAssignRoles(actor)) throw forbidden();
  if (newRoles !== undefined && user.personId !== null) throw invalid({ roles: { key: 'users.roles_locked' } });
  // One's own password changes only with the current one: a session left open on a shared computer must not
  // be enough to take the account over.
  if (changes.password) {
    await refuseGuessablePassword(db, userId, changes.password);
    await checkCurrentPassword(db, userId, changes.current_password);
  }
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;

  try {
    await transaction(db, async (tx) => {
      if (newEmail !== undefined) {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
        if (taken) throw invalid({ email: 'email_taken' });
        if (await isFamilyAddress(tx, newEmail)) throw invalid({ email: { key: 'users.email_of_family' } });
      }
      await tx.update(users).set({ name: changes.name, email: newEmail, password_hash: passwordHash, updated_at: now }).where(eq(users.id, userId));
      if (newRoles !== undefined) await replaceUserRoles(tx, actor, userId, newRoles);
      if (passwordHash === undefined) return;
      await cancelPendingLinks(tx, userId);
      await revokeOtherSessions(tx, userId, input.sessionId);
    });
  } catch (error) {
    // Two accounts moved to the same address at the same moment: the unique index decides.
    if (isUniqueViolation(error, 'users_email_unique')) throw invalid({ email: 'email_taken' });
    throw error;
  }
}

/**
 * The current password, checked at most CURRENT_PASSWORD_PER_ACCOUNT times wrong: a session left open must
 * not become a way to guess the password it was signed in with. A right one gives its attempt back. Deleting
 * one's own account asks it too (on its `password` field).
 */
export async function checkCurrentPassword(db: Database, userId: number, currentPassword: string | undefined, field = 'current_password'): Promise<void> {
  if (!currentPassword) throw invalid({ [field]: 'required' });
  await takeAttempt(db, [[CURRENT_PASSWORD_PER_ACCOUNT, String(userId)]]);
  const [stored] = await db.select({ password_hash: users.password_hash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!stored || !(await verifyPassword(stored.password_hash, currentPassword))) throw invalid({ [field]: 'current_password_wrong' });
  await refundHit(db, CURRENT_PASSWORD_PER_ACCOUNT, String(userId));
}
