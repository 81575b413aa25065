import { capacityChangeIssues, firstFit, offerDeadline, OPTION_DEFINITIONS, placesLeft, promotable } from '@app/domain';
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { courseWeeks, offers, options, registrationEvents, registrations } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { MessageRef } from '../../lib/errors';
import { weekCounts } from '../../lib/week-state';
import { readMailSettings } from '../../mail/settings';
import { loadRegistrationsForMail } from '../../repositories/registrations';
import { forgetFullWeek } from './full-weeks';
import { queueEmail } from '../../mail/outbox';
import { byRecipient, renderFamilyEmail, transfersOf, type FamilyEmailLine } from '../booking/registration-email';
import { queueOfferEmails } from './offer-email';

type WeekRow = typeof courseWeeks.$inferSelect;
type WeekColumns = Partial<typeof courseWeeks.$inferInsert>;
/** What a registration holds of its week: a place, a waiting place, or a place offered to it. */
export type WeekPlace = 'confirmed' | 'waiting' | 'offered';

/**
 * The server half of a week's capacity (the rules are the domain's, capacity.ts and offers.ts): the week's row
 * lock, its counters, and what a freed place becomes: a promotion of waiting children, or with the option
 * `offer_hours` an offer to the first waiting entry that fits (issue 36). Bookings take the same lock and count
 * with `nextPlace`; every way a place comes back goes through `settleWeek`: a family's cancellation or declined
 * offer, the office's deletion, an expired offer, an erasure, and staff giving a week more places.
 */

/** The week, locked until the transaction ends: bookings, cancellations and staff changes of it queue here. */
export async function lockWeek(tx: Transaction, id: number): Promise<WeekRow | undefined> {
  const [week] = await tx.select().from(courseWeeks).where(eq(courseWeeks.id, id)).for('update');
  return week;
}

/** Field messages for a capacity a staff member typed that the week's registrations do not fit in. */
export function capacityChangeErrors(week: WeekRow, next: { maxParticipants: number; waitingList: number }): Record<string, MessageRef> {
  const issues = capacityChangeIssues(weekCounts(week), next);
  return {
    ...(issues.maxParticipants !== undefined && { max_participants: { key: 'course.week.below_confirmed', params: { count: issues.maxParticipants } } }),
    ...(issues.waitingList !== undefined && { waiting_list: { key: 'course.week.below_waiting', params: { count: issues.waitingList } } }),
  };
}

/** The option `offer_hours`: 0 promotes at once (decisions.md section 3), more makes offers (decision 029). */
export async function readOfferHours(tx: Transaction): Promise<number> {
  const [row] = await tx.select({ value: options.value }).from(options).where(eq(options.key, 'offer_hours'));
  return Number(row?.value ?? OPTION_DEFINITIONS.offer_hours.default) || 0;
}

/** A waiting registration with no open offer: on the list, waiting for a place to be given or offered. */
export const stillWaitingSql = and(
  eq(registrations.is_waiting, true),
  isNull(registrations.deleted_at),
  notExists(sql`(select 1 from ${offers} where ${offers.registration_id} = ${registrations.id} and ${offers.outcome} = 'open')`),
)!;

/**
 * Brings a locked week to its new numbers in one update, so the table's capacity checks see the final ones:
 * the places registrations `left` (a place, a waiting place, an offered place), and any new `values` of the
 * week (staff changing places). Places then free go, with `offer_hours` 0, to the oldest waiting registrations
 * (decisions.md section 3), whose families get the "place free" e-mail (`email_waiting`, one per family); with
 * offers on, to the first waiting entries that fit as offers until the domain's `offerDeadline` (none in the
 * last 24 hours before the week), whose families get the offer e-mail. All in this transaction, naming the week
 * as it is now. Answers the saved week and the promoted and the offered registrations.
 */
export async function settleWeek(
  tx: Transaction,
  input: { week: WeekRow; clock: Clock; left?: readonly WeekPlace[]; values?: WeekColumns },
): Promise<{ week: WeekRow; promoted: number[]; offered: number[] }> {
  const { week, clock, left = [], values = {} } = input;
  const gone = (place: WeekPlace) => left.filter((each) => each === place).length;
  const counts = {
    maxParticipants: values.max_participants ?? week.max_participants,
    waitingList: values.waiting_list ?? week.waiting_list,
    confirmed: week.confirmed_count - gone('confirmed'),
    waiting: week.waiting_count - gone('waiting'),
    offered: week.offered_count - gone('offered'),
  };
  // Places may come back: this process decides the week under its lock again (the other replicas on their TTL).
  forgetFullWeek(week.id);
  const offerHours = await readOfferHours(tx);
  let promoted: number[] = [];
  let offered: number[] = [];
  if (offerHours === 0) {
    promoted = await promoteOldest(tx, { now: clock.now, weekId: week.id, places: promotable(counts) });
  } else {
    const expiresAt = offerDeadline({ now: clock.now, offerHours, weekFrom: week.from, timeZone: clock.timeZone });
    const free = Math.min(counts.waiting, placesLeft(counts).places);
    if (expiresAt && free > 0) offered = await offerFirstFit(tx, { now: clock.now, weekId: week.id, free, expiresAt });
  }
  const [saved] = await tx
    .update(courseWeeks)
    .set({
      ...values,
      confirmed_count: counts.confirmed + promoted.length,
      waiting_count: counts.waiting - promoted.length - offered.length,
      offered_count: counts.offered + offered.length,
    })
    .where(eq(courseWeeks.id, week.id))
    .returning();
  if (promoted.length > 0) await queuePromotedEmails(tx, promoted);
  if (offered.length > 0) await queueOfferEmails(tx, { ids: offered, kind: 'offered', timeZone: clock.timeZone });
  return { week: saved!, promoted, offered };
}

/** Confirms up to `places` of the week's oldest waiting registrations (none with an open offer) and answers their ids. */
async function promoteOldest(tx: Transaction, input: { now: Date; weekId: number; places: number }): Promise<number[]> {
  const { now, weekId, places } = input;
  if (places <= 0) return [];
  const oldest = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.course_week_id, weekId), stillWaitingSql))
    .orderBy(asc(registrations.created_at), asc(registrations.id))
    .limit(places)
    .for('update');
  if (oldest.length === 0) return [];
  const ids = oldest.map((row) => row.id);
  await tx.update(registrations).set({ is_waiting: false, promoted_at: now, updated_at: now }).where(inArray(registrations.id, ids));
  return ids;
}

/** Offers `free` places to the week's waiting entries by the domain's first fit, until `expiresAt`; answers their ids. */
async function offerFirstFit(tx: Transaction, input: { now: Date; weekId: number; free: number; expiresAt: Date }): Promise<number[]> {
  const waiting = await tx
    .select({ id: registrations.id, bookingId: registrations.booking_id })
    .from(registrations)
    .where(and(eq(registrations.course_week_id, input.weekId), stillWaitingSql))
    .orderBy(asc(registrations.created_at), asc(registrations.id))
    .for('update');
  const ids = firstFit(waiting, input.free);
  await recordOffers(tx, { ids, now: input.now, expiresAt: input.expiresAt, by: null });
  return ids;
}

/**
 * Offers a place of a locked week to one waiting registration by the office's hand, until `expiresAt`, when a
 * place is neither confirmed nor offered; the family gets the offer e-mail. Answers false without a free place.
 */
export async function offerPlace(tx: Transaction, input: { week: WeekRow; clock: Clock; id: number; expiresAt: Date; by: number }): Promise<boolean> {
  const { week, clock, id } = input;
  if (placesLeft(weekCounts(week)).places < 1) return false;
  await recordOffers(tx, { ids: [id], now: clock.now, expiresAt: input.expiresAt, by: input.by });
  await tx
    .update(courseWeeks)
    .set({ waiting_count: week.waiting_count - 1, offered_count: week.offered_count + 1 })
    .where(eq(courseWeeks.id, week.id));
  await queueOfferEmails(tx, { ids: [id], kind: 'offered', timeZone: clock.timeZone });
  return true;
}

/** Opens an offer for each registration, with its history's entry; `by` is the staff member offering by hand. */
async function recordOffers(tx: Transaction, input: { ids: readonly number[]; now: Date; expiresAt: Date; by: number | null }): Promise<void> {
  const { ids, now, expiresAt, by } = input;
  if (ids.length === 0) return;
  await tx.insert(offers).values(ids.map((id) => ({ registration_id: id, offered_at: now, expires_at: expiresAt, offered_by_user_id: by })));
  await tx.insert(registrationEvents).values(ids.map((id) => ({ registration_id: id, at: now, act: 'offered' as const, user_id: by, expires_at: expiresAt })));
}

/**
 * The family accepted offered places of a locked week: the registrations are confirmed (the payment deadline
 * counts from now, `promoted_at`), the week's offered places become confirmed ones, and the family gets the
 * "place free" e-mail with the transfer (decision 022), as a promotion does. The offers are closed by the caller.
 */
export async function confirmOffered(tx: Transaction, input: { week: WeekRow; now: Date; ids: readonly number[] }): Promise<WeekRow> {
  const { week, now, ids } = input;
  await tx.update(registrations).set({ is_waiting: false, promoted_at: now, updated_at: now }).where(inArray(registrations.id, [...ids]));
  const [saved] = await tx
    .update(courseWeeks)
    .set({ confirmed_count: week.confirmed_count + ids.length, offered_count: week.offered_count - ids.length })
    .where(eq(courseWeeks.id, week.id))
    .returning();
  await queuePromotedEmails(tx, ids);
  return saved!;
}

/**
 * One e-mail per family of the promoted registrations (`email_waiting`, decision 022), naming the week as it is
 * now (read after its update), with the transfer of each promoted place under its booking's reference: the
 * rest of a booking was asked for when it was booked.
 */
async function queuePromotedEmails(tx: Transaction, ids: readonly number[]): Promise<void> {
  const mail = await readMailSettings(tx);
  const rows = await loadRegistrationsForMail(tx, inArray(registrations.id, [...ids]));
  for (const { recipient, rows: promoted } of byRecipient(rows)) {
    const lines = promoted.map((row): FamilyEmailLine => ({ ...row, kind: 'waiting', waitingPosition: null }));
    await queueEmail(tx, renderFamilyEmail({ recipient, lines, transfers: transfersOf(lines), mail }));
  }
}
