import type { Language } from '@app/domain';
import { eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { emailFooter } from '../../mail/settings';
import type { Actor } from '../../policies/actor';
import { requireFamily } from '../../policies/person';
import { readOptions } from '../../repositories/options';
import { takeAttempt } from '../../repositories/rate-limits';
import { lockPersonWithoutLogin } from '../../repositories/people';
import { ADDRESS_LINKS_PER_ACCOUNT, addressState, pendingOf, queueAddressLink, type PendingAddress } from './address-link';

/**
 * "Send the link again" on the family page: a new link for what is pending (the new sign-in address, or the
 * office's person to join), which replaces the earlier one. Nothing pending: 409.
 */
export async function resendAddressLink(
  db: Database,
  input: { actor: Actor; now: Date; lang: Language; appUrl: string },
): Promise<PendingAddress> {
  const { actor, now } = input;
  const personId = requireFamily(actor);
  const pending = pendingOf(await addressState(db, { userId: actor.id, personId, now }));
  if (!pending) throw conflict('family.address_link.outdated');
  await takeAttempt(db, [[ADDRESS_LINKS_PER_ACCOUNT, String(actor.id)]]);
  const footerHtml = emailFooter(await readOptions(db), input.lang);
  await transaction(db, async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, actor.id)).for('update');
    if (!account) throw conflict('family.address_link.outdated');
    const office = pending.purpose === 'join_person' ? await lockPersonWithoutLogin(tx, account.email, personId) : undefined;
    if (pending.purpose === 'join_person' && !office) throw conflict('family.address_link.outdated');
    await queueAddressLink(tx, {
      userId: account.id,
      purpose: pending.purpose,
      email: pending.email,
      personId: office?.id,
      lang: input.lang,
      appUrl: input.appUrl,
      footerHtml,
      now,
    });
  });
  return pending;
}
