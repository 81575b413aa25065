import { describe, expect, it } from 'vitest';
import { canonicalDrawInput, canonicalDrawResult, DRAW_ALGORITHM, drawInputDigest } from './canonical';
import { referenceDrawInput } from './reference-instance';
import { drawSeason } from './season-draw';
import { sha256Hex } from './sha256';
import type { DrawInput } from './types';

const input: DrawInput = {
  seed: 'canonical test',
  weeks: [
    { id: 2, places: 5, from: '2027-06-21', to: '2027-06-25' },
    { id: 1, places: 0, from: '2027-06-14', to: '2027-06-18' },
  ],
  children: [
    { id: 21, household: 2, maxWeeks: 1, wishes: [{ week: 1 }, { week: 2, group: 'fü' }] },
    { id: 11, household: 1, maxWeeks: 2, wishes: [{ week: 2, group: 'fü' }] },
  ],
};

describe('the canonical result', () => {
  it('is the JSON of the algorithm, the grants in draw order and the waiting lists by week, and its SHA-256 the digest', () => {
    const result = drawSeason(input);
    // Under this seed household 2 draws first, so in the friends' group child 21 comes before child 11.
    expect(result.explanations.map(({ child, position }) => [child, position])).toEqual([
      [11, 2],
      [21, 1],
    ]);
    const text = canonicalDrawResult(DRAW_ALGORITHM, result.grants, result.waiting);
    expect(text).toBe(
      '{"algorithm":"snake-draft/1","grants":[{"child":21,"week":2,"round":1},{"child":11,"week":2,"round":1}],' +
        '"waiting":[{"week":1,"children":[21]}]}',
    );
    expect(result.digest).toBe(sha256Hex(text));
  });

  it('changes with the seed on a season of some size', () => {
    const season = referenceDrawInput({ instance: 'canonical', households: 200, weeks: 20, placesPerWeek: 10 }, 'one seed');
    expect(drawSeason(season).digest).toBe(drawSeason(season).digest);
    expect(drawSeason({ ...season, seed: 'another seed' }).digest).not.toBe(drawSeason(season).digest);
  });
});

describe('the canonical input', () => {
  it('lists weeks and children by id, wishes best first, and leaves the seed out', () => {
    expect(canonicalDrawInput(input)).toBe(
      '{"weeks":[{"id":1,"places":0,"from":"2027-06-14","to":"2027-06-18"},{"id":2,"places":5,"from":"2027-06-21","to":"2027-06-25"}],' +
        '"children":[{"id":11,"household":1,"maxWeeks":2,"wishes":[{"week":2,"group":"fü"}]},' +
        '{"id":21,"household":2,"maxWeeks":1,"wishes":[{"week":1},{"week":2,"group":"fü"}]}]}',
    );
    const drawnWithAnotherSeed: DrawInput = { ...input, seed: 'another' };
    expect(drawInputDigest(drawnWithAnotherSeed)).toBe(drawInputDigest(input));
    expect(drawInputDigest({ ...input, children: [...input.children].reverse() })).toBe(drawInputDigest(input));
  });
});
