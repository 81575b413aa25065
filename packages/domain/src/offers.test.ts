import { describe, expect, it } from 'vitest';
import { firstFit, offerDeadline, reminderDueAt } from './offers';

const timeZone = 'Europe/Rome';
const at = (iso: string) => new Date(iso);

describe("an offer's deadline", () => {
  it('is now + offer_hours while the week starts later than a day after it', () => {
    // The week starts on 2027-07-05 at 00:00 in Rome (22:00 UTC the day before).
    expect(offerDeadline({ now: at('2027-06-01T10:00:00Z'), offerHours: 48, weekFrom: '2027-07-05', timeZone })).toEqual(at('2027-06-03T10:00:00Z'));
  });

  it('ends 24 hours before the week starts when that comes first', () => {
    expect(offerDeadline({ now: at('2027-07-02T10:00:00Z'), offerHours: 48, weekFrom: '2027-07-05', timeZone })).toEqual(at('2027-07-03T22:00:00Z'));
  });

  it('is not made in the last 24 hours before the week, nor with offers off', () => {
    expect(offerDeadline({ now: at('2027-07-03T22:00:00Z'), offerHours: 48, weekFrom: '2027-07-05', timeZone })).toBeNull();
    expect(offerDeadline({ now: at('2027-07-04T08:00:00Z'), offerHours: 48, weekFrom: '2027-07-05', timeZone })).toBeNull();
    expect(offerDeadline({ now: at('2027-06-01T10:00:00Z'), offerHours: 0, weekFrom: '2027-07-05', timeZone })).toBeNull();
  });

  it('has its reminder 12 hours before, only when made longer before than that', () => {
    expect(reminderDueAt({ offeredAt: at('2027-06-01T10:00:00Z'), expiresAt: at('2027-06-03T10:00:00Z') })).toEqual(at('2027-06-02T22:00:00Z'));
    expect(reminderDueAt({ offeredAt: at('2027-06-01T10:00:00Z'), expiresAt: at('2027-06-01T20:00:00Z') })).toBeNull();
  });
});

describe('first fit', () => {
  const entry = (id: number, bookingId = id) => ({ id, bookingId });

  it('offers the places to the oldest entries', () => {
    expect(firstFit([entry(1), entry(2), entry(3)], 2)).toEqual([1, 2]);
    expect(firstFit([entry(1), entry(2)], 0)).toEqual([]);
  });

  it('offers siblings of one booking together when enough places are free', () => {
    expect(firstFit([entry(1, 9), entry(2, 9), entry(3)], 2)).toEqual([1, 2]);
    expect(firstFit([entry(1, 9), entry(2), entry(3, 9)], 3)).toEqual([1, 3, 2]);
  });

  it('passes one free place to the next entry that fits while the siblings keep their position', () => {
    expect(firstFit([entry(1, 9), entry(2, 9), entry(3), entry(4)], 1)).toEqual([3]);
    expect(firstFit([entry(1, 9), entry(2, 9), entry(3, 8), entry(4, 8)], 1)).toEqual([]);
  });
});
