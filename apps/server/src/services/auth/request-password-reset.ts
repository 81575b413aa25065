import type { Language } from '@app/domain';
import { transaction, type Database } from '../../db/client';
import { passwordResets } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { queueEmail } from '../../mail/outbox';
import { passwordResetEmail, passwordResetLink, RESET_LINK_MINUTES } from '../../mail/templates/password-reset';
import { readOption } from '../../repositories/options';
import { takeAttempt } from '../../repositories/rate-limits';
import { findUserByEmail } from '../../repositories/users';
import { FORGOT_PER_ADDRESS, FORGOT_PER_IP } from './limits';

/**
 * Sends a reset link when the address belongs to an account. The answer is the same either way, and the
 * 60-second throttle applies to every address, so the call reveals nothing about who has an account.
 */
export async function requestPasswordReset(
  db: Database,
  input: { now: Date; email: string; ip: string; lang: Language; appUrl: string },
): Promise<{ queued: boolean }> {
  await takeAttempt(db, [[FORGOT_PER_ADDRESS, input.email]]).catch((error: unknown) => {
    throw error instanceof DomainError && error.code === 'rate_limited'
      ? new DomainError('rate_limited', { key: 'auth.throttled' }, { email: { key: 'auth.throttled' } })
      : error;
  });
  await takeAttempt(db, [[FORGOT_PER_IP, input.ip]]);

  const user = await findUserByEmail(db, input.email);
  if (!user) return { queued: false };
  const token = randomToken();
  const footerHtml = await readOption(db, 'email_footer');
  const email = passwordResetEmail({
    lang: input.lang,
    name: user.name,
    link: passwordResetLink(input.appUrl, user.email, token, input.lang),
    footerHtml,
  });
  await transaction(db, async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(input.now.getTime() + RESET_LINK_MINUTES * 60_000),
    });
    await queueEmail(tx, { to: user.email, subject: email.subject, html: email.html });
  });
  return { queued: true };
}
