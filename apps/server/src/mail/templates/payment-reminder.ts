import { bookingReference, compactIban, escapeHtml, formatDate, formatMoney, translate, type Language, type PaymentReminderPlaceholder } from '@app/domain';
import { paymentBlock } from '../../services/booking/registration-email';
import { emailLayout } from '../layout';
import { fillTemplate } from './course-email';
import type { MailSettings } from '../settings';

/** One open registration of the booking as the reminder lists it, names already in the recipient's language. */
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

export interface PaymentReminder {
  /** The text of option email_payment_reminder or _it, as the office saved it (sanitised rich text). */
  template: string;
  lang: Language;
  bookingId: number;
  /** The last day to pay (YYYY-MM-DD). */
  dueOn: string;
  parentName: string;
  lines: readonly ReminderLine[];
  mail: MailSettings;
}

/**
 * The payment reminder of one booking (decision 026): the office's text with the booking's placeholders filled,
 * then one transfer block per course account (a booking may span courses with different accounts), each with
 * what is open on it and the booking's reference, as the booking e-mail asks for it.
 */
export function renderPaymentReminder(reminder: PaymentReminder): { subject: string; html: string } {
  const { lang, lines, mail } = reminder;
  const reference = bookingReference(reminder.bookingId);
  const total = lines.reduce((sum, line) => sum + line.open, 0);
  const byIban = new Map<string, number>();
  for (const line of lines) {
    if (line.iban) byIban.set(compactIban(line.iban), (byIban.get(compactIban(line.iban)) ?? 0) + line.open);
  }
  const values: Record<Exclude<PaymentReminderPlaceholder, 'registrations' | 'family_link'>, string> = {
    parent_name: reminder.parentName,
    open_amount: formatMoney(roundCents(total)),
    booking_reference: reference,
    due_date: formatDate(reminder.dueOn),
    payee: mail.payee,
    bank_iban: [...byIban.keys()].join(', '),
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
  const transfers = [...byIban].map(([iban, amount]) => paymentBlock({ recipient: mail.payee, iban, amount: roundCents(amount), reference }, lang));
  const subject = translate(lang, 'mail.payment_reminder.subject', { reference });
  const body = fillTemplate(reminder.template, values, markup) + transfers.join('');
  return { subject, html: emailLayout({ lang, title: subject, body, footerHtml: mail.footers[lang] }) };
}

const roundCents = (amount: number) => Math.round(amount * 100) / 100;
