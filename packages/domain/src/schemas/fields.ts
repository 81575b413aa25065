import { z } from 'zod';
import { decodeTaxCode, normalizeTaxCode } from '../tax-code';
import { LANGUAGES } from '../language';

/** Building blocks shared by every payload schema, so a rule is written once. */

export const requiredText = (max = 255) => z.string().trim().min(1, 'required').max(max);
export const optionalText = (max = 255) => z.string().trim().max(max).optional();
/** An optional text field; an empty field is stored as "no value". */
export const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => text || null);

export const email = z
  .string()
  .trim()
  .min(1, 'required')
  .max(255)
  .pipe(z.email('email'))
  .transform((value) => value.toLowerCase());

export const PASSWORD_MIN_LENGTH = 8;
export const password = z.string().min(1, 'required').min(PASSWORD_MIN_LENGTH, 'password_min').max(200);

/** What a phone number may look like: digits with the separators people type, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 /().-]{5,}$/;
export const PHONE_MAX_LENGTH = 40;

export const phone = z.string().trim().min(1, 'required').max(PHONE_MAX_LENGTH).regex(PHONE_PATTERN, 'invalid');

export const taxCode = z
  .string()
  .min(1, 'required')
  .transform(normalizeTaxCode)
  .refine((value) => value.length === 16, { message: 'tax_code_length', abort: true })
  .refine((value) => decodeTaxCode(value).valid, 'tax_code_invalid');

export const language = z.enum(LANGUAGES, 'choice');
export const photoConsent = z.enum(['yes', 'no'], 'photo_consent');

/** A drawn signature as the browser's canvas exports it. The server checks the bytes as well. */
export const signatureImage = z
  .string('signature_missing')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'signature_missing');

export const acceptedBox = (message: string) =>
  z.boolean(message).refine((value) => value, message);
