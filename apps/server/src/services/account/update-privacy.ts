import { typedSignatureNamesSigner, type privacyUpdateSchema } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { transaction, type Database } from '../../db/client';
import { files, people } from '../../db/schema';
import { signatureBytes } from '../../files/signature';
import { invalid, notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { scopeOwnPerson } from '../../policies/person';
import { storeSignature } from '../../repositories/files';
import { readOption } from '../../repositories/options';

/**
 * A parent accepts the privacy terms again (they never did, or the document changed since) and signs anew,
 * drawn or with their full name typed, in one transaction. The new signature replaces the old one, which
 * documented a consent that no longer counts and is personal data without a purpose. The photo question is asked only when the option
 * photo_privacy is 1: "yes" keeps the date of a consent already given, "no" withdraws it.
 */
export async function updatePrivacy(
  db: Database,
  input: { actor: Actor; now: Date } & z.output<typeof privacyUpdateSchema>,
): Promise<void> {
  const { actor, now } = input;
  await transaction(db, async (tx) => {
    // The account's own person: an account without one (the back office) has nothing to sign, 404 before any field is judged.
    const [person] = await tx.select().from(people).where(scopeOwnPerson(actor)).limit(1);
    if (!person) throw notFound();
    const drawn = input.signature ? signatureBytes(input.signature) : null;
    const askPhotoConsent = (await readOption(tx, 'photo_privacy')) === '1';
    if (askPhotoConsent && !input.privacy_photo) throw invalid({ privacy_photo: 'photo_consent' });
    const typed = drawn ? null : input.typed_signature!;
    if (typed !== null && !typedSignatureNamesSigner(typed, person.first_name, person.last_name)) throw invalid({ typed_signature: 'signature_name' });
    const file = drawn ? await storeSignature(tx, drawn, actor.id) : null;
    const photoAcceptAt = !askPhotoConsent
      ? person.privacy_photo_accept_at
      : input.privacy_photo === 'yes'
        ? (person.privacy_photo_accept_at ?? now)
        : null;
    await tx
      .update(people)
      .set({ privacy_agb_at: now, privacy_photo_accept_at: photoAcceptAt, signature_file_id: file?.id ?? null, typed_signature: typed, updated_at: now })
      .where(eq(people.id, person.id));
    if (person.signature_file_id) await tx.delete(files).where(eq(files.id, person.signature_file_id));
  });
}
