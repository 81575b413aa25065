import { z } from 'zod';
import type { TranslationParams } from '../i18n';
import type { Language } from '../language';
import { WEEK_STATES } from '../week-state';
import { childAnswersSchema, courseCustomFields, CUSTOM_FIELDS, DAY_TYPES, digitsOf, type BookingCourse, type BookingMessage } from './booking';
import { familyChildSchema } from './child';
import { email, nullableText, phone, PHONE_MAX_LENGTH, PHONE_PATTERN, photoConsent, plainText } from './fields';
import { openOfferSchema } from './offers';
import { ownPersonSchema } from './user';

/**
 * The family page (/my-family) and the confirmations page (public specification sections 2, 3, 5 and 7,
 * decisions.md sections 3, 4 and 10): what GET /api/my-family answers, the parent dialog, the registration
 * edit dialog and the payment confirmations. The web app and the server share these schemas.
 */

// ---------------------------------------------------------------- parent dialog

/**
 * POST /api/my-family/parent, PUT /api/my-family/parent/{id}. The e-mail is the sign-in address: a new one
 * needs `current_password` and changes once the link sent to it is opened (decision 017).
 * `privacy_photo` is read only when the option photo_privacy is 1; a consent given cannot be taken back here.
 */
export const parentUpdateSchema = z.object({
  email,
  phone,
  privacy_photo: photoConsent.optional(),
  current_password: z.string().max(200).optional(),
});

/** What waits for an address link: a new sign-in address, or the office's data of the family to join. */
export const pendingAddressSchema = z.object({ purpose: z.enum(['join_person', 'change_email']), email: z.string() });
export type PendingAddress = z.infer<typeof pendingAddressSchema>;

/** POST /api/my-family/confirm-email: the token of an address link. */
export const addressLinkSchema = z.object({ token: z.string().min(1, 'required').max(200) });
export type ParentUpdateInput = z.input<typeof parentUpdateSchema>;
export type ParentUpdate = z.output<typeof parentUpdateSchema>;

/**
 * The parent dialog's person: the own person as the family area sees it, without the AGB consent; `email` is
 * the sign-in address, and `pending_address` what waits for a link sent to an address.
 */
export const familyParentSchema = ownPersonSchema.omit({ privacy_agb: true }).extend({ pending_address: pendingAddressSchema.nullable() });
export type FamilyParent = z.infer<typeof familyParentSchema>;

// ---------------------------------------------------------------- registration edit dialog

/** PUT /api/save-registration/{id}. */
export const registrationUpdateSchema = z.object({
  /** Read only when the week offers both day types; otherwise the day type stays. */
  dayType: z
    .enum(DAY_TYPES, 'choice')
    .nullish()
    .transform((dayType) => dayType ?? null),
  emergency_contact1_phone: nullableText(PHONE_MAX_LENGTH),
  emergency_contact2_phone: nullableText(PHONE_MAX_LENGTH),
  custom_field: nullableText(2000, { multiLine: true }),
  custom_field_2: nullableText(2000, { multiLine: true }),
  custom_field_3: nullableText(2000, { multiLine: true }),
});
export type RegistrationUpdateInput = z.input<typeof registrationUpdateSchema>;
export type RegistrationUpdate = z.output<typeof registrationUpdateSchema>;

/** Whether the edit dialog offers the day type: only a week with both lets a family choose. */
export const weekOffersBothDayTypes = (week: { full_day: boolean; half_day: boolean }) => week.full_day && week.half_day;

/**
 * The rules of the registration edit dialog (section 5), first per field, for the dialog and the server:
 * emergency contact 1 required, contact 2 optional and different from contact 1, and each custom field the
 * course asks required, as in the booking.
 */
export function registrationEditErrors(
  payload: RegistrationUpdate,
  course: Pick<BookingCourse, (typeof CUSTOM_FIELDS)[number] | `${(typeof CUSTOM_FIELDS)[number]}_${'de' | 'it'}`>,
  childName: string,
  lang: Language,
): Record<string, BookingMessage> {
  const errors: Record<string, BookingMessage> = {};
  const add = (field: string, key: string, params: TranslationParams = {}) => {
    errors[field] ??= { key, params };
  };
  const [first, second] = [payload.emergency_contact1_phone, payload.emergency_contact2_phone];
  if (first === null) add('emergency_contact1_phone', 'family.registration.contact1_required');
  else if (!PHONE_PATTERN.test(first)) add('emergency_contact1_phone', 'validation.invalid');
  if (second !== null && !PHONE_PATTERN.test(second)) add('emergency_contact2_phone', 'validation.invalid');
  if (first && second && digitsOf(first) === digitsOf(second)) {
    add('emergency_contact2_phone', 'booking.errors.emergency_contacts_different');
  }
  for (const { field, label } of courseCustomFields(course, lang)) {
    if (payload[field] === null) add(field, 'booking.errors.custom_field_required', { label, child: childName });
  }
  return errors;
}

// ---------------------------------------------------------------- GET /api/my-family

/** What a family needs to pay by bank transfer (decisions.md section 10); absent when nothing is open. */
export const paymentTransferSchema = z.object({
  /** The account holder: the organisation (option payment_recipient, else app_name), not the bank. */
  recipient: z.string(),
  iban: z.string(),
  amount: z.number(),
  /** The booking's reference `SPW-<id>-<check>`, then the children's names, at most 140 characters (decision 022). */
  reference: z.string(),
  /** The EPC QR code's text (EPC069-12); render it as a QR code with error correction M. */
  epc: z.string(),
});
export type PaymentTransfer = z.infer<typeof paymentTransferSchema>;

const customFieldLabel = z.object({ enabled: z.boolean(), de: z.string().nullable(), it: z.string().nullable() });

export const familyRegistrationSchema = z.object({
  id: z.number(),
  /** The booking (one send of the booking dialog) the registration belongs to: `bookings` holds its one transfer. */
  booking_id: z.number(),
  is_waiting: z.boolean(),
  /** Place on the week's waiting list (1 = next), from created_at; null for a confirmed registration. */
  waiting_position: z.number().nullable(),
  /** A place offered from the waiting list (issue 36): held until `expires_at`, accepted or declined on the page. */
  offer: openOfferSchema.nullable(),
  day_type: z.enum(DAY_TYPES),
  /** The course's label of the day type in the request's language, else the catalogue's. */
  day_type_label: z.string(),
  /** Null when the office booked without one: the family's edit asks for it. */
  emergency_contact1_phone: z.string().nullable(),
  emergency_contact2_phone: z.string().nullable(),
  // The booking's answers about the child; health data, for the family itself.
  ...childAnswersSchema.shape,
  comment_user: z.string().nullable(),
  created_at: z.string(),
  people: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), display_name: z.string() }),
  course: z.object({
    id: z.number(),
    name: z.string(),
    name_it: z.string(),
    label_full_day_de: z.string().nullable(),
    label_full_day_it: z.string().nullable(),
    label_half_day_de: z.string().nullable(),
    label_half_day_it: z.string().nullable(),
    custom_field: customFieldLabel,
    custom_field_2: customFieldLabel,
    custom_field_3: customFieldLabel,
    bank_name: z.string().nullable(),
    bank_iban: z.string().nullable(),
  }),
  courseWeek: z.object({
    id: z.number(),
    name: z.string(),
    name_it: z.string(),
    from: z.string(),
    to: z.string(),
    state: z.enum(WEEK_STATES),
    full_day: z.boolean(),
    half_day: z.boolean(),
    price: z.number().nullable(),
    price_half_day: z.number().nullable(),
  }),
  /** Edit and delete are possible (the week is not after_registration). */
  editable: z.boolean(),
  price: z.number(),
  payed: z.enum(['unpaid', 'partly_paid', 'paid']),
  payed_amount: z.number().nullable(),
  payed_at: z.string().nullable(),
  open_amount: z.number(),
  /**
   * The transfer of this week alone (its open amount under its booking's reference) while an amount is open on a
   * confirmed registration of a course with an IBAN.
   */
  payment: paymentTransferSchema.nullable(),
});
export type FamilyRegistration = z.infer<typeof familyRegistrationSchema>;

/** A booking of the family with something open: one transfer pays all of it (decision 022). */
export const familyBookingSchema = z.object({
  id: z.number(),
  /** `SPW-<id>-<check>`. */
  reference: z.string(),
  /** The booking's confirmed registrations that still owe something; waiting ones owe nothing until promoted. */
  registration_ids: z.array(z.number()),
  /** Their open amounts added up. */
  open_amount: z.number(),
  payment: paymentTransferSchema,
});
export type FamilyBooking = z.infer<typeof familyBookingSchema>;

/** One payment confirmation: a child with at least one paid, confirmed registration in a course. */
export const confirmationSchema = z.object({
  child_name: z.string(),
  course_name: z.string(),
  week_count: z.number(),
  courseId: z.number(),
  /** The child's id (the specification's name). */
  peopleId: z.number(),
});
export type Confirmation = z.infer<typeof confirmationSchema>;

export const familySchema = z.object({
  /** null: the account has no linked person (a back-office account); the page shows its info alert. */
  parent: familyParentSchema.nullable(),
  childrens: z.array(familyChildSchema),
  registrations: z.array(familyRegistrationSchema),
  confirmations: z.array(confirmationSchema),
  waitingQueue: z.array(familyRegistrationSchema),
  bookings: z.array(familyBookingSchema),
});
export type Family = z.infer<typeof familySchema>;

export const familyAnswerSchema = z.object({ data: familySchema });
export const confirmationsAnswerSchema = z.object({ data: z.array(confirmationSchema) });

// ---------------------------------------------------------------- erasure (decision 025)

/**
 * What an erasure does with paid places of weeks to come: the children still attend (the places stay, the
 * parent's phone and e-mail kept on them until the week is over) or the places are given up (freed for the
 * waiting list, the amount paid becomes the office's refund to-do).
 */
export const PLACE_CHOICES = ['keep', 'release'] as const;
export type PlaceChoice = (typeof PLACE_CHOICES)[number];

const places = z.enum(PLACE_CHOICES, 'choice').optional();

/** POST /api/my-family/delete-account. `places` is required only when the family has paid places in weeks to come. */
export const deleteAccountSchema = z.object({ password: z.string().max(200), places });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/**
 * Whether the name the office typed before an erasure is the family's: the person's last name, whatever the
 * case and the spaces around or between its words.
 */
export function confirmsFamilyName(typed: string, lastName: string): boolean {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return plain(typed) !== '' && plain(typed) === plain(lastName);
}

/** POST /api/parent/{id}/erase: the office types the family's name (the person's last name) to confirm. */
export const officeErasureSchema = z.object({ name: plainText().max(200), places });
export type OfficeErasureInput = z.input<typeof officeErasureSchema>;

/** A paid place of a week to come that an erasure asks about. */
export const paidPlaceSchema = z.object({
  registration_id: z.number(),
  child_name: z.string(),
  course: z.object({ name: z.string(), name_it: z.string() }),
  week: z.object({ name: z.string(), name_it: z.string(), from: z.string(), to: z.string() }),
  payed_amount: z.number(),
});
export type PaidPlace = z.infer<typeof paidPlaceSchema>;

/** GET /api/my-family/erasure and /api/parent/{id}/erasure: what the erasure has to ask before it runs. */
export const erasurePreviewSchema = z.object({ paid_places: z.array(paidPlaceSchema), refund_amount: z.number() });
export type ErasurePreview = z.infer<typeof erasurePreviewSchema>;
export const erasurePreviewAnswerSchema = z.object({ data: erasurePreviewSchema });

/**
 * The office's refund to-do (GET /api/refunds), until it is marked refunded: what an erased family gave up
 * (decision 025), or what a bank transfer paid beyond what its bookings owed (decision 023).
 */
export const refundSchema = z.object({
  id: z.number(),
  /** `SPW-<id>-<check>` of the booking the money came in for. */
  reference: z.string(),
  amount: z.number(),
  /** The weeks given up, in the request's language; none for an overpayment. */
  weeks: z.array(z.object({ course: z.string(), week: z.string(), from: z.string(), to: z.string() })),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  /**
   * The transfer an overpayment came with, else null: its booking date, its whole amount and who sent it (null
   * when the bank named nobody or the family's erasure removed the name).
   */
  overpayment: z.object({ booked_on: z.string(), amount: z.number(), payer: z.string().nullable() }).nullable(),
  created_at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;
export const refundsAnswerSchema = z.object({ data: z.array(refundSchema) });
