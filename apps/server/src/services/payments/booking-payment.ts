import { fromCents, openOf, sumMoney, toCents } from '@app/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { registrations } from '../../db/schema';
import { payedBlock } from '../../mail/payment-blocks';
import type { MailSettings } from '../../mail/settings';
import { loadRegistrationsForMail, standingRegistrationSql, type RegistrationForMail } from '../../repositories/registrations';
import { queueRegistrationEmail } from '../booking/registration-email';

/**
 * How a payment is booked for a booking (decision 022), the one rule behind the statement import
 * (`recordBookingPayment`), the back office's "set paid" and the registration edit: the amount is spread over
 * the booking's standing registrations in booking order, each up to what is open; what is left is an
 * overpayment nobody books; one "payment received" e-mail per booking and payment.
 */

/** The booking's standing registrations, locked, oldest first. */
export async function standingRegistrations(tx: Executor, bookingIds: readonly number[], options: { lock?: boolean } = {}): Promise<RegistrationForMail[]> {
  if (bookingIds.length === 0) return [];
  const rows = await loadRegistrationsForMail(tx, and(inArray(registrations.booking_id, [...bookingIds]), standingRegistrationSql), options);
  return rows.sort(
    (a, b) => a.registration.created_at.getTime() - b.registration.created_at.getTime() || a.registration.id - b.registration.id,
  );
}

/**
 * Books `amount` on `payTo` (standing registrations of one booking, locked, in booking order): each takes up to
 * its open amount, added to what it had (partial payments add up), and `payed_at = paidOn` where something
 * was applied. `standing` is the whole booking, for what stays open in the e-mail. Rows are updated in place.
 */
export async function applyBookingPayment(
  tx: Transaction,
  input: { standing: RegistrationForMail[]; payTo: readonly RegistrationForMail[]; amount: number; paidOn: string; now: Date; mail: MailSettings },
): Promise<{ applied: number; overpaid: number; registrationIds: number[] }> {
  let left = Math.max(0, toCents(input.amount));
  const paid: RegistrationForMail[] = [];
  for (const row of input.payTo) {
    const part = Math.min(toCents(openOf(row)), left);
    if (part <= 0) continue;
    left -= part;
    const payedAmount = fromCents(toCents(row.registration.payed_amount ?? 0) + part);
    await tx
      .update(registrations)
      .set({ payed_amount: payedAmount, payed_at: input.paidOn, updated_at: input.now })
      .where(eq(registrations.id, row.registration.id));
    row.registration = { ...row.registration, payed_amount: payedAmount, payed_at: input.paidOn, updated_at: input.now };
    paid.push(row);
  }
  const applied = Math.max(0, toCents(input.amount)) - left;
  if (paid.length > 0) await queueBookingPaymentEmail(tx, { standing: input.standing, paid, received: fromCents(applied), paidOn: input.paidOn, mail: input.mail });
  return { applied: fromCents(applied), overpaid: fromCents(left), registrationIds: paid.map((row) => row.registration.id) };
}

/**
 * One `email_payed` for a payment booked on a booking: the course's text filled for the first registration
 * paid, then the amount received, its date, what the booking still owes and the link to the confirmations.
 * Written to that registration's family's parent; nothing when the family has no address.
 */
export async function queueBookingPaymentEmail(
  tx: Transaction,
  input: { standing: readonly RegistrationForMail[]; paid: readonly RegistrationForMail[]; received: number; paidOn: string; mail: MailSettings },
): Promise<boolean> {
  const [first] = input.paid;
  if (!first?.recipient) return false;
  const open = sumMoney(input.standing.map(openOf));
  const appendix = payedBlock({ payedAmount: input.received, payedAt: input.paidOn, open, appUrl: input.mail.appUrl }, first.recipient.lang);
  await queueRegistrationEmail(tx, { kind: 'payed', ...first, recipient: first.recipient, mail: input.mail, appendix });
  return true;
}
