import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format';

describe('formats', () => {
  it('writes dates as DD.MM.YYYY, a plain date never shifted by a time zone', () => {
    expect(formatDate('2027-07-05')).toBe('05.07.2027');
    expect(formatDate(null)).toBe('');
  });

  it('writes timestamps in the organisation time zone with a 24-hour time', () => {
    expect(formatDateTime('2026-11-21T13:05:00Z')).toBe('21.11.2026 14:05');
    expect(formatDateTime('2027-07-01T22:30:00Z')).toBe('02.07.2027 00:30');
    expect(formatDate('2027-07-01T22:30:00Z')).toBe('02.07.2027');
  });

  it('writes money with two decimals, a comma, thousands dots and the euro sign', () => {
    expect(formatMoney(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatMoney('85')).toBe('85,00\u00a0€');
    expect(formatMoney(1234567)).toBe('1.234.567,00\u00a0€');
    expect(formatMoney(0)).toBe('0,00\u00a0€');
    expect(formatMoney(null)).toBe('');
  });
});
