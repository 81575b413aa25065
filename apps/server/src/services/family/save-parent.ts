import type { Language, parentUpdateSchema } from '@app/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { transaction, type Database } from '../../db/client';
import { people, users } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { emailFooter } from '../../mail/settings';
import type { Actor } from '../../policies/actor';
import { requireFamily, scopeOwnPerson } from '../../policies/person';
import { readOptions } from '../../repositories/options';
import { takeAttempt } from '../../repositories/rate-limits';
import { ADDRESS_LINKS_PER_ACCOUNT, addressState, queueAddressLink, type AddressState } from '../address-links/address-link';
import { checkCurrentPassword } from '../users/update-user';
import { countingTakenAnswers } from './taken-answers';

/**
 * The parent dialog of the family page: e-mail, phone and photo consent of the parent's own person. Phone and
 * consent are saved at once. The e-mail is the sign-in address: a new one needs the current password (a session
 * left open is not enough), and it changes only when the link sent to it is opened (decision 017,
 * address-links/confirm-address-link.ts); an address another account signs in with is refused on the field.
 * Photo consent is read only when the option photo_privacy is 1, and once given it is not taken back here.
 * `id` is the person's id of PUT /api/my-family/parent/{id}; without it (POST) the caller's own person.
 * "Address taken" answers are limited per account (countingTakenAnswers).
 */
export async function saveParent(
  db: Database,
  input: { actor: Actor; now: Date; lang: Language; appUrl: string; id?: number; parent: z.output<typeof parentUpdateSchema> },
): Promise<{ person: typeof people.$inferSelect; address: AddressState; linkSentTo: string | null }> {
  const { actor, now, parent } = input;
  const personId = requireFamily(actor);
  const options = await readOptions(db);
  const ownPerson = and(scopeOwnPerson(actor), input.id === undefined ? undefined : eq(people.id, input.id));
  // Another family's person is not found, before anything else is asked.
  const [account] = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(people, ownPerson!)
    .where(eq(users.id, actor.id));
  if (!account) throw notFound();
  const newEmail = parent.email !== account.email ? parent.email : null;
  if (newEmail !== null) await checkCurrentPassword(db, actor.id, parent.current_password);

  const person = await countingTakenAnswers(db, actor, () =>
    transaction(db, async (tx) => {
      const [person] = await tx.select().from(people).where(ownPerson).for('update');
      if (!person) throw notFound();
      if (newEmail !== null) {
        const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, newEmail), ne(users.id, actor.id))).limit(1);
        if (taken) throw invalid({ email: 'email_taken' });
      }

      const askPhotoConsent = options.photo_privacy === '1';
      let photoAcceptAt = person.privacy_photo_accept_at;
      if (askPhotoConsent && parent.privacy_photo === 'yes') photoAcceptAt ??= now;
      if (askPhotoConsent && parent.privacy_photo === 'no' && photoAcceptAt !== null) {
        throw invalid({ privacy_photo: { key: 'family.photo_consent_final' } });
      }

      const [saved] = await tx
        .update(people)
        .set({ phone: parent.phone, privacy_photo_accept_at: photoAcceptAt, updated_at: now })
        .where(eq(people.id, person.id))
        .returning();
      if (newEmail !== null) {
        // Counted only when a link goes out, in its transaction: an address refused above sends nothing.
        await takeAttempt(tx, [[ADDRESS_LINKS_PER_ACCOUNT, String(actor.id)]]);
        const footerHtml = emailFooter(options, input.lang);
        await queueAddressLink(tx, { userId: actor.id, purpose: 'change_email', email: newEmail, lang: input.lang, appUrl: input.appUrl, footerHtml, now });
      }
      return saved!;
    }),
  );
  return { person, address: await addressState(db, { userId: actor.id, personId, now }), linkSentTo: newEmail };
}
