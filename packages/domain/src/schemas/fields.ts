import { z } from 'zod';
import { guessablePassword, type PasswordContext } from '../password';
import { decodeTaxCode, normalizeTaxCode } from '../tax-code';
import { LANGUAGES } from '../language';

/** Building blocks shared by every payload schema, so a rule is written once. */

/** C0 and C1 control characters: nobody types them, a NUL byte cannot even be stored, and they hide text. */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same without tab and line breaks, which a multi-line text (a description, a comment) may hold. */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export interface TextOptions {
  /** Tabs and line breaks allowed: descriptions, comments, rich text. */
  multiLine?: boolean;
}

/**
 * Every text a request carries starts here (field, search, filter): control characters are refused on the
 * field (`control_characters`) instead of reaching the database, where a NUL byte fails the whole query.
 */
export const plainText = ({ multiLine = false }: TextOptions = {}) =>
  z
    .string()
    .refine((text) => !(multiLine ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(text), 'control_characters');

export const requiredText = (max = 255, options?: TextOptions) => plainText(options).trim().min(1, 'required').max(max);
/** An optional text field; an empty field is stored as "no value". */
export const nullableText = (max: number, options?: TextOptions) =>
  plainText(options)
    .trim()
    .max(max)
    .nullish()
    .transform((text) => text || null);

/**
 * What a person's or child's name may hold: the characters the payment confirmation's font (DejaVu Sans)
 * draws, in the Latin, Greek and Cyrillic blocks (every diacritic, Vietnamese included), the spacing modifier
 * letters (ʻ ʼ), combining accents, dashes and quotes. A name in another script would print as empty boxes on
 * that document; apps/server checks every character accepted here against the font it embeds. The combining
 * accents come first: after a letter, they would read as one combined character (no-misleading-character-class).
 */
const PRINTABLE_NAME =
  /^[\u0300-\u034e\u0020-\u007e\u00a0-\u024f\u02b0-\u02e9\u0370-\u0377\u037a-\u037f\u0384-\u038a\u038c\u038e-\u03a1\u03a3-\u03ff\u0400-\u0525\u1e00-\u1efb\u2010-\u2027]*$/;

export const isPrintableName = (text: string) => PRINTABLE_NAME.test(text);

/** First and last names of parents and children: they print on the payment confirmation. */
export const personName = requiredText(100).refine(isPrintableName, 'name_script');

export const email = plainText()
  .trim()
  .min(1, 'required')
  .max(255)
  .pipe(z.email('email'))
  .transform((value) => value.toLowerCase());

export const PASSWORD_MIN_LENGTH = 8;
/** A new password (sign-up, reset): long enough and not among the first guesses. Signing in takes any. */
export const password = z
  .string()
  .min(1, 'required')
  .min(PASSWORD_MIN_LENGTH, 'password_min')
  .max(200)
  .refine((value) => value.length < PASSWORD_MIN_LENGTH || !guessablePassword(value), 'password_common');

const textOrNothing = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The password rule with what a form holds of the account (its names, e-mail, address; any field may still be
 * of the wrong type here): refused on `password`, unless that field has its own message already.
 */
export function checkPasswordDetails(
  password: unknown,
  details: { names?: unknown[]; email?: unknown; address?: unknown[] },
  context: z.RefinementCtx,
): void {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) return;
  if (context.issues.some((issue) => issue.path?.[0] === 'password')) return;
  const known: PasswordContext = {
    names: details.names?.map(textOrNothing),
    email: textOrNothing(details.email),
    address: details.address?.map(textOrNothing),
  };
  const weakness = guessablePassword(password, known);
  if (weakness) context.addIssue({ code: 'custom', message: weakness, path: ['password'] });
}

/** What a phone number may look like: digits with the separators people type, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 /().-]{5,}$/;
export const PHONE_MAX_LENGTH = 40;

export const phone = plainText().trim().min(1, 'required').max(PHONE_MAX_LENGTH).regex(PHONE_PATTERN, 'invalid');

export const taxCode = plainText()
  .min(1, 'required')
  .transform(normalizeTaxCode)
  .refine((value) => value.length === 16, { message: 'tax_code_length', abort: true })
  .refine((value) => decodeTaxCode(value).valid, 'tax_code_invalid');

export const language = z.enum(LANGUAGES, 'choice');
/** The tax code tells m or f; s (divers) is what an erased child keeps (decision 025). */
export const GENDERS = ['m', 'f', 's'] as const;
export const photoConsent = z.enum(['yes', 'no'], 'photo_consent');

/** A signature drawn on the pad as the browser's canvas exports it; '' is none. The server checks the bytes as well. */
const drawnSignature = z
  .string('signature_missing')
  // 256 KB of PNG as base64 (the server's limit, apps/server/src/files/signature.ts).
  .max(350_000, 'signature_missing')
  .regex(/^(data:image\/png;base64,[A-Za-z0-9+/=]+)?$/, 'signature_missing');

export const TYPED_SIGNATURE_MAX_LENGTH = 255;

/**
 * How a consent (sign-up, renewed privacy consent) is signed: drawn on the pad (`signature`), or, for who
 * cannot draw (keyboard, screen reader, no fine motor control), the signer's full name typed
 * (`typed_signature`). Exactly one of them: see `checkSignature`.
 */
export const signatureFields = {
  signature: drawnSignature.optional(),
  typed_signature: plainText().trim().max(TYPED_SIGNATURE_MAX_LENGTH).optional(),
};

const signatureKey = (text: string) => text.normalize('NFC').toLocaleLowerCase('de').replace(/\s+/g, ' ').trim();

/** A typed signature is the signer's full name: it holds the first and the last name, in any case and spacing. */
export function typedSignatureNamesSigner(typed: string, firstName: string, lastName: string): boolean {
  const signed = signatureKey(typed);
  return [firstName, lastName].every((name) => signed.includes(signatureKey(name)));
}

type SignatureField = 'signature' | 'typed_signature';

/**
 * What is wrong with a consent's signature, if anything. It is given exactly once: never neither, and not both
 * (which one would count?). A typed signature must name the signer when the names are known (`signer`).
 */
export function signatureIssue(
  value: { signature?: unknown; typed_signature?: unknown },
  signer?: { first_name?: unknown; last_name?: unknown },
): { field: SignatureField; message: string } | undefined {
  const drawn = typeof value.signature === 'string' && value.signature !== '';
  const typed = typeof value.typed_signature === 'string' ? value.typed_signature.trim() : '';
  if (!drawn && typed === '') return { field: 'signature', message: 'signature_missing' };
  if (drawn && typed !== '') return { field: 'typed_signature', message: 'signature_twice' };
  if (typed === '' || !signer) return undefined;
  const first = typeof signer.first_name === 'string' ? signer.first_name.trim() : '';
  const last = typeof signer.last_name === 'string' ? signer.last_name.trim() : '';
  // A missing name has its own message; the signature is compared once both are there.
  if (first && last && !typedSignatureNamesSigner(typed, first, last)) return { field: 'typed_signature', message: 'signature_name' };
  return undefined;
}

/**
 * `signatureIssue` as a check of a payload schema. It runs even when other fields fail (`BESIDE_FIELD_ERRORS`), so
 * the parent sees every error at once; zod skips it only after a field that stops parsing (a tax code of the
 * wrong length), which is why the sign-up form asks `signatureIssue` itself.
 */
export function checkSignature(
  value: { signature?: unknown; typed_signature?: unknown },
  context: z.RefinementCtx,
  signer?: { first_name?: unknown; last_name?: unknown },
): void {
  // The field's own message (not a PNG, too long) says enough.
  if (context.issues.some((issue) => issue.path?.[0] === 'signature' || issue.path?.[0] === 'typed_signature')) return;
  const issue = signatureIssue(value, signer);
  if (issue) context.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
}
/**
 * Runs a payload's check (`checkSignature`, `checkPasswordDetails`) when fields failed too, so the form shows
 * every error at once, but not on a payload that is no object at all (a `null` body): it has no fields to
 * check, and reading one from `null` would throw and answer 500 instead of 422.
 */
export const BESIDE_FIELD_ERRORS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const acceptedBox = (message: string) =>
  z.boolean(message).refine((value) => value, message);
