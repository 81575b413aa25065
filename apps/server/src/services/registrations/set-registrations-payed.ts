import { openOf, sumMoney, wallClock } from '@app/domain';
import { inArray } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { registrations } from '../../db/schema';
import { readMailSettings } from '../../mail/settings';
import { applyBookingPayment, standingRegistrations } from '../payments/booking-payment';

/**
 * Books registrations as paid in full (decisions.md section 4, `setPayed`): what is open of each is booked as
 * received today by the rule of a booking's payment (decision 022), so several registrations of one booking
 * give that family one `email_payed`, all in one transaction. Waiting registrations take no payment and are
 * reported as skipped, like ids that name no standing registration.
 */
export async function setRegistrationsPayed(
  db: Database,
  input: { now: Date; timeZone: string; ids: readonly number[] },
): Promise<{ payed: number[]; skipped: number[] }> {
  const clock = wallClock(input.now, input.timeZone);
  const today = `${clock.year}-${clock.month}-${clock.day}`;
  return transaction(db, async (tx) => {
    const named = await tx.selectDistinct({ bookingId: registrations.booking_id }).from(registrations).where(inArray(registrations.id, [...input.ids]));
    const standing = await standingRegistrations(tx, named.map((row) => row.bookingId), { lock: true });
    const chosen = new Set(input.ids);
    const payable = standing.filter((row) => chosen.has(row.registration.id));
    const mail = await readMailSettings(tx);
    for (const bookingId of new Set(payable.map((row) => row.registration.booking_id))) {
      const ofBooking = standing.filter((row) => row.registration.booking_id === bookingId);
      const payTo = ofBooking.filter((row) => chosen.has(row.registration.id));
      await applyBookingPayment(tx, { standing: ofBooking, payTo, amount: sumMoney(payTo.map(openOf)), paidOn: today, now: input.now, mail });
    }
    const payed = payable.map((row) => row.registration.id);
    return { payed, skipped: input.ids.filter((id) => !payed.includes(id)) };
  });
}
