/**
 * Euro amounts, counted in whole cents (decision 022). Amounts travel as euro numbers (the API, numeric(10,2)
 * columns), and binary floats cannot hold most cents exactly: 0,10 + 0,20 would be 0,30000000000000004. So
 * every sum, difference and rounding of money goes through cents, here and nowhere else.
 */

/** An amount in whole cents, rounded to the nearest. */
export const toCents = (amount: number) => Math.round(amount * 100);

export const fromCents = (cents: number) => cents / 100;

/** An amount rounded to the cent, as a numeric(10,2) column stores it. */
export const roundMoney = (amount: number) => fromCents(toCents(amount));

/**
 * Whether an amount has at most two decimals: the tolerance takes the float noise of a typed `12.34` (whose
 * binary value times 100 is not quite 1234), not a third decimal.
 */
export const isWholeCents = (amount: number) => Math.abs(amount * 100 - toCents(amount)) < 1e-6;

/** Amounts added in cents, so that 0,10 + 0,20 stays 0,30. */
export const sumMoney = (amounts: readonly number[]) => fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));

/** What is open of a price: price - payed_amount, never negative; payed_amount null means nothing is paid. */
export const openAmount = (price: number, payedAmount: number | null) => fromCents(Math.max(0, toCents(price) - toCents(payedAmount ?? 0)));
