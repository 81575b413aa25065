import { describe, expect, it } from 'vitest';
import { capacityChangeIssues, nextPlace, placesLeft, promotable } from './capacity';

const week = (confirmed: number, waiting: number, maxParticipants = 10, waitingList = 3, offered = 0) => ({ maxParticipants, waitingList, confirmed, waiting, offered });

describe('a week\'s capacity', () => {
  it('says what is left and when the week is full', () => {
    expect(placesLeft(week(7, 0))).toEqual({ places: 3, waitingPlaces: 3, full: false });
    expect(placesLeft(week(10, 2))).toEqual({ places: 0, waitingPlaces: 1, full: false });
    expect(placesLeft(week(10, 3))).toEqual({ places: 0, waitingPlaces: 0, full: true });
    // Counters above a capacity lowered by hand never give negative places.
    expect(placesLeft(week(12, 5))).toEqual({ places: 0, waitingPlaces: 0, full: true });
    expect(placesLeft(week(0, 0, 0, 0)).full).toBe(true);
  });

  it('puts the next booking on a place, then the waiting list, then nowhere', () => {
    expect(nextPlace(week(9, 0))).toBe('confirmed');
    expect(nextPlace(week(10, 2))).toBe('waiting');
    expect(nextPlace(week(10, 3))).toBe(null);
  });

  it('promotes as many waiting children as places are free', () => {
    expect(promotable(week(9, 3))).toBe(1);
    expect(promotable(week(10, 3))).toBe(0);
    expect(promotable(week(5, 2))).toBe(2);
    expect(promotable({ ...week(10, 3), maxParticipants: 12 })).toBe(2);
  });

  it('refuses a capacity below the confirmed children, or a waiting list below those still waiting after promotion', () => {
    expect(capacityChangeIssues(week(10, 3), { maxParticipants: 9, waitingList: 3 })).toEqual({ maxParticipants: 10 });
    // Two more places take two of the three waiting: a waiting list of one is enough.
    expect(capacityChangeIssues(week(10, 3), { maxParticipants: 12, waitingList: 1 })).toEqual({});
    expect(capacityChangeIssues(week(10, 3), { maxParticipants: 11, waitingList: 1 })).toEqual({ waitingList: 2 });
  });

  it('counts an open offer as a held place: never more confirmed plus offered than places', () => {
    expect(placesLeft(week(8, 1, 10, 3, 2))).toEqual({ places: 0, waitingPlaces: 2, full: false });
    expect(nextPlace(week(8, 1, 10, 3, 2))).toBe('waiting');
    expect(nextPlace(week(7, 1, 10, 3, 2))).toBe('confirmed');
    expect(promotable(week(7, 2, 10, 3, 2))).toBe(1);
    expect(capacityChangeIssues(week(8, 0, 10, 3, 2), { maxParticipants: 9, waitingList: 3 })).toEqual({ maxParticipants: 10 });
  });
});
