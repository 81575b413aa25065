/**
 * What a registration costs and what is still open (decisions.md section 4). One set of rules for the family
 * page, the back office, e-mails, confirmations and exports.
 */

export type PaymentState = 'unpaid' | 'partly_paid' | 'paid';

export interface PricedWeek {
  price: number | null;
  price_half_day: number | null;
}

/** The week's price for the booked day type: `price` for full_day, `price_half_day` for half_day (0 when unset). */
export function registrationPrice(week: PricedWeek, dayType: 'full_day' | 'half_day'): number {
  return (dayType === 'half_day' ? week.price_half_day : week.price) ?? 0;
}

/** Price minus what was paid, never negative. */
export function openAmount(price: number, payedAmount: number | null): number {
  return Math.max(0, roundCents(price - (payedAmount ?? 0)));
}

/** null = unpaid; above 0 and below the price = partly paid; at or above the price = paid. */
export function paymentState(price: number, payedAmount: number | null): PaymentState {
  if (payedAmount === null) return 'unpaid';
  if (payedAmount >= price && payedAmount > 0) return 'paid';
  return payedAmount > 0 ? 'partly_paid' : 'unpaid';
}

/** Money in cents precision, so sums of prices like 0.1 + 0.2 print as they should. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
