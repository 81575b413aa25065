import { z } from 'zod';
import { GENDERS } from './fields';

/** The signed-in parent's own person, as the family area and the privacy check see it. */
export const ownPersonSchema = z.object({
  id: z.number(),
  display_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  tax: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birth: z.string().nullable(),
  address: z.string().nullable(),
  plz: z.string().nullable(),
  place: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  language: z.enum(['de', 'it']),
  privacy_agb: z.boolean(),
  privacy_photo: z.enum(['yes', 'no']),
  privacy_photo_accept_at: z.string().nullable(),
});
export type OwnPerson = z.infer<typeof ownPersonSchema>;

/** GET /api/userdata: who is signed in and what they may do. */
export const userDataSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  lang: z.enum(['de', 'it']),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  people: ownPersonSchema.nullable(),
  privacy_verification_needed: z.boolean(),
});
export type UserData = z.infer<typeof userDataSchema>;

export const tokenSchema = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
});

export const messageSchema = z.object({ success: z.boolean(), message: z.string() });
