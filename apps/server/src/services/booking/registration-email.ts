import {
  epcPayload,
  escapeHtml,
  formatDate,
  formatMoney,
  localName,
  openAmount,
  paymentReference,
  registrationPrice,
  translate,
  type CourseEmailKind,
  type Language,
  type TransferData,
} from '@app/domain';
import type { Transaction } from '../../db/client';
import { dayTypeLabelOf } from '../../lib/day-type';
import type { children, courses, courseWeeks, registrations } from '../../db/schema';
import { queueEmail, type OutgoingEmail } from '../../mail/outbox';
import { courseEmailTemplate, renderCourseEmail, type CourseEmailValues } from '../../mail/templates/course-email';

type CourseRow = typeof courses.$inferSelect;
type WeekRow = typeof courseWeeks.$inferSelect;
type ChildRow = typeof children.$inferSelect;
type RegistrationRow = Pick<typeof registrations.$inferSelect, 'id' | 'dayType' | 'payedAmount' | 'isWaiting'>;

export interface Recipient {
  email: string;
  name: string;
  lang: Language;
}

/** Texts used when a course leaves an e-mail text empty: a stored or changed registration always gets its e-mail. */
const DEFAULT_TEXT: Partial<Record<CourseEmailKind, string>> = {
  new: 'booking.email_default.new',
  'new-waiting': 'booking.email_default.new_waiting',
  waiting: 'booking.email_default.waiting',
  deleted: 'booking.email_default.deleted',
};

/** The e-mails that ask the family to pay: a confirmed place, booked or promoted from the waiting list. */
const ASKS_FOR_PAYMENT: ReadonlySet<CourseEmailKind> = new Set(['new', 'waiting']);

/**
 * The bank transfer of one confirmed registration (decisions.md section 10): the course's account, the open
 * amount and the reference. None while nothing is open, for a waiting entry, or when the course has no IBAN.
 */
export function registrationTransfer(options: {
  course: Pick<CourseRow, 'name' | 'bankName' | 'bankIban'>;
  week: Pick<WeekRow, 'price' | 'priceHalfDay'>;
  child: Pick<ChildRow, 'firstName' | 'lastName'>;
  registration: RegistrationRow;
}): (TransferData & { epc: string }) | null {
  const { course, registration } = options;
  const amount = openAmount(registrationPrice(options.week, registration.dayType), registration.payedAmount);
  if (registration.isWaiting || amount <= 0 || !course.bankIban) return null;
  // The course's own (German) name: the office searches bank statements by one reference per registration.
  const reference = paymentReference([registration.id], `${options.child.firstName} ${options.child.lastName}`, course.name);
  const transfer = { recipient: course.bankName ?? '', iban: course.bankIban, amount, reference };
  return { ...transfer, epc: epcPayload(transfer) };
}

/** Every placeholder of decisions.md section 5 for one registration, in the recipient's language. */
export function registrationEmailValues(options: {
  course: CourseRow;
  week: WeekRow;
  child: Pick<ChildRow, 'firstName' | 'lastName'>;
  registration: RegistrationRow;
  parentName: string;
  lang: Language;
}): CourseEmailValues {
  const { course, week, registration, lang } = options;
  const price = registrationPrice(week, registration.dayType);
  const childName = `${options.child.firstName} ${options.child.lastName}`;
  return {
    parent_name: options.parentName,
    child_name: childName,
    course_name: localName({ name: course.name, name_it: course.nameIt }, lang),
    week_name: localName({ name: week.name, name_it: week.nameIt }, lang),
    week_from: formatDate(week.from),
    week_to: formatDate(week.to),
    day_type: dayTypeLabelOf(course, registration.dayType, lang),
    price: formatMoney(price),
    open_amount: formatMoney(openAmount(price, registration.payedAmount)),
    bank_name: course.bankName ?? '',
    bank_iban: course.bankIban ?? '',
    payment_reference: paymentReference([registration.id], childName, course.name),
  };
}

/**
 * The transfer data as a table under the course's text, whatever the text says: recipient, IBAN, amount and
 * reference to copy into the banking app. No QR image: mail clients block inline `data:` images and the
 * outbox sends HTML only; the family page shows the QR code.
 */
function paymentBlock(transfer: TransferData, lang: Language): string {
  const t = (key: string) => escapeHtml(translate(lang, `booking.payment.${key}`));
  const row = (label: string, value: string) =>
    `<tr><td style="padding:2px 12px 2px 0;color:#555">${label}</td><td style="padding:2px 0"><strong>${escapeHtml(value)}</strong></td></tr>`;
  return (
    `<h3>${t('title')}</h3><table role="presentation" style="border-collapse:collapse">` +
    row(t('recipient'), transfer.recipient) +
    row(t('iban'), transfer.iban) +
    row(t('amount'), formatMoney(transfer.amount)) +
    row(t('reference'), transfer.reference) +
    '</table>'
  );
}

/**
 * Queues a course e-mail about one registration in the transaction that changes it (the outbox, decision
 * 005): the course's text in the recipient's language with the placeholders filled, the transfer data when
 * the e-mail asks to pay, and the option email_footer as the signature.
 */
export async function queueRegistrationEmail(tx: Transaction, options: RegistrationEmailOptions): Promise<void> {
  await queueEmail(tx, renderRegistrationEmail(options));
}

export interface RegistrationEmailOptions {
  kind: CourseEmailKind;
  recipient: Recipient;
  course: CourseRow;
  week: WeekRow;
  child: Pick<ChildRow, 'firstName' | 'lastName'>;
  registration: RegistrationRow;
  footerHtml: string;
}

/** The e-mail of `queueRegistrationEmail`, rendered but not queued (a booking renders before it locks). */
export function renderRegistrationEmail(options: RegistrationEmailOptions): OutgoingEmail {
  const { kind, recipient, course } = options;
  const fallback = DEFAULT_TEXT[kind];
  const template = courseEmailTemplate(course, kind, recipient.lang) || (fallback ? translate(recipient.lang, fallback) : '');
  const values = registrationEmailValues({ ...options, parentName: recipient.name, lang: recipient.lang });
  const transfer = ASKS_FOR_PAYMENT.has(kind) ? registrationTransfer(options) : null;
  const body = transfer ? `${template}${paymentBlock(transfer, recipient.lang)}` : template;
  const email = renderCourseEmail({ kind, template: body, values, lang: recipient.lang, footerHtml: options.footerHtml });
  return { to: recipient.email, subject: email.subject, html: email.html };
}
