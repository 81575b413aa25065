import type { parentUpdateSchema } from '@app/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { transaction, type Database } from '../../db/client';
import { people, users } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { requireFamily, scopeOwnPerson } from '../../policies/person';
import { readOption } from '../../repositories/options';
import { countingTakenAnswers } from './taken-answers';

/**
 * The parent dialog of the family page: e-mail, phone and photo consent of the parent's own person. The
 * e-mail is the sign-in address too: the linked account's address changes in the same transaction, and an
 * address another account signs in with is refused on the field (the unique index decides a race). Photo
 * consent is read only when the option photo_privacy is 1, and once given it is not taken back here.
 * `id` is the person's id of PUT /api/my-family/parent/{id}; without it (POST) the caller's own person.
 * "Address taken" answers are limited per account (countingTakenAnswers).
 */
export async function saveParent(
  db: Database,
  input: { actor: Actor; now: Date; id?: number; parent: z.output<typeof parentUpdateSchema> },
) {
  const { actor } = input;
  requireFamily(actor);
  const askPhotoConsent = (await readOption(db, 'photo_privacy')) === '1';
  return countingTakenAnswers(db, actor, () => storeParent(db, { ...input, askPhotoConsent }));
}

async function storeParent(
  db: Database,
  input: { actor: Actor; now: Date; id?: number; parent: z.output<typeof parentUpdateSchema>; askPhotoConsent: boolean },
) {
  const { actor, now, parent, askPhotoConsent } = input;
  try {
    return await transaction(db, async (tx) => {
      const [person] = await tx
        .select()
        .from(people)
        .where(and(scopeOwnPerson(actor), input.id === undefined ? undefined : eq(people.id, input.id)))
        .for('update');
      if (!person) throw notFound();
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, parent.email), ne(users.id, actor.id)))
        .limit(1);
      if (taken) throw invalid({ email: 'email_taken' });

      let photoAcceptAt = person.privacy_photo_accept_at;
      if (askPhotoConsent && parent.privacy_photo === 'yes') photoAcceptAt ??= now;
      if (askPhotoConsent && parent.privacy_photo === 'no' && photoAcceptAt !== null) {
        throw invalid({ privacy_photo: { key: 'family.photo_consent_final' } });
      }

      const [saved] = await tx
        .update(people)
        .set({ email: parent.email, phone: parent.phone, privacy_photo_accept_at: photoAcceptAt, updated_at: now })
        .where(eq(people.id, person.id))
        .returning();
      await tx.update(users).set({ email: parent.email, updated_at: now }).where(eq(users.person_id, person.id));
      return saved!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw invalid({ email: 'email_taken' });
    throw error;
  }
}
