import { and, eq, isNull } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { rememberDevice } from '../../repositories/known-devices';
import { cancelPendingLinks } from '../../repositories/account-links';
import { takeAttempt } from '../../repositories/rate-limits';
import { revokeAllSessions } from '../../repositories/sessions';
import { findUserByEmail } from '../../repositories/users';
import { RESET_PER_IP } from './limits';
import { refuseGuessablePassword } from './new-password';

/**
 * Sets a new password with a reset link: valid 60 minutes and once; every session of the account ends.
 * Only wrong links count, per client: a valid link works whatever others have tried. The browser that set it
 * becomes one the account knows (decision 017), so its owner signs in there even while a stranger's guesses
 * slow the address down. Answers the device to keep in the cookie.
 */
export async function resetPassword(
  db: Database,
  input: { now: Date; email: string; token: string; password: string; ip: string; device: string | undefined },
): Promise<{ device: string }> {
  const refuse = async (key: 'auth.token_invalid' | 'auth.token_used') => {
    await takeAttempt(db, [[RESET_PER_IP, input.ip]]);
    return invalid({ token: { key } }, { key });
  };

  const user = await findUserByEmail(db, input.email);
  const [reset] = user
    ? await db
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.user_id, user.id), eq(passwordResets.token_hash, hashToken(input.token))))
        .limit(1)
    : [];
  if (!user || !reset) throw await refuse('auth.token_invalid');
  if (reset.used_at) throw await refuse('auth.token_used');
  if (reset.expires_at <= input.now) throw await refuse('auth.token_invalid');
  // Only with a valid link: the answer would otherwise tell a stranger what the account's name or address holds.
  await refuseGuessablePassword(db, user.id, input.password);

  const passwordHash = await hashPassword(input.password);
  const { now } = input;
  const device = input.device ?? randomToken();
  const used = await transaction(db, async (tx) => {
    // Marking it used is the condition of the update, so two requests with the same link cannot both win.
    const claimed = await tx
      .update(passwordResets)
      .set({ used_at: now })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.used_at)))
      .returning({ id: passwordResets.id });
    if (claimed.length === 0) return false;
    await tx.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, user.id));
    // Other links sent before this one must not work either, nor an address link a former holder kept.
    await cancelPendingLinks(tx, user.id, { resetId: reset.id });
    await revokeAllSessions(tx, user.id);
    await rememberDevice(tx, user.id, device);
    return true;
  });
  if (!used) throw await refuse('auth.token_used');
  return { device };
}
