import { wallClock } from '@app/domain';
import { priceIn } from '../../lib/week-state';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { registrations } from '../../db/schema';
import { readMailSettings } from '../../mail/settings';
import { loadRegistrationsForMail } from '../../repositories/registrations';
import { queueRegistrationEmail } from '../booking/registration-email';

/**
 * Books registrations as paid in full (decisions.md section 4, `setPayed`): payed_amount = the price of the
 * day type, payed_at = today, and `email_payed` to the family (the course's text, the amount booked and the
 * link to the family's confirmations), all in one transaction. Waiting registrations take no payment and are
 * reported as skipped, like ids that name no standing registration.
 */
export async function setRegistrationsPayed(
  db: Database,
  input: { now: Date; timeZone: string; ids: readonly number[] },
): Promise<{ payed: number[]; skipped: number[] }> {
  const clock = wallClock(input.now, input.timeZone);
  const today = `${clock.year}-${clock.month}-${clock.day}`;
  return transaction(db, async (tx) => {
    const rows = await loadRegistrationsForMail(tx, and(inArray(registrations.id, [...input.ids]), isNull(registrations.deleted_at)), { lock: true });
    const payable = rows.filter((row) => !row.registration.is_waiting);
    const mail = await readMailSettings(tx);
    for (const row of payable) {
      const payedAmount = priceIn(row.week, row.registration.day_type);
      await tx
        .update(registrations)
        .set({ payed_amount: payedAmount, payed_at: today, updated_at: input.now })
        .where(eq(registrations.id, row.registration.id));
      if (row.recipient) {
        await queueRegistrationEmail(tx, {
          kind: 'payed',
          recipient: row.recipient,
          course: row.course,
          week: row.week,
          child: row.child,
          registration: { ...row.registration, payed_amount: payedAmount, payed_at: today },
          mail,
        });
      }
    }
    const payed = payable.map((row) => row.registration.id);
    return { payed, skipped: input.ids.filter((id) => !payed.includes(id)) };
  });
}
