import { transaction, type Executor } from '../../db/client';
import { readMailSettings } from '../../mail/settings';
import { applyBookingPayment, standingRegistrations } from './booking-payment';

/**
 * Books a payment received for a booking (a bank statement line, decision 022): spread over the booking's
 * standing registrations in booking order (created_at, id), each up to its open amount, `payed_at = paidOn`
 * where something was applied, and one "payment received" e-mail for the booking. What is left over is
 * answered as `overpaid` and booked nowhere: the caller keeps it listed for a person to decide. A booking
 * without a standing registration takes nothing and is not written to. All or nothing, in `tx` when it is
 * a transaction (as a savepoint).
 */
export async function recordBookingPayment(
  tx: Executor,
  input: { bookingId: number; amount: number; paidOn: string; now: Date; timeZone: string },
): Promise<{ applied: number; overpaid: number; registrationIds: number[] }> {
  return transaction(tx, async (inner) => {
    const standing = await standingRegistrations(inner, [input.bookingId], { lock: true });
    if (standing.length === 0) return { applied: 0, overpaid: Math.max(0, input.amount), registrationIds: [] };
    return applyBookingPayment(inner, { standing, payTo: standing, amount: input.amount, paidOn: input.paidOn, now: input.now, mail: await readMailSettings(inner) });
  });
}
