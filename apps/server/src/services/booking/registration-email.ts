import {
  bookingReference,
  epcPayload,
  escapeHtml,
  formatDate,
  formatMoney,
  localName,
  openAmount,
  paymentReference,
  translate,
  type CourseEmailKind,
  type Language,
  type TransferData,
} from '@app/domain';
import type { Transaction } from '../../db/client';
import type { Recipient } from '../../repositories/registrations';
import { dayTypeLabelOf } from '../../lib/day-type';
import { priceIn } from '../../lib/week-state';
import type { children, courses, courseWeeks, registrations } from '../../db/schema';
import { queueEmail, type OutgoingEmail } from '../../mail/outbox';
import type { MailSettings } from '../../mail/settings';
import { courseEmailTemplate, renderCourseEmail, type CourseEmailValues } from '../../mail/templates/course-email';

type CourseRow = typeof courses.$inferSelect;
type WeekRow = typeof courseWeeks.$inferSelect;
type ChildRow = typeof children.$inferSelect;
type RegistrationRow = Pick<typeof registrations.$inferSelect, 'id' | 'booking_id' | 'day_type' | 'payed_amount' | 'payed_at' | 'is_waiting'>;

export type { Recipient };

/** Texts used when a course leaves an e-mail text empty: a stored or changed registration always gets its e-mail. */
const DEFAULT_TEXT: Record<CourseEmailKind, string> = {
  new: 'booking.email_default.new',
  'new-waiting': 'booking.email_default.new_waiting',
  waiting: 'booking.email_default.waiting',
  deleted: 'booking.email_default.deleted',
  payed: 'booking.email_default.payed',
};

/** The e-mails that ask the family to pay: a confirmed place, booked or promoted from the waiting list. */
const ASKS_FOR_PAYMENT: ReadonlySet<CourseEmailKind> = new Set(['new', 'waiting']);

/**
 * The bank transfer of one confirmed registration (decisions.md section 10): the organisation (`payee`) at the
 * course's account, the registration's open amount under its booking's reference (decision 022). What a
 * promotion asks for; the booking e-mail and the family page ask for the booking's total (`bookingTransfer`).
 * None while nothing is open, for a waiting entry, or when the course has no IBAN.
 */
export function registrationTransfer(options: {
  course: Pick<CourseRow, 'bank_iban'>;
  week: Pick<WeekRow, 'price' | 'price_half_day'>;
  child: Pick<ChildRow, 'first_name' | 'last_name'>;
  registration: Pick<RegistrationRow, 'booking_id' | 'day_type' | 'payed_amount' | 'is_waiting'>;
  payee: string;
}): (TransferData & { epc: string }) | null {
  const { registration } = options;
  if (registration.is_waiting) return null;
  return bookingTransfer({ ...options, bookingId: registration.booking_id, items: [options] });
}

/**
 * One transfer for what a booking owes (decision 022): the open amounts of the given confirmed registrations
 * added up, to the account of the first one's course, under the booking's reference followed by the children's
 * names. None while nothing is open or the course has no IBAN.
 */
export function bookingTransfer(options: {
  bookingId: number;
  items: readonly {
    course: Pick<CourseRow, 'bank_iban'>;
    week: Pick<WeekRow, 'price' | 'price_half_day'>;
    child: Pick<ChildRow, 'first_name' | 'last_name'>;
    registration: Pick<RegistrationRow, 'day_type' | 'payed_amount'>;
  }[];
  payee: string;
}): (TransferData & { epc: string }) | null {
  const owing = options.items.filter((item) => openOf(item) > 0);
  const iban = owing[0]?.course.bank_iban;
  if (!iban) return null;
  const amount = sumMoney(owing.map(openOf));
  const reference = paymentReference(options.bookingId, owing.map((item) => `${item.child.first_name} ${item.child.last_name}`));
  const transfer = { recipient: options.payee, iban, amount, reference };
  return { ...transfer, epc: epcPayload(transfer) };
}

/** What is still open of a registration (decisions.md section 4). */
export const openOf = (item: { week: Pick<WeekRow, 'price' | 'price_half_day'>; registration: Pick<RegistrationRow, 'day_type' | 'payed_amount'> }) =>
  openAmount(priceIn(item.week, item.registration.day_type), item.registration.payed_amount);

/** Euro amounts added in cents, so that 0.1 + 0.2 stays 0.3. */
export const sumMoney = (amounts: readonly number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

/** Every placeholder of decisions.md section 5 for one registration, in the recipient's language. */
export function registrationEmailValues(options: {
  course: CourseRow;
  week: WeekRow;
  child: Pick<ChildRow, 'first_name' | 'last_name'>;
  registration: RegistrationRow;
  parentName: string;
  lang: Language;
}): CourseEmailValues {
  const { course, week, registration, lang } = options;
  const price = priceIn(week, registration.day_type);
  const childName = `${options.child.first_name} ${options.child.last_name}`;
  return {
    parent_name: options.parentName,
    child_name: childName,
    course_name: localName({ name: course.name, name_it: course.name_it }, lang),
    week_name: localName({ name: week.name, name_it: week.name_it }, lang),
    week_from: formatDate(week.from),
    week_to: formatDate(week.to),
    day_type: dayTypeLabelOf(course, registration.day_type, lang),
    price: formatMoney(price),
    open_amount: formatMoney(openAmount(price, registration.payed_amount)),
    bank_name: course.bank_name ?? '',
    bank_iban: course.bank_iban ?? '',
    payment_reference: bookingReference(registration.booking_id),
  };
}

/**
 * `Label: value` lines of one paragraph: no table, which narrow mail apps squeeze or run off the screen and
 * the text part would join into one word; only tags the rich-text cleaner keeps, so it reads the same anywhere.
 */
function labelledLines(rows: readonly (readonly [label: string, value: string])[]): string {
  return `<p>${rows.map(([label, value]) => `${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`).join('<br>')}</p>`;
}

/**
 * The transfer data under the course's text, whatever the text says: recipient, IBAN, amount and reference to
 * copy into the banking app, and what the amount is made of when it pays several registrations. No QR image:
 * mail clients block inline `data:` images; the family page shows it.
 */
export function paymentBlock(transfer: TransferData, lang: Language, parts: readonly TransferPart[] = []): string {
  const t = (key: string) => translate(lang, key);
  return (
    `<h3>${escapeHtml(t('booking.payment.title'))}</h3><p>${escapeHtml(t('mail.transfer.intro'))}</p>` +
    labelledLines([
      [t('booking.payment.recipient'), transfer.recipient],
      [t('booking.payment.iban'), transfer.iban],
      [t('booking.payment.amount'), formatMoney(transfer.amount)],
      [t('booking.payment.reference'), transfer.reference],
    ]) +
    (parts.length > 1
      ? `<p>${escapeHtml(t('mail.transfer.parts'))}<br>${parts.map((part) => `${escapeHtml(part.label)}: ${escapeHtml(formatMoney(part.amount))}`).join('<br>')}</p>`
      : '')
  );
}

/** One registration's share of a booking's transfer, as the e-mail lists it: `Anna Muster, Woche 1 (Ganztag)`. */
export interface TransferPart {
  label: string;
  amount: number;
}

export type TransferItem = Parameters<typeof bookingTransfer>[0]['items'][number] & { course: CourseRow; week: WeekRow };

const transferParts = (items: readonly TransferItem[], lang: Language): TransferPart[] =>
  items
    .filter((item) => openOf(item) > 0)
    .map((item) => ({
      label: `${item.child.first_name} ${item.child.last_name}, ${localName({ name: item.week.name, name_it: item.week.name_it }, lang)} (${dayTypeLabelOf(item.course, item.registration.day_type, lang)})`,
      amount: openOf(item),
    }));

/** The booking's one transfer as an e-mail shows it, for these (confirmed) registrations; '' when nothing is to pay. */
export function bookingPaymentBlock(options: { bookingId: number; items: readonly TransferItem[]; payee: string; lang: Language }): string {
  const transfer = bookingTransfer(options);
  return transfer ? paymentBlock(transfer, options.lang, transferParts(options.items, options.lang)) : '';
}

/**
 * Where the booking's transfer goes in the e-mail of a confirmed registration rendered before the booking
 * knows which of its lines are confirmed (they are rendered before the lock, decision 012). `fillTransferSlots`
 * puts it in once the places are decided.
 */
export const TRANSFER_SLOT = '<!--booking-transfer-->';

/**
 * One transfer per booking and family (decision 022): the e-mail of each family's last confirmed registration
 * carries the transfer of all of that family's confirmed registrations of the booking; the family's other
 * confirmed e-mails say where to find it instead of naming amounts of their own. Waiting lines owe nothing.
 */
export function fillTransferSlots(
  bookingId: number,
  lines: readonly { email: OutgoingEmail; isWaiting: boolean; recipient: Recipient; item: TransferItem }[],
  payee: string,
): OutgoingEmail[] {
  const confirmed = lines.filter((line) => !line.isWaiting);
  return lines.map((line) => {
    if (line.isWaiting) return line.email;
    const family = confirmed.filter((other) => other.recipient.email === line.recipient.email);
    const last = family.at(-1)!;
    const { lang } = line.recipient;
    const items = family.map((other) => other.item);
    const week = localName({ name: last.item.week.name, name_it: last.item.week.name_it }, lang);
    const fill =
      line === last
        ? bookingPaymentBlock({ bookingId, items, payee, lang })
        : bookingTransfer({ bookingId, items, payee })
          ? `<p>${escapeHtml(translate(lang, 'mail.transfer.elsewhere', { child: last.item.child.first_name, week }))}</p>`
          : '';
    return { ...line.email, html: line.email.html.replace(TRANSFER_SLOT, () => fill) };
  });
}

/**
 * The payment booked, under the text of `email_payed`: the amount received, its date, what is still open (of the
 * booking, decision 022), and the link to the family's confirmations, where the PDF for the tax return or the employer is downloaded
 * (it is made for the signed-in parent, so it is not attached).
 */
export function payedBlock(payment: { payedAmount: number; payedAt: string | null; open: number; appUrl: string }, lang: Language): string {
  const t = (key: string) => translate(lang, `mail.payed.${key}`);
  const link = escapeHtml(`${payment.appUrl}/confirmations`);
  return (
    `<h3>${escapeHtml(t('title'))}</h3>` +
    labelledLines([
      [t('amount'), formatMoney(payment.payedAmount)],
      ...(payment.payedAt ? [[t('date'), formatDate(payment.payedAt)] as const] : []),
      ...(payment.open > 0 ? [[t('open'), formatMoney(payment.open)] as const] : []),
    ]) +
    `<p>${escapeHtml(t('confirmation'))}<br><a href="${link}">${link}</a></p>`
  );
}

/**
 * Queues a course e-mail about one registration in the transaction that changes it (the outbox, decision
 * 005): the course's text in the recipient's language with the placeholders filled, the transfer data when
 * the e-mail asks to pay, the booked payment in the payment e-mail, and the signature in the recipient's
 * language.
 */
export async function queueRegistrationEmail(tx: Transaction, options: RegistrationEmailOptions): Promise<void> {
  await queueEmail(tx, renderRegistrationEmail(options));
}

export interface RegistrationEmailOptions {
  kind: CourseEmailKind;
  recipient: Recipient;
  course: CourseRow;
  week: WeekRow;
  child: Pick<ChildRow, 'first_name' | 'last_name'>;
  registration: RegistrationRow;
  mail: MailSettings;
  /**
   * What goes under the course's text when the caller knows more than the one registration: the transfer of
   * the whole booking, or a payment booked for several of its registrations. Else it follows from the kind.
   */
  appendix?: string;
}

/** The e-mail of `queueRegistrationEmail`, rendered but not queued (a booking renders before it locks). */
export function renderRegistrationEmail(options: RegistrationEmailOptions): OutgoingEmail {
  const { kind, recipient, course, mail } = options;
  const { lang } = recipient;
  const template = courseEmailTemplate(course, kind, lang) || translate(lang, DEFAULT_TEXT[kind]);
  const values = registrationEmailValues({ ...options, parentName: recipient.name, lang });
  const appendix = options.appendix ?? appendixOf(options);
  const email = renderCourseEmail({ kind, template, values, lang, footerHtml: mail.footers[lang], appendix });
  return { to: recipient.email, subject: email.subject, html: email.html };
}

/** What goes under the course's text: the transfer to make, or the payment the office booked. */
function appendixOf(options: RegistrationEmailOptions): string {
  const { kind, registration, mail } = options;
  const { lang } = options.recipient;
  const transfer = ASKS_FOR_PAYMENT.has(kind) ? registrationTransfer({ ...options, payee: mail.payee }) : null;
  if (transfer) return paymentBlock(transfer, lang);
  if (kind !== 'payed' || registration.payed_amount === null || registration.payed_amount <= 0) return '';
  const open = openAmount(priceIn(options.week, registration.day_type), registration.payed_amount);
  return payedBlock({ payedAmount: registration.payed_amount, payedAt: registration.payed_at, open, appUrl: mail.appUrl }, lang);
}
