import { describe, expect, it } from 'vitest';
import { openAmount, paymentState, registrationPrice, roundCents } from './payments';

describe('payments (decisions.md section 4)', () => {
  const week = { price: 120, price_half_day: 70.5 };

  it('prices a registration by its day type', () => {
    expect(registrationPrice(week, 'full_day')).toBe(120);
    expect(registrationPrice(week, 'half_day')).toBe(70.5);
    expect(registrationPrice({ price: null, price_half_day: 50 }, 'full_day')).toBe(0);
  });

  it('tells unpaid, partly paid and paid apart and never owes less than nothing', () => {
    expect(paymentState(120, null)).toBe('unpaid');
    expect(paymentState(120, 0)).toBe('unpaid');
    expect(paymentState(120, 50)).toBe('partly_paid');
    expect(paymentState(120, 120)).toBe('paid');
    expect(paymentState(120, 150)).toBe('paid');
    expect(openAmount(120, null)).toBe(120);
    expect(openAmount(120, 50.25)).toBe(69.75);
    expect(openAmount(120, 150)).toBe(0);
  });

  it('keeps cent precision', () => {
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(openAmount(0.3, 0.1)).toBe(0.2);
  });
});
