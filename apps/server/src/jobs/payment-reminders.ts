import { localName, openAmount } from '@app/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import { transaction, type Executor } from '../db/client';
import { bookings, registrations } from '../db/schema';
import type { Clock } from '../lib/clock';
import { priceIn } from '../lib/week-state';
import { queueEmail } from '../mail/outbox';
import { mailSettingsOf } from '../mail/settings';
import { renderPaymentReminder } from '../mail/templates/payment-reminder';
import { readOptions } from '../repositories/options';
import { overdueBookings, owedRegistrationSql } from '../repositories/overdue-bookings';
import { loadRegistrationsForMail } from '../repositories/registrations';
import { daily, type JobResult, type ScheduledJob } from './scheduler';

/** Daily at JOBS_HOUR: one payment reminder per overdue booking (decision 026). */
export function paymentRemindersJob(config: Pick<Config, 'jobs' | 'timezone'>): ScheduledJob {
  return {
    name: 'payment-reminders',
    next: daily(config.jobs.dailyHour, config.timezone),
    run: (db, now) => sendPaymentReminders(db, { now, timeZone: config.timezone }),
  };
}

/**
 * Queues the one reminder of every overdue booking not reminded yet, each in its own transaction with the
 * mark `reminded_at`: the UPDATE takes only a booking still unmarked and still overdue, so a second run, a
 * second replica or a payment booked meanwhile sends nothing. A family without any address is counted and
 * tried again the next day (the office may add one).
 */
export async function sendPaymentReminders(db: Executor, clock: Clock): Promise<JobResult> {
  const overdue = overdueBookings(db, clock);
  const due = await db
    .select({ id: overdue.bookingId, dueOn: overdue.dueOn })
    .from(overdue)
    .innerJoin(bookings, eq(bookings.id, overdue.bookingId))
    .where(isNull(bookings.reminded_at))
    .orderBy(overdue.bookingId);
  const result = { overdue: due.length, sent: 0, unreachable: 0 };
  if (due.length === 0) return result;

  const options = await readOptions(db);
  const mail = mailSettingsOf(options);
  for (const booking of due) {
    const outcome = await transaction(db, async (tx) => {
      const rows = await loadRegistrationsForMail(tx, and(eq(registrations.booking_id, booking.id), owedRegistrationSql));
      // The family's parent of the booking's first open registration stands for the booking (decision 019).
      const recipient = rows.find((row) => row.recipient)?.recipient;
      if (!recipient) return 'unreachable';
      const stillOverdue = overdueBookings(tx, clock, eq(registrations.booking_id, booking.id));
      const marked = await tx
        .update(bookings)
        .set({ reminded_at: clock.now })
        .where(
          and(
            eq(bookings.id, booking.id),
            isNull(bookings.reminded_at),
            inArray(bookings.id, tx.select({ id: stillOverdue.bookingId }).from(stillOverdue)),
          ),
        )
        .returning({ id: bookings.id });
      if (marked.length === 0) return 'taken';
      const { lang } = recipient;
      const email = renderPaymentReminder({
        template: lang === 'it' ? options.email_payment_reminder_it : options.email_payment_reminder,
        lang,
        bookingId: booking.id,
        dueOn: booking.dueOn,
        parentName: recipient.name,
        lines: rows.map(({ registration, child, week, course }) => ({
          child: `${child.first_name} ${child.last_name}`,
          course: localName(course, lang),
          week: localName(week, lang),
          from: week.from,
          to: week.to,
          open: openAmount(priceIn(week, registration.day_type), registration.payed_amount),
          iban: course.bank_iban,
        })),
        mail,
      });
      await queueEmail(tx, { to: recipient.email, subject: email.subject, html: email.html });
      return 'sent';
    });
    if (outcome === 'sent') result.sent++;
    if (outcome === 'unreachable') result.unreachable++;
  }
  return result;
}
