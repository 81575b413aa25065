import { bookingReference, openOf, sumMoney, type NextReminder, type ReminderCount } from '@app/domain';
import type { OutgoingEmail } from '../mail/outbox';
import type { countRemindedFamilies } from '../services/payment-reminders/count-reminded-families';
import type { FamilyReminder } from '../services/payment-reminders/due-reminders';

/** A family of the next run as the options page lists it: who, what is open per booking, the e-mail's subject. */
export function presentNextReminder(family: FamilyReminder, email: OutgoingEmail): NextReminder {
  const bookings = family.bookings.map((booking) => ({
    id: booking.id,
    reference: bookingReference(booking.id),
    due_on: booking.dueOn,
    open_amount: sumMoney(booking.rows.map(openOf)),
  }));
  return {
    parent_id: family.parentId,
    name: family.recipient.name,
    email: family.recipient.email,
    lang: family.recipient.lang,
    subject: email.subject,
    open_amount: sumMoney(bookings.map((booking) => booking.open_amount)),
    bookings,
  };
}

/** The count of the options page for the deadline it was asked with. */
export function presentReminderCount(paymentDays: number, count: Awaited<ReturnType<typeof countRemindedFamilies>>): ReminderCount {
  return { payment_days: paymentDays, run_at: count.runAt.toISOString(), families: count.families, bookings: count.bookings, unreachable: count.unreachable };
}
