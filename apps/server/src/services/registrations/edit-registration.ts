import { sumMoney, type RegistrationAdminUpdate } from '@app/domain';
import { eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { registrations } from '../../db/schema';
import { DomainError, invalid, notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { canChangeDayType } from '../../policies/registration';
import { readMailSettings } from '../../mail/settings';
import { loadRegistrationsForMail } from '../../repositories/registrations';
import { queueBookingPaymentEmail, standingRegistrations } from '../payments/booking-payment';
import { loadRegistration } from './find-registration';

/**
 * Staff edit a registration (back-office specification, registration edit): the payment (payed_amount and
 * payed_at, both required unless the child is waiting), the internal comment and, for the Superadmin only,
 * the day type (any other actor changing it gets 403). A payment that rises queues the booking's
 * `email_payed` for the amount added (decision 022), in the same transaction, as setPayed does. Answers whether
 * a mail was queued.
 */
export async function editRegistration(
  db: Database,
  input: { actor: Actor; now: Date; id: number; values: RegistrationAdminUpdate },
): Promise<{ mailed: boolean }> {
  const { actor, now, values } = input;
  return transaction(db, async (tx) => {
    const [locked] = await tx.select().from(registrations).where(eq(registrations.id, input.id)).for('update');
    if (!locked || locked.deleted_at) throw notFound();
    const { registration, week } = await loadRegistration(tx, { id: input.id });

    if (values.day_type !== registration.day_type) {
      if (!canChangeDayType(actor)) throw new DomainError('forbidden', { key: 'registrations.day_type_superadmin' });
      const offered = values.day_type === 'half_day' ? week.half_day : week.full_day;
      if (!offered) throw invalid({ day_type: 'choice' });
    }
    if (!registration.is_waiting) {
      const missing = {
        ...(values.payed_amount === null ? { payed_amount: 'required' } : {}),
        ...(values.payed_at === null ? { payed_at: 'required' } : {}),
      };
      if (Object.keys(missing).length > 0) throw invalid(missing);
    }

    await tx
      .update(registrations)
      .set({
        day_type: values.day_type,
        payed_amount: values.payed_amount,
        payed_at: values.payed_at,
        comment_internal: values.comment_internal,
        updated_at: now,
      })
      .where(eq(registrations.id, registration.id));

    // A payment received is a rise of the amount paid; a correction downwards tells the family nothing new.
    const received = sumMoney([values.payed_amount ?? 0, -(registration.payed_amount ?? 0)]);
    if (received <= 0 || values.payed_at === null) return { mailed: false };
    const [edited] = await loadRegistrationsForMail(tx, eq(registrations.id, registration.id));
    const standing = await standingRegistrations(tx, [registration.booking_id]);
    const mailed = await queueBookingPaymentEmail(tx, { standing, paid: [edited!], received, paidOn: values.payed_at, mail: await readMailSettings(tx) });
    return { mailed };
  });
}
