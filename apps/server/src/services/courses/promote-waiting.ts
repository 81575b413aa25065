import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { courses, courseWeeks, registrations } from '../../db/schema';
import type { MailSettings } from '../../mail/settings';
import { queueRegistrationEmail } from '../booking/registration-email';
import { registrationRecipients } from '../registrations/family-recipient';

/**
 * Confirms up to `places` of the week's oldest waiting registrations (decisions.md section 3) and answers
 * their ids. The caller holds the week's row lock and moves the week's counters by the number promoted in
 * its own update of the week, where the capacity checks of the table see the final numbers at once.
 */
export async function promoteWaiting(tx: Transaction, input: { now: Date; weekId: number; places: number }): Promise<number[]> {
  const { now, weekId, places } = input;
  if (places <= 0) return [];
  const oldest = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.courseWeekId, weekId), eq(registrations.isWaiting, true), isNull(registrations.deletedAt)))
    .orderBy(asc(registrations.createdAt), asc(registrations.id))
    .limit(places)
    .for('update');
  if (oldest.length === 0) return [];
  const ids = oldest.map((row) => row.id);
  await tx
    .update(registrations)
    .set({ isWaiting: false, promotedAt: now, updatedAt: now })
    .where(inArray(registrations.id, ids));
  return ids;
}

/**
 * `email_waiting` ("a place has become free") to the family of each promoted registration, in the transaction
 * that promoted it (decisions.md section 3), with the transfer data of the place now to be paid. Called after
 * the caller saved the week, so the e-mail names the week as it is now.
 */
export async function queuePromotedEmails(
  tx: Transaction,
  input: { course: typeof courses.$inferSelect; week: typeof courseWeeks.$inferSelect; ids: readonly number[]; mail: MailSettings },
): Promise<void> {
  const { course, week, mail } = input;
  for (const { registration, child, recipient } of await registrationRecipients(tx, input.ids)) {
    await queueRegistrationEmail(tx, { kind: 'waiting', recipient, course, week, child, registration, mail });
  }
}
