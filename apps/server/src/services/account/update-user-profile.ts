import type { userProfileSchema } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/postgres';
import { hasPermission, type Auth } from '../../plugins/auth';
import { revokeAllSessions, revokeOtherSessions } from '../../repositories/sessions';

/**
 * A user changes their own name and password, or staff with user.update those of any account. Only
 * user.create may move an account to another e-mail address: the address is the login, and a parent who
 * changed it by mistake would lock themselves out. A new password ends every other session of the account,
 * so a device somebody else still has signed in is signed out; the one making the change stays signed in.
 */
export async function updateUserProfile(
  db: Database,
  input: { actor: Auth; userId: number; changes: z.output<typeof userProfileSchema> },
): Promise<void> {
  const { actor, userId, changes } = input;
  if (userId !== actor.user.id && !hasPermission(actor, 'user.update')) throw notFound();

  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  const newEmail = changes.email !== undefined && changes.email !== user.email ? changes.email : undefined;
  if (newEmail !== undefined && !hasPermission(actor, 'user.create')) throw forbidden();
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;

  try {
    await db.transaction(async (tx) => {
      if (newEmail !== undefined) {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
        if (taken) throw invalid({ email: 'email_taken' });
      }
      await tx
        .update(users)
        .set({ name: changes.name, email: newEmail, passwordHash, updatedAt: new Date() })
        .where(eq(users.id, userId));
      if (passwordHash === undefined) return;
      if (userId === actor.user.id) await revokeOtherSessions(tx, userId, actor.sessionId);
      else await revokeAllSessions(tx, userId);
    });
  } catch (error) {
    // Two accounts moved to the same address at the same moment: the unique index decides.
    if (isUniqueViolation(error, 'users_email_unique')) throw invalid({ email: 'email_taken' });
    throw error;
  }
}
