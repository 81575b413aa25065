import { registerSchema, signatureIssue } from '@app/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../../components/form/resolver';
import { deriveFromTaxCode } from '../../../components/form/TaxCodeField';

export type SignupValues = z.input<typeof registerSchema>;
export type SignupPayload = z.output<typeof registerSchema>;

export const EMPTY_SIGNUP: SignupValues = {
  first_name: '',
  last_name: '',
  tax: '',
  plz: '',
  place: '',
  address: '',
  phone: '',
  email: '',
  password: '',
  password_confirmation: '',
  privacy_agb: false,
  privacy_photo: undefined,
  signature: '',
  typed_signature: '',
};

const schemaResolver = formResolver(registerSchema);

/**
 * The domain schema (the server checks the same) plus what only the screen knows or the schema checks late:
 * a tax code counts once a birth date could be read from it (specification section 5), the photo question is
 * required only where the organisation asks it, and zod compares the passwords only when every other field
 * is valid (and skips the signature after a tax code of the wrong length), so a parent would learn of a
 * mismatch one submit later.
 */
export function signupResolver(askPhotoConsent: boolean): Resolver<SignupValues, unknown, SignupPayload> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const errors: FieldErrors<SignupValues> = { ...result.errors };
    if (!deriveFromTaxCode(values.tax).birth) errors.tax = { type: 'validate', message: 'tax_code_invalid' };
    if (askPhotoConsent && !values.privacy_photo) errors.privacy_photo = { type: 'required', message: 'photo_consent' };
    if (!errors.password_confirmation && values.password_confirmation && values.password !== values.password_confirmation) {
      errors.password_confirmation = { type: 'validate', message: 'password_mismatch' };
    }
    const signature = signatureIssue(values, values);
    if (signature && !errors.signature && !errors.typed_signature) errors[signature.field] = { type: 'validate', message: signature.message };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}
