import type { Language } from '@app/domain';
import { transaction, type Database } from '../../db/client';
import { passwordResets } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { queueEmail } from '../../mail/outbox';
import { passwordResetEmail, RESET_LINK_MINUTES } from '../../mail/templates/password-reset';
import { emailFooter } from '../../mail/settings';
import { readOptions } from '../../repositories/options';
import { takeAttempt } from '../../repositories/rate-limits';
import { FORGOT_PER_ADDRESS } from './limits';

/**
 * The address's one reset link a minute (the "throttled" message on the e-mail field). Take it only when a link
 * is about to be sent, so that whoever is refused earlier never uses up the owner's minute.
 */
export async function takeResetSlot(db: Database, email: string): Promise<void> {
  await takeAttempt(db, [[FORGOT_PER_ADDRESS, email]]).catch((error: unknown) => {
    throw error instanceof DomainError && error.code === 'rate_limited'
      ? new DomainError('rate_limited', { key: 'auth.throttled' }, { email: { key: 'auth.throttled' } })
      : error;
  });
}

/**
 * Stores a reset link (valid RESET_LINK_MINUTES, once) and queues its e-mail in one transaction. The token
 * travels only as the e-mail's secret: the log shows the link without it (decision 017).
 */
export async function queueResetLink(
  db: Database,
  input: { user: { id: number; name: string; email: string }; now: Date; lang: Language; appUrl: string; by: 'owner' | 'office' },
): Promise<void> {
  const { user } = input;
  const token = randomToken();
  // The signature in the language of the e-mail: the one the reset was asked in, or the account's own.
  const footerHtml = emailFooter(await readOptions(db), input.lang);
  const email = passwordResetEmail({ lang: input.lang, name: user.name, email: user.email, appUrl: input.appUrl, footerHtml, by: input.by });
  await transaction(db, async (tx) => {
    await tx.insert(passwordResets).values({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(input.now.getTime() + RESET_LINK_MINUTES * 60_000),
    });
    await queueEmail(tx, { userId: user.id, to: user.email, subject: email.subject, html: email.html, secret: token });
  });
}
