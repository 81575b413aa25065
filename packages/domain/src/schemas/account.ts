import { z } from 'zod';
import { guessablePassword, type PasswordContext } from '../password';
import { acceptedBox, BESIDE_FIELD_ERRORS, checkSignature, email, PASSWORD_MIN_LENGTH, photoConsent, requiredText, signatureFields } from './fields';

/**
 * A new password is set only when one is typed, so both password fields may stay empty; once one is typed it
 * needs the minimum length, must not be among the first guesses nor hold the account's name or e-mail (the
 * form's own, and what `known` adds) and needs the same confirmation. Shared by the profile and the back-office
 * user form.
 */
export function checkNewPassword(
  value: { name?: string; email?: string; password?: string; password_confirmation?: string },
  context: z.RefinementCtx,
  known: PasswordContext = {},
): void {
  const password = value.password ?? '';
  if (password === '' && !value.password_confirmation) return;
  if (password.length < PASSWORD_MIN_LENGTH) {
    context.addIssue({ code: 'custom', message: password === '' ? 'required' : 'password_min', path: ['password'] });
    return;
  }
  const weakness = guessablePassword(password, { names: [value.name, ...(known.names ?? [])], email: value.email ?? known.email, address: known.address });
  if (weakness) {
    context.addIssue({ code: 'custom', message: weakness, path: ['password'] });
  } else if (password !== value.password_confirmation) {
    context.addIssue({ code: 'custom', message: 'password_mismatch', path: ['password_confirmation'] });
  }
}

export const userProfileFields = {
  name: requiredText(200),
  email: email.optional(),
  password: z.string().max(200).optional(),
  password_confirmation: z.string().max(200).optional(),
  /** Needed when a user changes their own password (the server checks it); not when staff set another's. */
  current_password: z.string().max(200).optional(),
};

/**
 * PUT /api/user/{id}, the profile part: the password is changed only when one is typed, and then with the
 * current one. The e-mail may be left out; only users with user.create may change it. `known`: what the form
 * knows of the account besides its fields (a parent's names and address), for the password rule.
 */
export const userProfileSchema = (known: PasswordContext = {}) =>
  z
    .object(userProfileFields)
    .superRefine((value, context) => checkNewPassword(value, context, known))
    .superRefine((value, context) => {
      if (value.password && !value.current_password) context.addIssue({ code: 'custom', message: 'required', path: ['current_password'] });
    });
export type UserProfileInput = z.input<ReturnType<typeof userProfileSchema>>;

/** A login account as the user resource answers it: never the password hash. */
export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  /** The parent this login belongs to; such an account keeps the role Parent (its roles field is locked). */
  person_id: z.number().nullable(),
});
export type User = z.infer<typeof userSchema>;

const privacyUpdateFields = {
  privacy_agb: acceptedBox('privacy_required'),
  privacy_photo: z.enum(['yes', 'no', ''], 'photo_consent').optional(),
  ...signatureFields,
};

/**
 * POST /api/update-user-privacy: a parent accepts the (changed) privacy terms again and signs, drawn or typed.
 * The photo answer is required only when the option photo_privacy is 1; '' stands for "not asked". A typed
 * signature is compared with the parent's names by the server, which knows them.
 */
export const privacyUpdateSchema = z.object(privacyUpdateFields).superRefine(checkSignature, BESIDE_FIELD_ERRORS);
/** The consent form where the organisation asks the photo question: the answer is required there. */
export const privacyUpdateWithPhotoSchema = z
  .object({ ...privacyUpdateFields, privacy_photo: photoConsent })
  .superRefine(checkSignature, BESIDE_FIELD_ERRORS);
export type PrivacyUpdateInput = z.input<typeof privacyUpdateSchema>;
