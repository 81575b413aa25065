import { bookingReference, compactIban, escapeHtml, formatDate, formatList, formatMoney, sumMoney, translate, type Language, type PaymentReminderPlaceholder } from '@app/domain';
import { emailLayout } from '../layout';
import { paymentBlock } from '../payment-blocks';
import { fillTemplate } from './course-email';
import type { MailSettings } from '../settings';

/** One open registration of a booking as the reminder lists it, names already in the recipient's language. */
export interface ReminderLine {
  child: string;
  course: string;
  week: string;
  from: string;
  to: string;
  open: number;
  /** The course's account; a course without one gets no transfer block. */
  iban: string | null;
}

/** An overdue booking the reminder is about. */
export interface ReminderBooking {
  bookingId: number;
  /** The last day to pay (YYYY-MM-DD). */
  dueOn: string;
  lines: readonly ReminderLine[];
}

export interface PaymentReminder {
  /** The text of option email_payment_reminder or _it, as the office saved it (sanitised rich text). */
  template: string;
  lang: Language;
  parentName: string;
  /** The family's overdue bookings not reminded yet, at least one. */
  bookings: readonly ReminderBooking[];
  mail: MailSettings;
}

/**
 * The payment reminder of one family (decision 026): the office's text with the placeholders filled for all the
 * family's overdue bookings (the open total, their references, the earliest deadline, every open registration),
 * then one transfer block per booking, with what it is made of when it pays several registrations (per course
 * account when a booking spans courses with different accounts), as the booking e-mail asks for it.
 */
export function renderPaymentReminder(reminder: PaymentReminder): { subject: string; html: string } {
  const { lang, bookings, mail } = reminder;
  const lines = bookings.flatMap((booking) => booking.lines);
  const references = bookings.map((booking) => bookingReference(booking.bookingId));
  const ibans = [...new Set(lines.flatMap((line) => (line.iban ? [compactIban(line.iban)] : [])))];
  const values: Record<Exclude<PaymentReminderPlaceholder, 'registrations' | 'family_link'>, string> = {
    parent_name: reminder.parentName,
    open_amount: formatMoney(sumMoney(lines.map((line) => line.open))),
    booking_reference: formatList(references, lang),
    due_date: formatDate(bookings.map((booking) => booking.dueOn).sort()[0]),
    payee: mail.payee,
    bank_iban: ibans.join(', '),
  };
  const familyUrl = escapeHtml(`${mail.appUrl}/my-family`);
  const markup: Record<Extract<PaymentReminderPlaceholder, 'registrations' | 'family_link'>, string> = {
    registrations: lines
      .map((line) =>
        escapeHtml(
          translate(lang, 'mail.payment_reminder.line', {
            child: line.child,
            course: line.course,
            week: line.week,
            from: formatDate(line.from),
            to: formatDate(line.to),
            open: formatMoney(line.open),
          }),
        ),
      )
      .join('<br>'),
    family_link: `<a href="${familyUrl}">${familyUrl}</a>`,
  };
  const transfers = bookings.flatMap((booking) => {
    const reference = bookingReference(booking.bookingId);
    const byIban = new Map<string, ReminderLine[]>();
    for (const line of booking.lines) {
      if (line.iban) byIban.set(compactIban(line.iban), [...(byIban.get(compactIban(line.iban)) ?? []), line]);
    }
    return [...byIban].map(([iban, paid]) =>
      paymentBlock(
        { recipient: mail.payee, iban, amount: sumMoney(paid.map((line) => line.open)), reference },
        lang,
        paid.map((line) => ({ label: `${line.child}, ${line.course}, ${line.week}`, amount: line.open })),
      ),
    );
  });
  const subject = translate(lang, 'mail.payment_reminder.subject', { count: references.length, references: formatList(references, lang) });
  const body = fillTemplate(reminder.template, values, markup) + transfers.join('');
  return { subject, html: emailLayout({ lang, title: subject, body, footerHtml: mail.footers[lang] }) };
}
