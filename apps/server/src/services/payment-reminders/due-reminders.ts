import { localName, openOf } from '@app/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { transaction, type Executor } from '../../db/client';
import { bookings, registrations, scheduledJobs } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { queueEmail, type OutgoingEmail } from '../../mail/outbox';
import { mailSettingsOf } from '../../mail/settings';
import { renderPaymentReminder } from '../../mail/templates/payment-reminder';
import type { OptionValues } from '../../repositories/options';
import { overdueBookings, owedRegistrationSql } from '../../repositories/overdue-bookings';
import { loadRegistrationsForMail, type Recipient, type RegistrationForMail } from '../../repositories/registrations';

/**
 * The payment reminders (decision 026): one e-mail per family and run for all its overdue bookings not reminded
 * yet. The nightly job sends them; the options page counts them for a deadline not saved yet, and the office
 * previews the next run's e-mails and sends one family's at once. All of them read the families here.
 */

/** The scheduled job that sends the reminders (decision 021); its row says when it runs next. */
export const PAYMENT_REMINDERS_JOB = 'payment-reminders';

export interface FamilyReminder {
  /** The family's parent (decision 019) who is written to and stands for the family. */
  parentId: number;
  recipient: Recipient;
  /** Its overdue bookings not reminded yet, each with its open registrations, oldest booking first. */
  bookings: { id: number; dueOn: string; rows: RegistrationForMail[] }[];
}

export interface DueReminders {
  /** Overdue bookings not reminded yet. */
  overdue: number;
  /** Of them, the bookings of families without any address: not reminded, tried again at the next run. */
  unreachable: number;
  families: FamilyReminder[];
}

/**
 * The families a run at `at` reminds: the overdue bookings not reminded yet, each given to the family's parent
 * of its first open registration that can be written to (decision 019). `paymentDays` counts with a deadline
 * the office has typed and not saved.
 */
export async function dueReminders(db: Executor, at: Clock, options: { paymentDays?: number } = {}): Promise<DueReminders> {
  const overdue = overdueBookings(db, at, { paymentDays: options.paymentDays });
  const due = await db
    .select({ id: overdue.bookingId, dueOn: overdue.dueOn })
    .from(overdue)
    .innerJoin(bookings, eq(bookings.id, overdue.bookingId))
    .where(isNull(bookings.reminded_at))
    .orderBy(overdue.bookingId);
  if (due.length === 0) return { overdue: 0, unreachable: 0, families: [] };
  const rows = await loadRegistrationsForMail(db, and(inArray(registrations.booking_id, due.map((booking) => booking.id)), owedRegistrationSql));
  const families = new Map<number, FamilyReminder>();
  let unreachable = 0;
  for (const booking of due) {
    const own = rows.filter((row) => row.registration.booking_id === booking.id);
    const first = own.find((row) => row.recipient);
    if (!first) {
      unreachable++;
      continue;
    }
    const parentId = first.parentId!;
    const family = families.get(parentId) ?? { parentId, recipient: first.recipient!, bookings: [] };
    family.bookings.push({ id: booking.id, dueOn: booking.dueOn, rows: own });
    families.set(parentId, family);
  }
  return { overdue: due.length, unreachable, families: [...families.values()] };
}

/**
 * The moment the next run looks at the bookings: the job's next turn, or now when it is due already (or has
 * never run). A deadline ending today is overdue at tonight's run, so the office's preview counts as that run.
 */
export async function nextRunClock(db: Executor, clock: Clock): Promise<Clock> {
  const [job] = await db.select({ nextRunAt: scheduledJobs.next_run_at }).from(scheduledJobs).where(eq(scheduledJobs.name, PAYMENT_REMINDERS_JOB));
  return { timeZone: clock.timeZone, now: job && job.nextRunAt > clock.now ? job.nextRunAt : clock.now };
}

/** The family's reminder: the office's text in the parent's language, one transfer block per booking. */
export function renderFamilyReminder(family: Pick<FamilyReminder, 'recipient' | 'bookings'>, options: OptionValues): OutgoingEmail {
  const { recipient } = family;
  const { lang } = recipient;
  const email = renderPaymentReminder({
    template: lang === 'it' ? options.email_payment_reminder_it : options.email_payment_reminder,
    lang,
    parentName: recipient.name,
    bookings: family.bookings.map((booking) => ({
      bookingId: booking.id,
      dueOn: booking.dueOn,
      lines: booking.rows.map(({ registration, child, week, course }) => ({
        child: `${child.first_name} ${child.last_name}`,
        course: localName(course, lang),
        week: localName(week, lang),
        from: week.from,
        to: week.to,
        open: openOf({ week, registration }),
        iban: course.bank_iban,
      })),
    })),
    mail: mailSettingsOf(options),
  });
  return { personId: recipient.personId, to: recipient.email, subject: email.subject, html: email.html };
}

/**
 * Sends one family its reminder, in one transaction with the mark `reminded_at = now` on its bookings: the
 * UPDATE takes only bookings still unmarked and still overdue at `at`, and the e-mail names only those, so a
 * second run, a second replica, the office's "send now" or a payment booked meanwhile sends nothing twice.
 * Answers how many bookings it reminded (0: nothing sent).
 */
export async function remindFamily(db: Executor, input: { at: Clock; now: Date; family: FamilyReminder; options: OptionValues }): Promise<number> {
  const { at, family } = input;
  const ids = family.bookings.map((booking) => booking.id);
  return transaction(db, async (tx) => {
    const stillOverdue = overdueBookings(tx, at, { registrationsOf: inArray(registrations.booking_id, ids) });
    const marked = await tx
      .update(bookings)
      .set({ reminded_at: input.now })
      .where(and(inArray(bookings.id, ids), isNull(bookings.reminded_at), inArray(bookings.id, tx.select({ id: stillOverdue.bookingId }).from(stillOverdue))))
      .returning({ id: bookings.id });
    if (marked.length === 0) return 0;
    const markedIds = marked.map((booking) => booking.id);
    // What is open now, read after the mark: a payment booked since the family was read is not asked for again.
    const rows = await loadRegistrationsForMail(tx, and(inArray(registrations.booking_id, markedIds), owedRegistrationSql));
    const reminded = family.bookings
      .filter((booking) => markedIds.includes(booking.id))
      .map((booking) => ({ ...booking, rows: rows.filter((row) => row.registration.booking_id === booking.id) }));
    await queueEmail(tx, renderFamilyReminder({ recipient: family.recipient, bookings: reminded }, input.options));
    return reminded.length;
  });
}
