import { zonedInstant } from './week-state';

/**
 * Waiting-list offers (issue 36, decision 029): with the option `offer_hours` above 0 a freed place is offered
 * to the first waiting entry that fits, for a limited time, instead of being booked onto it. These are the
 * rules; the server keeps the offers under the week's lock (apps/server/src/services/offers).
 */

const HOUR = 3_600_000;

/** No automatic offer is made, and none runs, in the last hours before a week starts: the office decides then. */
export const OFFER_CUTOFF_HOURS = 24;
/** The one reminder goes this long before an offer's deadline, for offers made longer before it. */
export const OFFER_REMINDER_HOURS = 12;
/** The longest an offer may run, as an option or by the office's hand (30 days). */
export const MAX_OFFER_HOURS = 720;

/** When the week starts: its first day at midnight, in the organisation's time zone. */
export const weekStartsAt = (from: string, timeZone: string): Date => zonedInstant(from, '00:00', timeZone);

/**
 * The deadline of an automatic offer made `now`: the earlier of now + `offerHours` and 24 hours before the week
 * starts. Null when offers are off (0 hours) or the week starts within 24 hours: then no offer is made.
 */
export function offerDeadline(input: { now: Date; offerHours: number; weekFrom: string; timeZone: string }): Date | null {
  const { now, offerHours } = input;
  if (offerHours <= 0) return null;
  const cutoff = weekStartsAt(input.weekFrom, input.timeZone).getTime() - OFFER_CUTOFF_HOURS * HOUR;
  const deadline = Math.min(now.getTime() + offerHours * HOUR, cutoff);
  return deadline > now.getTime() ? new Date(deadline) : null;
}

/** When an offer's reminder is due: 12 hours before its deadline, if it was made longer than that before it. */
export function reminderDueAt(offer: { offeredAt: Date; expiresAt: Date }): Date | null {
  const due = offer.expiresAt.getTime() - OFFER_REMINDER_HOURS * HOUR;
  return due > offer.offeredAt.getTime() ? new Date(due) : null;
}

/** A waiting entry of a week, in waiting-list order; entries of one booking are siblings who wait together. */
export interface WaitingEntry {
  id: number;
  bookingId: number;
}

/**
 * Which waiting entries get an offer when `free` places are free (first fit): the list is read as groups, one
 * per booking (siblings booked together for the week, in the position of the group's first entry); a group
 * is offered whole when it fits in the places still free, else it keeps its position and the next group that
 * fits gets them. A family with two children waiting thus never gets one place offered to split between them.
 */
export function firstFit(waiting: readonly WaitingEntry[], free: number): number[] {
  const groups = new Map<number, number[]>();
  for (const entry of waiting) groups.set(entry.bookingId, [...(groups.get(entry.bookingId) ?? []), entry.id]);
  const offered: number[] = [];
  let left = free;
  for (const ids of groups.values()) {
    if (left <= 0) break;
    if (ids.length > left) continue;
    offered.push(...ids);
    left -= ids.length;
  }
  return offered;
}
