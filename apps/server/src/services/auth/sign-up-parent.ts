import { decodeTaxCode, ROLE_NAMES, type Language, type registerSchema } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { transaction, type Database } from '../../db/client';
import { files, people, roles, userRoles, users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/postgres';
import { signatureBytes } from '../../files/signature';
import { storeSignature } from '../../repositories/files';
import { emailFooter } from '../../mail/settings';
import { readOptions } from '../../repositories/options';
import { lockPersonWithoutLogin } from '../../repositories/people';
import { queueAddressLink } from '../address-links/address-link';
import { takeAttempt } from '../../repositories/rate-limits';
import { SIGN_UP_PER_IP } from './limits';

/**
 * A parent signs up for an account: the login (role Parent) and the person with privacy acceptance, photo
 * consent and signature (drawn, or the full name typed: the schema lets only one through), all in one
 * transaction (decisions.md section 6). The account starts as a new family of its own, whoever typed the
 * address. When the office keeps a person with this address and no login yet (a family that phoned in), a link
 * goes to that address; only the account that opens it there joins that family (decision 017), and the office's
 * data stays as entered. Until then the person's tax code stays with it, so this sign-up may type it too.
 */
export async function signUpParent(
  db: Database,
  input: z.output<typeof registerSchema> & { now: Date; lang: Language; ip: string; appUrl: string },
): Promise<{ userId: number; personId: number }> {
  // Before the costly part (the password hash) and before anything is looked up.
  await takeAttempt(db, [[SIGN_UP_PER_IP, input.ip]]);
  const tax = decodeTaxCode(input.tax);
  if (!tax.valid) throw invalid({ tax: 'tax_code_invalid' });
  const drawn = input.signature ? signatureBytes(input.signature) : null;
  const options = await readOptions(db);
  const askPhotoConsent = options.photo_privacy === '1';
  if (askPhotoConsent && !input.privacy_photo) throw invalid({ privacy_photo: 'photo_consent' });
  const passwordHash = await hashPassword(input.password);
  const footerHtml = emailFooter(options, input.lang);

  try {
    return await transaction(db, async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (taken) throw invalid({ email: 'email_taken' });
      const waiting = await lockPersonWithoutLogin(tx, input.email);
      const waitingTax = waiting?.tax === tax.code;
      const [taxTaken] = waitingTax ? [] : await tx.select({ id: people.id }).from(people).where(eq(people.tax, tax.code)).limit(1);
      if (taxTaken) throw invalid({ tax: 'tax_code_taken' });

      const { now } = input;
      // The account does not exist yet; the file is given to it below.
      const file = drawn ? await storeSignature(tx, drawn, null) : null;
      const values = {
        first_name: input.first_name,
        last_name: input.last_name,
        tax: waitingTax ? null : tax.code,
        gender: tax.gender,
        birth: tax.birth,
        address: input.address,
        plz: input.plz,
        place: input.place,
        phone: input.phone,
        email: input.email,
        lang: input.lang,
        privacy_agb_at: now,
        privacy_photo_accept_at: askPhotoConsent && input.privacy_photo === 'yes' ? now : null,
        signature_file_id: file?.id ?? null,
        typed_signature: file ? null : input.typed_signature!,
      };
      const [person] = await tx.insert(people).values(values).returning({ id: people.id });
      const [user] = await tx
        .insert(users)
        .values({
          name: `${input.first_name} ${input.last_name}`,
          email: input.email,
          password_hash: passwordHash,
          lang: input.lang,
          person_id: person!.id,
        })
        .returning({ id: users.id });
      if (file) await tx.update(files).set({ created_by_user_id: user!.id }).where(eq(files.id, file.id));
      const [parentRole] = await tx.select().from(roles).where(eq(roles.name, ROLE_NAMES.parent)).limit(1);
      await tx.insert(userRoles).values({ user_id: user!.id, role_id: parentRole!.id });
      if (waiting) {
        await queueAddressLink(tx, { userId: user!.id, purpose: 'join_person', email: input.email, personId: waiting.id, lang: input.lang, appUrl: input.appUrl, footerHtml, now });
      }
      return { userId: user!.id, personId: person!.id };
    });
  } catch (error) {
    // Two sign-ups with the same address or tax code at the same moment: the index decides.
    if (isUniqueViolation(error, 'users_email_unique')) throw invalid({ email: 'email_taken' });
    if (isUniqueViolation(error, 'people_tax_unique')) throw invalid({ tax: 'tax_code_taken' });
    throw error;
  }
}
