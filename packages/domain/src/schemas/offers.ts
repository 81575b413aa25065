import { z } from 'zod';
import { listQuerySchema, recordId } from './list';
import { MAX_OFFER_HOURS } from '../offers';

/**
 * Waiting-list offers (issue 36, decision 029) as the family page and the back office read and send them.
 */

/** An open offer on a waiting registration: the place is held for the family until `expires_at`. */
export const openOfferSchema = z.object({ offered_at: z.string(), expires_at: z.string() });
export type OpenOffer = z.infer<typeof openOfferSchema>;

/** What became of an offer; `open` while the family may still decide. */
export const OFFER_OUTCOMES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number];
/** The office list's filter: an outcome, or `expiring` (open, the deadline within 12 hours). */
export const OFFER_FILTERS = [...OFFER_OUTCOMES, 'expiring'] as const;

const named = z.object({ id: z.number(), name: z.string(), name_it: z.string() });

/** One offer in the office's list. */
export const offerListItemSchema = z.object({
  id: z.number(),
  registration_id: z.number(),
  outcome: z.enum(OFFER_OUTCOMES),
  offered_at: z.string(),
  expires_at: z.string(),
  reminded_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** Made by a staff member (their name), or null when the capacity rule made it. */
  offered_by: z.string().nullable(),
  child: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }),
  parent: z.object({ id: z.number(), name: z.string() }).nullable(),
  course: named,
  week: named.extend({ from: z.string(), to: z.string() }),
});
export type OfferListItem = z.infer<typeof offerListItemSchema>;

export const OFFER_SORTABLE = ['offered_at', 'expires_at', 'child', 'week'] as const;
export type OfferSortKey = (typeof OFFER_SORTABLE)[number];
export const offerListQuerySchema = listQuerySchema({
  sortable: OFFER_SORTABLE,
  filters: { state: z.enum(OFFER_FILTERS, 'choice').optional(), course: recordId.optional() },
});

/** The office offers a place by hand, or extends an open offer: the new deadline, as the office types it. */
export const offerDeadlineSchema = z.object({
  /** `YYYY-MM-DDTHH:mm` in the organisation's time zone; later than now and at most 30 days ahead. */
  expires_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'invalid'),
});
export type OfferDeadline = z.infer<typeof offerDeadlineSchema>;
export const MAX_OFFER_DAYS = MAX_OFFER_HOURS / 24;

/** What happened to a registration on the waiting list, in order: the registration's history. */
export const REGISTRATION_ACTS = ['offered', 'extended', 'reminded', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type RegistrationAct = (typeof REGISTRATION_ACTS)[number];
export const registrationEventSchema = z.object({
  at: z.string(),
  act: z.enum(REGISTRATION_ACTS),
  /** The staff member or parent who acted; null for the server's own acts (automatic offers, expiry, reminders). */
  by: z.string().nullable(),
  /** The offer's deadline after an `offered` or `extended`. */
  expires_at: z.string().nullable(),
});
export type RegistrationEvent = z.infer<typeof registrationEventSchema>;
export type OfferListQuery = z.output<typeof offerListQuerySchema>;
