/**
 * The draw against its baseline, random serial dictatorship, on the reference seasons (3,000 households x 2
 * children x 3 ranked wishes, over 400 and over 40 course weeks): the share of children with at least one
 * place and the first-wish share are never below the baseline's. The issue asks for 20 seeds; a draw of this
 * size takes a tenth of a second or more, so the test samples every tenth seed (2 of 20) to stay within the
 * domain tests' budget, and `npm run bench:draw` checks all 20.
 */
import { describe, expect, it } from 'vitest';
import { REFERENCE_SEASONS, REFERENCE_SEEDS, referenceDrawInput } from './reference-instance';
import { drawSeason, serialDictatorship } from './season-draw';
import { drawStatistics } from './statistics';

const SAMPLED_SEEDS = REFERENCE_SEEDS.filter((_, index) => index % 10 === 0);

describe.each(REFERENCE_SEASONS)('the draw on the reference season of $name', (season) => {
  it.each(SAMPLED_SEEDS)('is at least as good as serial dictatorship with %s', (seed) => {
    const input = referenceDrawInput(season, seed);
    const draw = drawStatistics(input, drawSeason(input));
    const baseline = drawStatistics(input, serialDictatorship(input));
    expect(draw.children).toBe(6000);
    expect(draw.atLeastOnePlaceShare).toBeGreaterThanOrEqual(baseline.atLeastOnePlaceShare);
    expect(draw.firstWishShare).toBeGreaterThanOrEqual(baseline.firstWishShare);
  });
});
