import { describe, expect, it } from 'vitest';
import { DrawInputError, householdPositions } from './prepare';
import { drawSeason, serialDictatorship } from './season-draw';
import type { DrawChild, DrawWeek } from './types';

const SEED = 'unit test seed';

/** Households listed by their draw position under SEED, so each test can name who draws first. */
function byPosition(...households: number[]): number[] {
  const positions = householdPositions(SEED, households);
  return [...households].sort((a, b) => positions.get(a)! - positions.get(b)!);
}

function week(id: number, places: number, from = `2027-06-${10 + id}`, to = from): DrawWeek {
  return { id, places, from, to };
}

function child(id: number, household: number, wishes: (number | [number, string])[], maxWeeks = 1): DrawChild {
  return { id, household, maxWeeks, wishes: wishes.map((wish) => (typeof wish === 'number' ? { week: wish } : { week: wish[0], group: wish[1] })) };
}

const explanationOf = (result: ReturnType<typeof drawSeason>, id: number) => result.explanations.find((explanation) => explanation.child === id)!;

describe('drawSeason explains', () => {
  it('a first wish lost to an earlier position and a second wish granted', () => {
    const [first, second] = byPosition(1, 2);
    const result = drawSeason({
      seed: SEED,
      weeks: [week(1, 1), week(2, 5)],
      children: [child(21, second!, [1, 2]), child(11, first!, [1])],
    });
    expect(result.grants).toEqual([
      { child: 11, week: 1, round: 1 },
      { child: 21, week: 2, round: 1 },
    ]);
    expect(result.waiting).toEqual([{ week: 1, children: [21] }]);
    expect(result.households).toBe(2);
    expect(explanationOf(result, 21)).toEqual({
      child: 21,
      household: second,
      position: 2,
      drawsAt: 2,
      rounds: [
        {
          round: 1,
          wishes: [
            { wish: 1, week: 1, outcome: 'full', placesLeft: 0, lastPlace: { position: 1, round: 1 } },
            { wish: 2, week: 2, outcome: 'granted' },
          ],
        },
      ],
    });
  });

  it('a week with no place to give at all, and a second programme in the same calendar week', () => {
    const result = drawSeason({
      seed: SEED,
      weeks: [week(1, 0), week(2, 3, '2027-06-14', '2027-06-18'), week(3, 3, '2027-06-16', '2027-06-17'), week(4, 3, '2027-06-21')],
      children: [child(11, 1, [1, 2, 3, 4], 2)],
    });
    expect(result.grants).toEqual([
      { child: 11, week: 2, round: 1 },
      { child: 11, week: 4, round: 2 },
    ]);
    expect(explanationOf(result, 11).rounds).toEqual([
      {
        round: 1,
        wishes: [
          { wish: 1, week: 1, outcome: 'full', placesLeft: 0, lastPlace: null },
          { wish: 2, week: 2, outcome: 'granted' },
        ],
      },
      {
        round: 2,
        wishes: [
          { wish: 3, week: 3, outcome: 'same-calendar-week', granted: 2 },
          { wish: 4, week: 4, outcome: 'granted' },
        ],
      },
    ]);
  });
});

describe('drawSeason rounds', () => {
  it('go back and forth: the last of round 1 chooses first in round 2', () => {
    const [first, second] = byPosition(1, 2);
    const result = drawSeason({
      seed: SEED,
      weeks: [week(1, 1), week(2, 1), week(3, 1), week(4, 1)],
      children: [child(11, first!, [1, 2, 3, 4], 2), child(21, second!, [1, 2, 3, 4], 2)],
    });
    expect(result.grants).toEqual([
      { child: 11, week: 1, round: 1 },
      { child: 21, week: 2, round: 1 },
      { child: 21, week: 3, round: 2 },
      { child: 11, week: 4, round: 2 },
    ]);
  });

  it('list the waiting: children without a place first, then in the order their wishes were lost', () => {
    const [first, second, third] = byPosition(1, 2, 3);
    const lostInRoundOne = drawSeason({
      seed: SEED,
      weeks: [week(1, 1), week(2, 5)],
      children: [child(11, first!, [1]), child(21, second!, [1, 2]), child(31, third!, [1])],
    });
    expect(lostInRoundOne.waiting).toEqual([{ week: 1, children: [31, 21] }]);

    // Round 2 runs backwards: the third household takes the place, then the second and the first lose it.
    const lostInRoundTwo = drawSeason({
      seed: SEED,
      weeks: [week(1, 1), week(2, 3)],
      children: [child(11, first!, [2, 1], 2), child(21, second!, [2, 1], 2), child(31, third!, [2, 1], 2)],
    });
    expect(lostInRoundTwo.grants.filter((grant) => grant.week === 1)).toEqual([{ child: 31, week: 1, round: 2 }]);
    expect(lostInRoundTwo.waiting).toEqual([{ week: 1, children: [21, 11] }]);
  });
});

describe('drawSeason groups', () => {
  it('gives siblings together their week only with a place for each', () => {
    const [first, second] = byPosition(1, 2);
    const siblings = [child(11, first!, [[1, 'together']]), child(12, first!, [[1, 'together']])];
    const onePlace = drawSeason({ seed: SEED, weeks: [week(1, 1)], children: [...siblings, child(21, second!, [1])] });
    expect(onePlace.grants).toEqual([{ child: 21, week: 1, round: 1 }]);
    expect(onePlace.waiting).toEqual([{ week: 1, children: [11, 12] }]);
    expect(explanationOf(onePlace, 12).rounds).toEqual([
      { round: 1, wishes: [{ wish: 1, week: 1, outcome: 'full', placesLeft: 1, lastPlace: null }] },
    ]);

    const twoPlaces = drawSeason({ seed: SEED, weeks: [week(1, 2)], children: [...siblings, child(21, second!, [1])] });
    expect(twoPlaces.grants).toEqual([
      { child: 11, week: 1, round: 1 },
      { child: 12, week: 1, round: 1 },
    ]);
    expect(twoPlaces.waiting).toEqual([{ week: 1, children: [21] }]);
  });

  it('moves a child in a friend group to the latest position of the group, and not its sibling', () => {
    const [first, second, third] = byPosition(1, 2, 3);
    const result = drawSeason({
      seed: SEED,
      weeks: [week(1, 2)],
      children: [child(11, first!, [[1, 'friends']]), child(12, first!, [1]), child(21, second!, [1]), child(31, third!, [[1, 'friends']])],
    });
    expect(result.explanations.map(({ child: id, position, drawsAt }) => ({ id, position, drawsAt }))).toEqual([
      { id: 11, position: 1, drawsAt: 3 },
      { id: 12, position: 1, drawsAt: 1 },
      { id: 21, position: 2, drawsAt: 2 },
      { id: 31, position: 3, drawsAt: 3 },
    ]);
    expect(result.grants).toEqual([
      { child: 12, week: 1, round: 1 },
      { child: 21, week: 1, round: 1 },
    ]);
    expect(explanationOf(result, 11).rounds[0]!.wishes).toEqual([
      { wish: 1, week: 1, outcome: 'full', placesLeft: 0, lastPlace: { position: 2, round: 1 } },
    ]);
  });

  it('never takes a member past a wish it ranked higher and could still get, whichever sibling draws first', () => {
    for (const [ranksAlone, ranksTogether] of [
      [11, 12],
      [12, 11],
    ] as const) {
      const result = drawSeason({
        seed: SEED,
        weeks: [week(1, 5), week(2, 5)],
        children: [child(ranksAlone, 1, [2, [1, 'g']]), child(ranksTogether, 1, [[1, 'g']])],
      });
      expect(result.grants).toEqual([{ child: ranksAlone, week: 2, round: 1 }]);
      const told = explanationOf(result, ranksTogether).rounds.flatMap(({ wishes }) => wishes.map(({ outcome }) => outcome));
      expect(told.at(-1)).toBe('member-unable');
    }
    const sameRanks = drawSeason({
      seed: SEED,
      weeks: [week(1, 5), week(2, 5)],
      children: [child(11, 1, [[1, 'g'], 2]), child(12, 1, [[1, 'g']])],
    });
    expect(sameRanks.grants).toEqual([
      { child: 11, week: 1, round: 1 },
      { child: 12, week: 1, round: 1 },
    ]);
  });
});

describe('drawSeason input', () => {
  const weeks = [week(1, 1), week(2, 1)];
  it.each([
    ['an empty seed', { seed: '', weeks, children: [] }],
    ['a week given twice', { seed: SEED, weeks: [week(1, 1), week(1, 2)], children: [] }],
    ['negative places', { seed: SEED, weeks: [week(1, -1)], children: [] }],
    ['a date not YYYY-MM-DD', { seed: SEED, weeks: [week(1, 1, '2027-6-14')], children: [] }],
    ['dates backwards', { seed: SEED, weeks: [week(1, 1, '2027-06-18', '2027-06-14')], children: [] }],
    ['a child given twice', { seed: SEED, weeks, children: [child(1, 1, [1]), child(1, 2, [2])] }],
    ['a wish of a week not in the draw', { seed: SEED, weeks, children: [child(1, 1, [3])] }],
    ['a week wished twice', { seed: SEED, weeks, children: [child(1, 1, [1, 1])] }],
    ['two wishes of a child in one group', { seed: SEED, weeks, children: [child(1, 1, [[1, 'g'], [2, 'g']])] }],
    ['a group of two weeks', { seed: SEED, weeks, children: [child(1, 1, [[1, 'g']]), child(2, 1, [[2, 'g']])] }],
  ])('refuses %s', (_name, input) => {
    expect(() => drawSeason(input)).toThrow(DrawInputError);
  });
});

describe('serialDictatorship', () => {
  it('lets each child take all its weeks at its turn, in one round', () => {
    const [first, second] = byPosition(1, 2);
    const result = serialDictatorship({
      seed: SEED,
      weeks: [week(1, 1), week(2, 1), week(3, 1)],
      children: [child(11, first!, [1, 2], 2), child(21, second!, [1, 2, 3], 2)],
    });
    expect(result.grants).toEqual([
      { child: 11, week: 1, round: 1 },
      { child: 11, week: 2, round: 1 },
      { child: 21, week: 3, round: 1 },
    ]);
  });
});
