import type { Language } from '@app/domain';
import type { Database } from '../../db/client';
import { takeAttempt } from '../../repositories/rate-limits';
import { findUserByEmail } from '../../repositories/users';
import { FORGOT_PER_IP } from './limits';
import { queueResetLink, takeResetSlot } from './reset-link';

/**
 * Sends a reset link when the address belongs to an account. The answer is the same either way, and the
 * 60-second throttle applies to every address, so the call reveals nothing about who has an account. The
 * client's own limit comes first: a stranger over it does not take the owner's minute.
 */
export async function requestPasswordReset(
  db: Database,
  input: { now: Date; email: string; ip: string; lang: Language; appUrl: string },
): Promise<{ queued: boolean }> {
  await takeAttempt(db, [[FORGOT_PER_IP, input.ip]]);
  await takeResetSlot(db, input.email);
  const user = await findUserByEmail(db, input.email);
  if (!user) return { queued: false };
  await queueResetLink(db, { user, now: input.now, lang: input.lang, appUrl: input.appUrl, by: 'owner' });
  return { queued: true };
}
