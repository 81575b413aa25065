import { describe, expect, it } from 'vitest';
import { fromCents, isWholeCents, openAmount, roundMoney, sumMoney, toCents } from './money';

describe('money in cents', () => {
  it('turns euro into whole cents and back, rounding to the nearest cent', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-12.5)).toBe(-1250);
    expect(toCents(1.005)).toBe(100);
    expect(fromCents(1234)).toBe(12.34);
    expect(roundMoney(19.999999999999996)).toBe(20);
    expect(roundMoney(12.344)).toBe(12.34);
  });

  it('tells an amount with at most two decimals from one with more', () => {
    expect(isWholeCents(12.34)).toBe(true);
    expect(isWholeCents(1234.56)).toBe(true);
    expect(isWholeCents(0.07)).toBe(true);
    expect(isWholeCents(12.345)).toBe(false);
    expect(isWholeCents(0.001)).toBe(false);
  });

  it('adds up in cents', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([1234.5, 65.5, 0.01])).toBe(1300.01);
    expect(sumMoney([80, -79.9])).toBe(0.1);
    expect(sumMoney([])).toBe(0);
  });

  it('leaves open what is not paid of a price, never below zero', () => {
    expect(openAmount(65.5, null)).toBe(65.5);
    expect(openAmount(65.5, 20.2)).toBe(45.3);
    expect(openAmount(0.3, 0.1)).toBe(0.2);
    expect(openAmount(65.5, 120)).toBe(0);
    expect(openAmount(0, null)).toBe(0);
  });
});
