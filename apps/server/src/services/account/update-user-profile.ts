import type { userProfileSchema } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { transaction, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { canChangeUserEmail, scopeUsers } from '../../policies/user';
import { revokeAllSessions, revokeOtherSessions } from '../../repositories/sessions';

/**
 * A user changes their own name and password, or staff with user.update those of any account (policies/user).
 * A new password ends every other session of the account, so a device somebody else still has signed in is
 * signed out; the one making the change (`sessionId`) stays signed in.
 */
export async function updateUserProfile(
  db: Database,
  input: { actor: Actor; now: Date; sessionId: number; userId: number; changes: z.output<typeof userProfileSchema> },
): Promise<void> {
  const { actor, now, userId, changes } = input;
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), scopeUsers(actor)))
    .limit(1);
  if (!user) throw notFound();
  const newEmail = changes.email !== undefined && changes.email !== user.email ? changes.email : undefined;
  if (newEmail !== undefined && !canChangeUserEmail(actor)) throw forbidden();
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;

  try {
    await transaction(db, async (tx) => {
      if (newEmail !== undefined) {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
        if (taken) throw invalid({ email: 'email_taken' });
      }
      await tx.update(users).set({ name: changes.name, email: newEmail, passwordHash, updatedAt: now }).where(eq(users.id, userId));
      if (passwordHash === undefined) return;
      if (userId === actor.id) await revokeOtherSessions(tx, userId, input.sessionId);
      else await revokeAllSessions(tx, userId);
    });
  } catch (error) {
    // Two accounts moved to the same address at the same moment: the unique index decides.
    if (isUniqueViolation(error, 'users_email_unique')) throw invalid({ email: 'email_taken' });
    throw error;
  }
}
