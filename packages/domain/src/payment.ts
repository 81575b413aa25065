import { bookingReference } from './booking-reference';
import { openAmount, sumMoney } from './money';
import type { DayType } from './schemas/booking';

/**
 * What a registration costs, what is open of it and how a family pays it by bank transfer (decisions.md
 * sections 4 and 10, decision 022; the cents are counted in money.ts). The family page, the e-mails, the
 * reminders, the booked payments and the payment confirmation all compute it here.
 */

/** A week's prices as its row and its answers carry them: full day, half day; null where it offers no such day. */
export interface PricedWeek {
  price: number | null;
  price_half_day: number | null;
}

/**
 * The week's price of the registration's day type: `price` for full_day, `price_half_day` for half_day. The
 * registration read model computes the same in SQL (`priceSql`), so lists sort and filter by it; a server
 * test holds both to the same answers.
 */
export function registrationPrice(week: PricedWeek, dayType: DayType): number {
  return (dayType === 'half_day' ? week.price_half_day : week.price) ?? 0;
}

export type PaymentStatus = 'unpaid' | 'partly_paid' | 'paid';

/** payed_amount null (or 0) = unpaid; below the price = partly paid; the price or more = paid. */
export function paymentStatus(price: number, payedAmount: number | null): PaymentStatus {
  if (payedAmount === null || payedAmount <= 0) return 'unpaid';
  return payedAmount >= price ? 'paid' : 'partly_paid';
}

export const PAYMENT_REFERENCE_MAX = 140;
export const EPC_NAME_MAX = 70;

/**
 * Text as SEPA transfers carry it: the SEPA Latin character set (letters a-z, digits, / - ? : ( ) . , ' +
 * and space). Banks replace anything else on the way, often by a dot or not at all, which would break the
 * office's search; so umlauts are written out (ä = ae) and accents dropped here, the same way every time.
 */
export function sepaText(text: string): string {
  return text
    .replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue')
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/?:().,'+ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The remittance text of a booking's transfer (decision 022): the booking's reference `SPW-<id>-<check>`, then
 * the names of the children the amount is for, SEPA-safe and cut to 140 characters. The reference comes first
 * so that no cut loses it; the names only help a person reading the statement.
 */
export function paymentReference(bookingId: number, childNames: readonly string[] = []): string {
  return sepaText([bookingReference(bookingId), ...new Set(childNames)].join(' ')).slice(0, PAYMENT_REFERENCE_MAX).trim();
}

/** `EUR12.50`: the EPC amount, a dot and two decimals, no grouping. */
export function epcAmount(amount: number): string {
  return `EUR${amount.toFixed(2)}`;
}

/** An IBAN as typed (spaces, lower case) in its electronic form. */
export const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/**
 * The payee of every transfer and the issuer of the payment confirmation: the organisation, option
 * payment_recipient, else the organisation's name the application carries (app_name); never the bank's name,
 * which banks check against the account holder.
 */
export function payeeName(options: { payment_recipient: string; app_name: string }): string {
  return options.payment_recipient.trim() || options.app_name.trim();
}

export interface TransferData {
  /** The account holder: the organisation (`payeeName`). */
  recipient: string;
  iban: string;
  /** Euro, more than 0. */
  amount: number;
  reference: string;
}

/**
 * The EPC QR code's text ("GiroCode", EPC069-12 version 002), one field per line (LF):
 * service tag BCD, version 002, character set 1 (UTF-8), identification SCT, BIC (empty: optional within
 * the EEA), recipient name (at most 70), IBAN, amount `EUR12.50`, purpose (empty), structured reference
 * (empty, as the reference is unstructured), unstructured remittance (at most 140). The optional last line
 * (information to the payer) is left out. Render it with error correction level M.
 */
export function epcPayload(transfer: TransferData): string {
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    '',
    transfer.recipient.replace(/\s+/g, ' ').trim().slice(0, EPC_NAME_MAX),
    compactIban(transfer.iban),
    epcAmount(transfer.amount),
    '',
    '',
    transfer.reference.slice(0, PAYMENT_REFERENCE_MAX),
  ].join('\n');
}

/** What the open amount of a registration is computed from: its week's prices, its day type and what was paid of it. */
export interface PricedRegistration {
  week: PricedWeek;
  registration: { day_type: DayType; payed_amount: number | null };
}

/** A registration a transfer pays: what it owes, the child the remittance text names and its course's account. */
export interface PayableRegistration extends PricedRegistration {
  course: { bank_iban: string | null };
  child: { first_name: string; last_name: string };
}

/** What is still open of a registration (decisions.md section 4). */
export const openOf = (item: PricedRegistration) => openAmount(registrationPrice(item.week, item.registration.day_type), item.registration.payed_amount);

/**
 * One transfer for what a booking owes (decision 022): the open amounts of the given confirmed registrations
 * added up, to the account of the first one's course, under the booking's reference followed by the children's
 * names. None while nothing is open or the course has no IBAN.
 */
export function bookingTransfer(options: { bookingId: number; items: readonly PayableRegistration[]; payee: string }): (TransferData & { epc: string }) | null {
  const owing = options.items.filter((item) => openOf(item) > 0);
  const iban = owing[0]?.course.bank_iban;
  if (!iban) return null;
  const amount = sumMoney(owing.map(openOf));
  const reference = paymentReference(options.bookingId, owing.map((item) => `${item.child.first_name} ${item.child.last_name}`));
  const transfer = { recipient: options.payee, iban, amount, reference };
  return { ...transfer, epc: epcPayload(transfer) };
}

/**
 * The bank transfer of one confirmed registration (decisions.md section 10): the organisation (`payee`) at the
 * course's account, the registration's open amount under its booking's reference (decision 022), as the family
 * page offers it for one week; the booking's e-mail and the family page ask for the booking's total
 * (`bookingTransfer`).
 * None while nothing is open, for a waiting entry, or when the course has no IBAN.
 */
export function registrationTransfer(
  options: PayableRegistration & { registration: { booking_id: number; is_waiting: boolean }; payee: string },
): (TransferData & { epc: string }) | null {
  const { registration } = options;
  if (registration.is_waiting) return null;
  return bookingTransfer({ bookingId: registration.booking_id, items: [options], payee: options.payee });
}
