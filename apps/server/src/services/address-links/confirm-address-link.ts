import { and, eq, isNull, ne } from 'drizzle-orm';
import { transaction, type Database, type Transaction } from '../../db/client';
import { childParents, emailConfirmations, people, users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';
import { hashToken } from '../../lib/tokens';
import { queueEmail } from '../../mail/outbox';
import { emailFooter } from '../../mail/settings';
import { addressChangedEmail, type AddressLinkPurpose } from '../../mail/templates/address-link';
import type { Actor } from '../../policies/actor';
import { requireFamily } from '../../policies/person';
import { readOptions } from '../../repositories/options';
import { cancelPendingResets } from '../../repositories/password-resets';
import { revokeOtherSessions } from '../../repositories/sessions';

const linkInvalid = () => invalid({ token: { key: 'family.address_link.invalid' } });
const linkOutdated = () => invalid({ token: { key: 'family.address_link.outdated' } });

/**
 * A family opens an address link (decision 017). The link proves the address; the session proves the account:
 * a link works only for the account it was made for, so the owner of an address who opens a link somebody
 * else's sign-up caused joins nothing. Once, and until it runs out.
 * - `join_person`: the account's own (new, empty) person gives way to the office's person with this address:
 *   children added meanwhile move over, the consents given at sign-up go with the account, and everything the
 *   office entered stays as the office entered it.
 * - `change_email`: the sign-in and contact address become the new one, other sessions end, reset links sent to
 *   the old address stop working, and the old address is told.
 */
export async function confirmAddressLink(
  db: Database,
  input: { actor: Actor; sessionId: number; now: Date; timeZone: string; token: string },
): Promise<{ purpose: AddressLinkPurpose; email: string }> {
  const { actor, now } = input;
  const ownPersonId = requireFamily(actor);
  const footers = await readOptions(db);
  try {
    return await transaction(db, async (tx) => {
      const [link] = await tx.select().from(emailConfirmations).where(eq(emailConfirmations.token_hash, hashToken(input.token))).for('update');
      if (!link || link.user_id !== actor.id || link.used_at !== null || link.expires_at <= now) throw linkInvalid();
      const [account] = await tx.select().from(users).where(eq(users.id, actor.id)).for('update');
      if (!account) throw linkInvalid();
      if (link.purpose === 'join_person') await joinPerson(tx, { link, account, ownPersonId, now });
      else {
        await tx.update(users).set({ email: link.email, updated_at: now }).where(eq(users.id, account.id));
        await tx.update(people).set({ email: link.email, updated_at: now }).where(eq(people.id, ownPersonId));
        await revokeOtherSessions(tx, account.id, input.sessionId);
        await cancelPendingResets(tx, account.id);
        const notice = addressChangedEmail({
          lang: account.lang,
          name: account.name,
          newEmail: link.email,
          at: now,
          timeZone: input.timeZone,
          footerHtml: emailFooter(footers, account.lang),
        });
        await queueEmail(tx, { to: account.email, subject: notice.subject, html: notice.html });
      }
      await tx.update(emailConfirmations).set({ used_at: now }).where(eq(emailConfirmations.id, link.id));
      return { purpose: link.purpose, email: link.email };
    });
  } catch (error) {
    // Another account took the address since the link was sent: it stays that account's.
    if (isUniqueViolation(error, 'users_email_unique')) throw invalid({ token: 'email_taken' });
    throw error;
  }
}

async function joinPerson(
  tx: Transaction,
  input: {
    link: typeof emailConfirmations.$inferSelect;
    account: typeof users.$inferSelect;
    ownPersonId: number;
    now: Date;
  },
): Promise<void> {
  const { link, account, ownPersonId, now } = input;
  const [office] = link.person_id === null ? [] : await tx.select().from(people).where(eq(people.id, link.person_id)).for('update');
  const [login] = office ? await tx.select({ id: users.id }).from(users).where(eq(users.person_id, office.id)).limit(1) : [];
  // The office changed the person's address, or another account joined it, after the link was sent.
  if (!office || login || office.email !== link.email || account.email !== link.email) throw linkOutdated();
  const [own] = await tx.select().from(people).where(eq(people.id, ownPersonId)).for('update');
  if (!own) throw linkOutdated();

  const moving = await tx.select({ child_id: childParents.child_id }).from(childParents).where(eq(childParents.person_id, own.id));
  if (moving.length > 0) {
    await tx
      .insert(childParents)
      .values(moving.map(({ child_id }) => ({ child_id, person_id: office.id })))
      .onConflictDoNothing();
    await tx.delete(childParents).where(eq(childParents.person_id, own.id));
  }
  await tx.update(users).set({ person_id: office.id, updated_at: now }).where(eq(users.id, account.id));
  // The consents are the account holder's own, given at sign-up; the office could not have given them.
  await tx.delete(people).where(eq(people.id, own.id));
  await tx
    .update(people)
    .set({
      lang: own.lang,
      privacy_agb_at: own.privacy_agb_at,
      privacy_photo_accept_at: own.privacy_photo_accept_at ?? office.privacy_photo_accept_at,
      signature_file_id: own.signature_file_id,
      typed_signature: own.typed_signature,
      updated_at: now,
    })
    .where(eq(people.id, office.id));
  await tx
    .delete(emailConfirmations)
    .where(and(eq(emailConfirmations.user_id, account.id), eq(emailConfirmations.purpose, 'join_person'), isNull(emailConfirmations.used_at), ne(emailConfirmations.id, link.id)));
}
