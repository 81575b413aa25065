import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatList, formatMoney, moneyInputText, parseMoney } from './format';

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
    expect(formatList(['Anna', 'Jonas', 'Anna', 'Lena'], 'de')).toBe('Anna, Jonas und Lena');
    expect(formatList(['Anna', 'Jonas'], 'it')).toBe('Anna e Jonas');
    expect(formatList(['Anna'], 'de')).toBe('Anna');
    expect(formatMoney(null)).toBe('');
  });

  it('reads a typed amount with a decimal comma or point, as German and Italian users type it', () => {
    expect(parseMoney('80,50')).toBe(80.5);
    expect(parseMoney('80.50')).toBe(80.5);
    expect(parseMoney('80,5')).toBe(80.5);
    expect(parseMoney('80')).toBe(80);
    expect(parseMoney(' 80,50 €')).toBe(80.5);
    expect(parseMoney('0,05')).toBe(0.05);
  });

  it('reads thousands dots, and a single dot before three digits as thousands', () => {
    expect(parseMoney('1.234,50')).toBe(1234.5);
    expect(parseMoney('1.234.567,00')).toBe(1234567);
    expect(parseMoney('1.234')).toBe(1234);
    expect(parseMoney('1 234,50')).toBe(1234.5);
    expect(parseMoney('1,234.50')).toBe(1234.5);
  });

  it('gives null for nothing and NaN for what is no amount', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('  ')).toBeNull();
    for (const text of ['abc', '80,50,1', '1.23.4', '12.34.56', '80,5x', '8e2', ',', '1.234,5.6']) expect(parseMoney(text), text).toBeNaN();
    expect(parseMoney('-5')).toBe(-5);
  });

  it('writes an amount back into the field with a decimal comma, which it reads again', () => {
    expect(moneyInputText(1234.5)).toBe('1234,50');
    expect(moneyInputText(0)).toBe('0,00');
    expect(moneyInputText(null)).toBe('');
    expect(parseMoney(moneyInputText(1234.5))).toBe(1234.5);
  });
});
