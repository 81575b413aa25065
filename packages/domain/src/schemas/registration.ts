import { z } from 'zod';
import { DAY_TYPES } from './booking';
import { requiredText } from './fields';
import { listQuerySchema, queryFlag, recordId } from './list';
import { openOfferSchema, registrationEventSchema } from './offers';

/**
 * Registrations in the back office (back-office specification sections 2, 3, 4 and 7): the list with its
 * filters, one registration for the edit screen, the staff's changes, and the bulk actions.
 */

export const PAYMENT_STATES = ['unpaid', 'partly_paid', 'paid'] as const;
/** The list's payment filter: a state, or the open registrations of bookings past their deadline (decision 026). */
export const PAYMENT_FILTERS = [...PAYMENT_STATES, 'overdue'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

const named = z.object({ id: z.number(), name: z.string(), name_it: z.string() });

export const registrationListItemSchema = z.object({
  id: z.number(),
  /** The booking's payment reference (`SPW-<booking id>-<check>`, decision 022), as the family's transfer names it. */
  booking_reference: z.string(),
  child: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), tax: z.string() }),
  parent: z.object({ id: z.number(), name: z.string() }).nullable(),
  course: named,
  week: named.extend({ from: z.string(), to: z.string() }),
  day_type: z.enum(DAY_TYPES),
  price: z.number(),
  payed_amount: z.number().nullable(),
  payed_at: z.string().nullable(),
  open_amount: z.number(),
  payment_state: z.enum(PAYMENT_STATES),
  is_waiting: z.boolean(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type RegistrationListItem = z.infer<typeof registrationListItemSchema>;

export const REGISTRATION_SORTABLE = ['created_at', 'booking', 'child', 'parent', 'course', 'week', 'day_type', 'price', 'payed_amount', 'open_amount', 'is_waiting'] as const;
export type RegistrationSortKey = (typeof REGISTRATION_SORTABLE)[number];

export const registrationListQuerySchema = listQuerySchema({
  sortable: REGISTRATION_SORTABLE,
  filters: {
    /** Only registrations of active courses (the list starts with it on). */
    active: queryFlag.optional(),
    year: z.coerce.number().int('invalid').min(2000, 'invalid').max(2100, 'invalid').optional(),
    course: recordId.optional(),
    week: recordId.optional(),
    /** 1: waiting list only; 0: confirmed only. */
    waiting: queryFlag.optional(),
    payment: z.enum(PAYMENT_FILTERS, 'choice').optional(),
    /** 1: cancelled ones only; without it the list shows the registrations that stand. */
    deleted: queryFlag.optional(),
  },
});
export type RegistrationListQuery = z.output<typeof registrationListQuerySchema>;

/** The ids of POST /api/peopleCourseWeekRegistration/setPayed (the specification's `data`). */
export const setPayedSchema = z.object({ data: z.array(z.int().min(1)).min(1, 'required').max(1000) });
export const setPayedAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** Booked as paid now. */
  payed: z.array(z.number()),
  /** Waiting registrations take no payment: left as they were. */
  skipped: z.array(z.number()),
});

export const resendEmailSchema = z.object({ id: z.int().min(1) });

/**
 * What staff change on a registration (the back office's registration edit screen). The internal comment is
 * required on every save, as the specification's validation rules ask (decision 018).
 */
export const registrationAdminUpdateSchema = z.object({
  day_type: z.enum(DAY_TYPES, 'choice'),
  payed_amount: z.number('invalid').min(0, 'invalid').max(100_000, 'invalid').nullable(),
  payed_at: z.iso.date('invalid').nullable(),
  comment_internal: requiredText(2000, { multiLine: true }),
});
export type RegistrationAdminUpdate = z.infer<typeof registrationAdminUpdateSchema>;

/** One registration for the back office's edit screen: the list's figures with the child's and course's data. */
export const registrationDetailSchema = registrationListItemSchema.extend({
  week: named.extend({ from: z.string(), to: z.string(), half_day: z.boolean(), full_day: z.boolean() }),
  child: registrationListItemSchema.shape.child.extend({ birth: z.string() }),
  /** Null when the office booked without one. */
  emergency_contact1_phone: z.string().nullable(),
  emergency_contact2_phone: z.string().nullable(),
  /** The family's comment: read-only for staff. */
  comment: z.string().nullable(),
  comment_internal: z.string().nullable(),
  /** The photo consent of the family's parent (decision 019; read-only here: the family gives it). */
  photo_consent: z.boolean(),
  leave_alone: z.boolean(),
  swimming_help: z.boolean(),
  custom_fields: z.array(z.object({ label: z.string(), value: z.string().nullable() })),
  /** Present only for roles with child.health (decisions.md section 11). */
  medicaments: z.string().nullable().optional(),
  incompatibilities: z.string().nullable().optional(),
  allergies: z.string().nullable().optional(),
  /** When the retention job erased the health answers (decision 024); a date, not health data, so always sent. */
  health_erased_at: z.string().nullable(),
  /** A place an erased family kept: the parent's phone and e-mail, until the week is over (decision 025). */
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  /** An open offer of a place (issue 36). */
  offer: openOfferSchema.extend({ reminded_at: z.string().nullable() }).nullable(),
  /** What happened to it on the waiting list (offers made, extended, reminded, decided), oldest first. */
  history: z.array(registrationEventSchema),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;
