import type { Database } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { canSendPasswordReset } from '../../policies/user';
import { queueResetLink, takeResetSlot } from '../auth/reset-link';
import { findUser } from './find-user';

/**
 * Staff with user.update send an account they manage a link to set a new password, in the account's language,
 * instead of setting one themselves (decision 017). The address's one link a minute applies here too.
 * Answers the address the link went to.
 */
export async function sendPasswordReset(db: Database, input: { actor: Actor; now: Date; userId: number; appUrl: string }): Promise<string> {
  const user = await findUser(db, { actor: input.actor, userId: input.userId });
  if (!canSendPasswordReset(input.actor, user)) throw forbidden('users.above_you');
  await takeResetSlot(db, user.email);
  await queueResetLink(db, { user, now: input.now, lang: user.lang, appUrl: input.appUrl, by: 'office' });
  return user.email;
}
