import { describe, expect, it } from 'vitest';
import { drawStatistics } from './statistics';
import type { DrawInput } from './types';

describe('drawStatistics', () => {
  it('counts shares of the children with wishes, households with nothing, ranks, weeks and groups', () => {
    const input: DrawInput = {
      seed: 'statistics',
      weeks: [
        { id: 1, places: 2, from: '2027-06-14', to: '2027-06-18' },
        { id: 2, places: 4, from: '2027-06-21', to: '2027-06-25' },
        { id: 3, places: 0, from: '2027-06-28', to: '2027-07-02' },
      ],
      children: [
        { id: 11, household: 1, maxWeeks: 2, wishes: [{ week: 1, group: 's' }, { week: 2 }] },
        { id: 12, household: 1, maxWeeks: 1, wishes: [{ week: 1, group: 's' }] },
        { id: 21, household: 2, maxWeeks: 1, wishes: [{ week: 1, group: 'f' }, { week: 2 }] },
        { id: 31, household: 3, maxWeeks: 1, wishes: [{ week: 1, group: 'f' }] },
        { id: 41, household: 4, maxWeeks: 1, wishes: [] },
      ],
    };
    const result = {
      grants: [
        { child: 11, week: 1, round: 1 },
        { child: 12, week: 1, round: 1 },
        { child: 11, week: 2, round: 2 },
        { child: 21, week: 2, round: 1 },
      ],
      waiting: [{ week: 1, children: [31, 21] }],
    };
    expect(drawStatistics(input, result)).toEqual({
      children: 4,
      firstWishShare: 0.5,
      atLeastOnePlaceShare: 0.75,
      households: 3,
      householdsWithNothing: 1,
      rankHistogram: [2, 2],
      grants: 4,
      weeks: [
        { week: 1, places: 2, granted: 2, fill: 1, waiting: 2 },
        { week: 2, places: 4, granted: 2, fill: 0.5, waiting: 0 },
        { week: 3, places: 0, granted: 0, fill: 0, waiting: 0 },
      ],
      groups: { siblings: { total: 1, kept: 1 }, friends: { total: 1, kept: 0 } },
    });
  });
});
