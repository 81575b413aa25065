import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/errors';
import { placeBatch, type BookingToPlace, type LineToPlace, type LockedWeek } from './place-batch';

const week = (id: number, counts: Partial<Omit<LockedWeek, 'id'>>): LockedWeek => ({
  id,
  max_participants: 0,
  waiting_list: 0,
  confirmed_count: 0,
  waiting_count: 0,
  offered_count: 0,
  ...counts,
});

let nextChild = 1;
/** A booking of one new child per week asked, in the order given. */
function booking(...weekIds: number[]): BookingToPlace<LineToPlace> {
  return {
    lang: 'de',
    lines: weekIds.map((weekId, lineIndex) => ({
      lineIndex,
      weekIndex: 0,
      child: { id: nextChild, first_name: `Child${nextChild++}`, last_name: 'Test' },
      week: { id: weekId, name: `Week ${weekId}`, name_it: `Settimana ${weekId}`, from: '2026-07-06', to: '2026-07-10' },
    })),
  };
}

/** Each booking's lines as 'confirmed', 'waiting <position>', or the booking's refusal code. */
function outcomes(placements: ReturnType<typeof placeBatch>['placements']) {
  return placements.map((placement) =>
    placement.ok
      ? placement.placed.map(({ isWaiting, waitingPosition }) => (isWaiting ? `waiting ${waitingPosition}` : 'confirmed'))
      : (placement.error as DomainError).code,
  );
}

describe('placing a batch on the locked weeks (no database)', () => {
  it('never confirms more than the week has places, whatever the batch asks', () => {
    const { placements, tallies } = placeBatch([booking(1), booking(1), booking(1, 1), booking(1)], [week(1, { max_participants: 3, confirmed_count: 1 })], []);

    expect(outcomes(placements)).toEqual([['confirmed'], ['confirmed'], 'validation', 'validation']);
    expect(tallies.get(1)).toEqual({
      now: { maxParticipants: 3, waitingList: 0, confirmed: 3, waiting: 0, offered: 0 },
      added: { confirmed: 2, waiting: 0 },
    });
  });

  it('places in arrival order: the earlier booking gets the place, a refused one leaves its places to the next', () => {
    // The third asks two lines of a week with one place left: refused whole, so the fourth gets that place.
    const { placements } = placeBatch([booking(1), booking(2), booking(2, 2), booking(2)], [week(1, { max_participants: 1 }), week(2, { max_participants: 2 })], []);

    expect(outcomes(placements)).toEqual([['confirmed'], ['confirmed'], 'validation', ['confirmed']]);
  });

  it('continues the waiting list behind the children already waiting, in arrival order, until it is full', () => {
    const full = week(1, { max_participants: 2, confirmed_count: 2, waiting_list: 5, waiting_count: 3 });
    const { placements, tallies } = placeBatch([booking(1), booking(1), booking(1)], [full], []);

    expect(outcomes(placements)).toEqual([['waiting 4'], ['waiting 5'], 'validation']);
    expect(tallies.get(1)!.added).toEqual({ confirmed: 0, waiting: 2 });
  });

  it('takes the last places first, then the waiting list, within one booking', () => {
    const { placements } = placeBatch([booking(1, 1, 1)], [week(1, { max_participants: 1, waiting_list: 2 })], []);

    expect(outcomes(placements)).toEqual([['confirmed', 'waiting 1', 'waiting 2']]);
  });

  it('refuses a booking whose week was not locked (deleted since it was prepared) as not found, and places the rest', () => {
    const { placements } = placeBatch([booking(1), booking(9), booking(1)], [week(1, { max_participants: 5 })], []);

    expect(outcomes(placements)).toEqual([['confirmed'], 'not_found', ['confirmed']]);
  });

  it('refuses a child already in a programme that week on its line alone, and counts nothing for it', () => {
    const first = booking(1);
    const child = first.lines[0]!.child;
    const existing = [{ child_id: child.id, from: '2026-07-08', to: '2026-07-08', week_name: 'W', week_name_it: 'S', course_name: 'C', course_name_it: 'C' }];
    const { placements, tallies } = placeBatch([first, booking(1)], [week(1, { max_participants: 1 })], existing);

    expect(outcomes(placements)).toEqual(['validation', ['confirmed']]);
    expect((placements[0] as { error: DomainError }).error.fields).toEqual({
      'bookedChildren.0.courseWeeks.0': expect.objectContaining({ key: 'booking.errors.one_programme_per_week' }),
    });
    expect(tallies.get(1)!.added).toEqual({ confirmed: 1, waiting: 0 });
  });
});
