import {
  bookingReference,
  bookingTransfer,
  escapeHtml,
  formatDate,
  formatList,
  formatMoney,
  localName,
  openOf,
  registrationPrice,
  sumMoney,
  translate,
  type CourseEmailKind,
  type Language,
  type PayableRegistration,
} from '@app/domain';
import type { Transaction } from '../../db/client';
import type { Recipient } from '../../repositories/registrations';
import { dayTypeLabelOf } from '../../lib/day-type';
import type { children, courses, courseWeeks, registrations } from '../../db/schema';
import { queueEmail, type OutgoingEmail } from '../../mail/outbox';
import type { MailSettings } from '../../mail/settings';
import { emailLayout } from '../../mail/layout';
import { paymentBlock, payedBlock, type TransferPart } from '../../mail/payment-blocks';
import { courseEmailTemplate, fillTemplate, renderCourseEmail, type CourseEmailValues } from '../../mail/templates/course-email';

type CourseRow = typeof courses.$inferSelect;
type WeekRow = typeof courseWeeks.$inferSelect;
type ChildRow = typeof children.$inferSelect;
type RegistrationRow = Pick<typeof registrations.$inferSelect, 'id' | 'booking_id' | 'day_type' | 'payed_amount' | 'payed_at' | 'is_waiting'>;
/** What an e-mail reads of a week: a stored one, or the preview's sample. */
type MailWeek = Pick<WeekRow, 'name' | 'name_it' | 'from' | 'to' | 'price' | 'price_half_day'>;

export type { Recipient };

/** Texts used when a course leaves an e-mail text empty: a stored or changed registration always gets its e-mail. */
const DEFAULT_TEXT: Record<CourseEmailKind, string> = {
  new: 'booking.email_default.new',
  'new-waiting': 'booking.email_default.new_waiting',
  waiting: 'booking.email_default.waiting',
  deleted: 'booking.email_default.deleted',
  payed: 'booking.email_default.payed',
};

/** A registration a course text tells of: the placeholders take its child, week, day type and amounts. */
export interface CourseTextLine {
  course: CourseRow;
  week: MailWeek;
  child: Pick<ChildRow, 'first_name' | 'last_name'>;
  registration: Pick<RegistrationRow, 'booking_id' | 'day_type' | 'payed_amount'>;
}

/**
 * Every placeholder of decisions.md section 5, in the recipient's language, for the registrations one course
 * text tells of (one e-mail per booking and family, decision 022): children, weeks and day types listed
 * (`Anna Huber und Jonas Huber`), the dates from the first week's start to the last week's end, price and open
 * amount added up. For one registration each is that registration's own value.
 */
export function courseEmailValues(lines: readonly CourseTextLine[], parentName: string, lang: Language): CourseEmailValues {
  const [first] = lines as [CourseTextLine];
  const { course } = first;
  const froms = lines.map((line) => line.week.from).sort();
  const tos = lines.map((line) => line.week.to).sort();
  return {
    parent_name: parentName,
    child_name: formatList(lines.map((line) => `${line.child.first_name} ${line.child.last_name}`), lang),
    course_name: localName({ name: course.name, name_it: course.name_it }, lang),
    week_name: formatList(lines.map((line) => localName({ name: line.week.name, name_it: line.week.name_it }, lang)), lang),
    week_from: formatDate(froms[0]),
    week_to: formatDate(tos.at(-1)),
    day_type: formatList(lines.map((line) => dayTypeLabelOf(course, line.registration.day_type, lang)), lang),
    price: formatMoney(sumMoney(lines.map((line) => registrationPrice(line.week, line.registration.day_type)))),
    open_amount: formatMoney(sumMoney(lines.map(openOf))),
    bank_name: course.bank_name ?? '',
    bank_iban: course.bank_iban ?? '',
    payment_reference: formatList(lines.map((line) => bookingReference(line.registration.booking_id)), lang),
  };
}

export type TransferItem = PayableRegistration & { course: CourseRow; week: MailWeek };

const transferParts = (items: readonly TransferItem[], lang: Language): TransferPart[] =>
  items
    .filter((item) => openOf(item) > 0)
    .map((item) => ({
      label: `${item.child.first_name} ${item.child.last_name}, ${localName({ name: item.week.name, name_it: item.week.name_it }, lang)} (${dayTypeLabelOf(item.course, item.registration.day_type, lang)})`,
      amount: openOf(item),
    }));

/** The booking's one transfer as an e-mail shows it, for these (confirmed) registrations; '' when nothing is to pay. */
function bookingPaymentBlock(options: { bookingId: number; items: readonly TransferItem[]; payee: string; lang: Language }): string {
  const transfer = bookingTransfer(options);
  return transfer ? paymentBlock(transfer, options.lang, transferParts(options.items, options.lang)) : '';
}

/**
 * Queues a course e-mail about one registration in the transaction that changes it (the outbox, decision
 * 005): the course's text in the recipient's language with the placeholders filled, the booked payment in the
 * payment e-mail, and the signature in the recipient's language. What a booking or a promotion tells a family
 * is one e-mail of its own (`renderFamilyEmail`).
 */
export async function queueRegistrationEmail(tx: Transaction, options: RegistrationEmailOptions): Promise<void> {
  await queueEmail(tx, renderRegistrationEmail(options));
}

export interface RegistrationEmailOptions {
  kind: Extract<CourseEmailKind, 'deleted' | 'payed'>;
  recipient: Recipient;
  course: CourseRow;
  week: MailWeek;
  child: Pick<ChildRow, 'first_name' | 'last_name'>;
  registration: RegistrationRow;
  mail: MailSettings;
  /** What goes under the course's text when the caller knows more than the one registration: a payment booked for several of its registrations. */
  appendix?: string;
}

/** The e-mail of `queueRegistrationEmail`, rendered but not queued (the preview shows it). */
export function renderRegistrationEmail(options: RegistrationEmailOptions): OutgoingEmail {
  const { kind, recipient, course, mail } = options;
  const { lang } = recipient;
  const template = courseEmailTemplate(course, kind, lang) || translate(lang, DEFAULT_TEXT[kind]);
  const values = courseEmailValues([options], recipient.name, lang);
  const appendix = options.appendix ?? payedAppendix(options);
  const email = renderCourseEmail({ kind, template, values, lang, footerHtml: mail.footers[lang], appendix });
  return { personId: recipient.personId, to: recipient.email, subject: email.subject, html: email.html };
}

/** The payment the registration's own amount says was booked, under the payment e-mail's text. */
function payedAppendix({ kind, registration, week, mail, recipient }: RegistrationEmailOptions): string {
  if (kind !== 'payed' || registration.payed_amount === null || registration.payed_amount <= 0) return '';
  const open = openOf({ week, registration });
  return payedBlock({ payedAmount: registration.payed_amount, payedAt: registration.payed_at, open, appUrl: mail.appUrl }, recipient.lang);
}

/** What a family's e-mail tells of a registration: booked with a place, booked on the waiting list, promoted to a place. */
export type LineKind = Extract<CourseEmailKind, 'new' | 'new-waiting' | 'waiting'>;

/** One child in one week as a family's e-mail lists it. */
export interface FamilyEmailLine extends CourseTextLine {
  kind: LineKind;
  registration: RegistrationRow;
  /** Its place on the week's waiting list (1 = next), for a waiting line. */
  waitingPosition: number | null;
}

/** The transfers a family's e-mail asks for: one per booking, of its registrations that have a place. */
export interface BookingTransferItems {
  bookingId: number;
  items: readonly TransferItem[];
}

/**
 * The course text a family's e-mail opens with, per course: a place booked (`email_new`) when any line of the
 * course got one, else a promotion (`email_waiting`), else the waiting list (`email_new_waiting`). It is filled
 * with the lines of that kind; every line, whatever its kind, is listed under it with its state.
 */
const SECTION_ORDER: readonly LineKind[] = ['new', 'waiting', 'new-waiting'];

/**
 * The course texts of one family's e-mail, already rendered: a booking renders the texts of its two plain
 * outcomes (all lines with a place, all waiting) before the week's lock (decision 012), keyed by
 * `sectionKey`; a booking whose lines end up partly waiting renders its text under the lock.
 */
export type RenderedSections = Map<string, string>;
const sectionKey = (kind: LineKind, lines: readonly FamilyEmailLine[]) => `${kind}:${lines.map((line) => line.registration.id).join(',')}`;

function courseSection(kind: LineKind, lines: readonly FamilyEmailLine[], recipient: Recipient, rendered?: RenderedSections): string {
  const key = sectionKey(kind, lines);
  const known = rendered?.get(key);
  if (known !== undefined) return known;
  const { lang } = recipient;
  const template = courseEmailTemplate(lines[0]!.course, kind, lang) || translate(lang, DEFAULT_TEXT[kind]);
  return fillTemplate(template, courseEmailValues(lines, recipient.name, lang));
}

/** Renders the course texts of these lines into `rendered`, so that the e-mail is put together without them later. */
export function renderSections(rendered: RenderedSections, kind: LineKind, lines: readonly FamilyEmailLine[], recipient: Recipient): void {
  rendered.set(sectionKey(kind, lines), courseSection(kind, lines, recipient));
}

/** The lines by course, in the order of their first line. */
function byCourse(lines: readonly FamilyEmailLine[]): FamilyEmailLine[][] {
  const courses = new Map<number, FamilyEmailLine[]>();
  for (const line of lines) courses.set(line.course.id, [...(courses.get(line.course.id) ?? []), line]);
  return [...courses.values()];
}

/** Every line with its state: `Anna Huber, Woche 1 (07.07.2025 - 11.07.2025, Ganztags): angemeldet`. */
function stateList(lines: readonly FamilyEmailLine[], lang: Language): string {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `mail.family.${key}`, params);
  const items = lines.map((line) => {
    const what = t('line', {
      child: `${line.child.first_name} ${line.child.last_name}`,
      week: localName({ name: line.week.name, name_it: line.week.name_it }, lang),
      from: formatDate(line.week.from),
      to: formatDate(line.week.to),
      day_type: dayTypeLabelOf(line.course, line.registration.day_type, lang),
    });
    const state = line.kind === 'new-waiting' ? t('waiting', { position: line.waitingPosition ?? '' }) : t(line.kind === 'new' ? 'confirmed' : 'promoted');
    return `${escapeHtml(what)}: <strong>${escapeHtml(state)}</strong>`;
  });
  return `<h3>${escapeHtml(t('title'))}</h3><p>${items.join('<br>')}</p>`;
}

/** The transfers of the lines that have a place, one per booking (decision 022); waiting lines owe nothing. */
export function transfersOf(lines: readonly FamilyEmailLine[]): BookingTransferItems[] {
  const bookings = new Map<number, TransferItem[]>();
  for (const line of lines) {
    if (line.kind === 'new-waiting') continue;
    bookings.set(line.registration.booking_id, [...(bookings.get(line.registration.booking_id) ?? []), line]);
  }
  return [...bookings].map(([bookingId, items]) => ({ bookingId, items }));
}

/** The lines of one e-mail grouped by who it goes to (the family's parent's address, decision 019), in the order of their first line. */
export function byRecipient<T extends { recipient: Recipient | null }>(rows: readonly T[]): { recipient: Recipient; rows: T[] }[] {
  const families = new Map<string, { recipient: Recipient; rows: T[] }>();
  for (const row of rows) {
    if (!row.recipient) continue;
    const family = families.get(row.recipient.email) ?? { recipient: row.recipient, rows: [] };
    family.rows.push(row);
    families.set(row.recipient.email, family);
  }
  return [...families.values()];
}

export interface FamilyEmail {
  recipient: Recipient;
  /** Every child and week the event is about, in the order they are listed. */
  lines: readonly FamilyEmailLine[];
  /** What to pay, one block per booking: see `transfersOf`. */
  transfers: readonly BookingTransferItems[];
  mail: MailSettings;
  /** The draw's result e-mail opens with its own subject and paragraphs (issue 37), then lists the places as a booking's. */
  lead?: { subject: string; html: string };
}

/**
 * The one e-mail a family gets about a booking, a promotion or an office booking (decision 022): per course the
 * course's own text, then every child and week with its state (a place, or the waiting list with its position),
 * one transfer per booking (payee, IBAN, the total of what has a place and what it is made of, the booking's
 * reference), the link to the family page, and the signature, all in the recipient's language.
 */
export function renderFamilyEmail(email: FamilyEmail, rendered?: RenderedSections): OutgoingEmail {
  const { recipient, lines, mail } = email;
  const { lang } = recipient;
  const sections = byCourse(lines).map((courseLines) => {
    const kind = SECTION_ORDER.find((candidate) => courseLines.some((line) => line.kind === candidate))!;
    return { kind, course: courseLines[0]!.course, html: courseSection(kind, courseLines.filter((line) => line.kind === kind), recipient, rendered) };
  });
  const [first] = sections as [(typeof sections)[number]];
  const subject = email.lead?.subject ?? translate(lang, `settings.course_email.subject.${first.kind}`, { course_name: localName({ name: first.course.name, name_it: first.course.name_it }, lang) });
  const familyUrl = escapeHtml(`${mail.appUrl}/my-family`);
  const body =
    (email.lead?.html ?? '') +
    sections.map((section) => section.html).join('') +
    stateList(lines, lang) +
    email.transfers.map((transfer) => bookingPaymentBlock({ ...transfer, payee: mail.payee, lang })).join('') +
    `<p>${escapeHtml(translate(lang, 'mail.family.page'))}<br><a href="${familyUrl}">${familyUrl}</a></p>`;
  return { personId: recipient.personId, to: recipient.email, subject, html: emailLayout({ lang, title: subject, body, footerHtml: mail.footers[lang] }) };
}
