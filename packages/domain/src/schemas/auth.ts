import { z } from 'zod';
import {
  acceptedBox,
  BESIDE_FIELD_ERRORS,
  checkPasswordDetails,
  checkSignature,
  email,
  password,
  personName,
  phone,
  photoConsent,
  requiredText,
  signatureFields,
  taxCode,
} from './fields';

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'required').max(200),
  remember: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

const withConfirmation = <T extends { password: string; password_confirmation: string }>(value: T) =>
  value.password === value.password_confirmation;
const confirmationIssue = { message: 'password_mismatch', path: ['password_confirmation'] };

/** Parent self-registration (specification section 2, "Registration form sections"). */
export const registerSchema = z
  .object({
    first_name: personName,
    last_name: personName,
    tax: taxCode,
    plz: requiredText(10),
    place: requiredText(100),
    address: requiredText(200),
    phone,
    email,
    password,
    password_confirmation: z.string().min(1, 'required'),
    privacy_agb: acceptedBox('privacy_required'),
    privacy_photo: photoConsent.optional(),
    ...signatureFields,
  })
  .superRefine((value, context) => checkSignature(value, context, value), BESIDE_FIELD_ERRORS)
  .superRefine(
    (value, context) =>
      checkPasswordDetails(value.password, { names: [value.first_name, value.last_name], email: value.email, address: [value.address, value.place] }, context),
    BESIDE_FIELD_ERRORS,
  )
  .refine(withConfirmation, confirmationIssue);
export type RegisterInput = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    email,
    token: z.string().min(1, 'required').max(200),
    password,
    password_confirmation: z.string().min(1, 'required'),
  })
  // The link's address is all the form knows of the account; the server adds its name and address.
  .superRefine((value, context) => checkPasswordDetails(value.password, { email: value.email }, context), BESIDE_FIELD_ERRORS)
  .refine(withConfirmation, confirmationIssue);
