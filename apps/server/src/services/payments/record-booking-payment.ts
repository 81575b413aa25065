import { transaction, type Executor } from '../../db/client';
import { readMailSettings } from '../../mail/settings';
import { applyBookingPayment, standingRegistrations } from './booking-payment';

/**
 * Books a payment received for a booking (a bank statement line, decision 022): spread over the booking's
 * standing registrations in booking order (created_at, id), each up to its open amount, `payed_at = paidOn`
 * where something was applied, and one "payment received" e-mail for the booking. What is left over is
 * answered as `overpaid` and booked nowhere: the caller records it (the statement import makes it a refund,
 * decision 023). `standing` says whether the booking has standing registrations at all: one that has, but owes
 * nothing (paid already), takes nothing and leaves the whole amount over; one without takes nothing and is not
 * written to. All or nothing, in `tx` when it is a transaction (as a savepoint).
 */
export async function recordBookingPayment(
  tx: Executor,
  input: { bookingId: number; amount: number; paidOn: string; now: Date; timeZone: string },
): Promise<{ applied: number; overpaid: number; registrationIds: number[]; standing: boolean }> {
  return transaction(tx, async (inner) => {
    const standing = await standingRegistrations(inner, [input.bookingId], { lock: true });
    if (standing.length === 0) return { applied: 0, overpaid: Math.max(0, input.amount), registrationIds: [], standing: false };
    const paid = await applyBookingPayment(inner, { standing, payTo: standing, amount: input.amount, paidOn: input.paidOn, now: input.now, mail: await readMailSettings(inner) });
    return { ...paid, standing: true };
  });
}
