import { capacityChangeIssues, promotable } from '@app/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { courseWeeks, registrations } from '../../db/schema';
import type { MessageRef } from '../../lib/errors';
import { weekCounts } from '../../lib/week-state';
import { readMailSettings } from '../../mail/settings';
import { loadRegistrationsForMail } from '../../repositories/registrations';
import { forgetFullWeek } from './full-weeks';
import { queueEmail } from '../../mail/outbox';
import { byRecipient, renderFamilyEmail, transfersOf, type FamilyEmailLine } from '../booking/registration-email';

type WeekRow = typeof courseWeeks.$inferSelect;
type WeekColumns = Partial<typeof courseWeeks.$inferInsert>;

/**
 * The server half of a week's capacity (the rules are the domain's, capacity.ts): the week's row lock, its
 * counters, and the promotion of waiting children with their e-mails. Bookings take the same lock and count
 * with `nextPlace`; every way a place comes back goes through `settleWeek`: a family's cancellation, the
 * office's deletion, and staff giving a week more places.
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

/**
 * Brings a locked week to its new numbers in one update, so the table's capacity checks see the final ones:
 * a registration that `left` it (its place or waiting place), and any new `values` of the week (staff changing
 * places). Places then free go to the oldest waiting registrations (decisions.md section 3), whose families get
 * the "place free" e-mail (`email_waiting`, one per family) in this transaction, naming the week as it is now. Answers the
 * saved week and the promoted registrations.
 */
export async function settleWeek(
  tx: Transaction,
  input: { week: WeekRow; now: Date; left?: 'confirmed' | 'waiting'; values?: WeekColumns },
): Promise<{ week: WeekRow; promoted: number[] }> {
  const { week, now, left, values = {} } = input;
  const counts = {
    maxParticipants: values.max_participants ?? week.max_participants,
    waitingList: values.waiting_list ?? week.waiting_list,
    confirmed: week.confirmed_count - (left === 'confirmed' ? 1 : 0),
    waiting: week.waiting_count - (left === 'waiting' ? 1 : 0),
  };
  // Places may come back: this process decides the week under its lock again (the other replicas on their TTL).
  forgetFullWeek(week.id);
  const promoted = await promoteOldest(tx, { now, weekId: week.id, places: promotable(counts) });
  const [saved] = await tx
    .update(courseWeeks)
    .set({ ...values, confirmed_count: counts.confirmed + promoted.length, waiting_count: counts.waiting - promoted.length })
    .where(eq(courseWeeks.id, week.id))
    .returning();
  if (promoted.length > 0) await queuePromotedEmails(tx, promoted);
  return { week: saved!, promoted };
}

/** Confirms up to `places` of the week's oldest waiting registrations and answers their ids. */
async function promoteOldest(tx: Transaction, input: { now: Date; weekId: number; places: number }): Promise<number[]> {
  const { now, weekId, places } = input;
  if (places <= 0) return [];
  const oldest = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.course_week_id, weekId), eq(registrations.is_waiting, true), isNull(registrations.deleted_at)))
    .orderBy(asc(registrations.created_at), asc(registrations.id))
    .limit(places)
    .for('update');
  if (oldest.length === 0) return [];
  const ids = oldest.map((row) => row.id);
  await tx.update(registrations).set({ is_waiting: false, promoted_at: now, updated_at: now }).where(inArray(registrations.id, ids));
  return ids;
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
