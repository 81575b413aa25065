import { decodeTaxCode, type PersonValues } from '@app/domain';
import type { people } from '../../db/schema';
import { invalid } from '../../lib/errors';

/**
 * The columns of a person as staff typed them: birth and gender read from the tax code, photo consent kept
 * from its first date while it stays "yes" (the office records what the family says on the phone).
 */
export function personColumns(values: PersonValues, now: Date, photoAcceptedAt: Date | null) {
  const tax = decodeTaxCode(values.tax, now);
  if (!tax.valid) throw invalid({ tax: 'tax_code_invalid' });
  const privacyPhotoAcceptAt =
    values.privacy_photo === undefined ? photoAcceptedAt : values.privacy_photo === 'yes' ? (photoAcceptedAt ?? now) : null;
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    address: values.address,
    plz: values.plz,
    place: values.place,
    tax: tax.code,
    gender: tax.gender,
    birth: tax.birth,
    email: values.email,
    phone: values.phone,
    lang: values.lang,
    privacy_photo_accept_at: privacyPhotoAcceptAt,
    updated_at: now,
  } satisfies Partial<typeof people.$inferInsert>;
}
