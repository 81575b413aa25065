/**
 * The season's draw (issue 37 part 4) in memory: drawSeason on the reference seasons of 3,000 households x 2
 * children x 3 ranked wishes over 400 and over 40 course weeks (goal: under 2 s each), timed over several
 * seeds after one warm-up run. Then the fairness comparison the domain test samples, over all 20 seeds: the
 * draw's first-wish share and share of children with at least one place against random serial dictatorship's.
 * Run with `npm run bench:draw` (also part of `npm run bench`).
 */
import { pathToFileURL } from 'node:url';
import { REFERENCE_SEASONS, REFERENCE_SEEDS, drawSeason, drawStatistics, referenceDrawInput, serialDictatorship } from '@app/domain';

const GOAL_MS = 2000;
const TIMED_RUNS = 5;

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export function benchDrawSeason(): void {
  for (const season of REFERENCE_SEASONS) {
    const input = referenceDrawInput(season, REFERENCE_SEEDS[0]!);
    const wishes = input.children.reduce((sum, child) => sum + child.wishes.length, 0);
    drawSeason(input);
    const times: number[] = [];
    for (let run = 0; run < TIMED_RUNS; run++) {
      const t0 = performance.now();
      drawSeason({ ...input, seed: REFERENCE_SEEDS[run]! });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const slowest = times[times.length - 1]!;
    console.log(
      `drawSeason, ${season.name} (${season.households} households, ${input.children.length} children, ${wishes} wishes): ` +
        `median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms of ${TIMED_RUNS} seeds ` +
        `(goal < ${GOAL_MS} ms: ${slowest < GOAL_MS ? 'met' : 'MISSED'})`,
    );
  }

  for (const season of REFERENCE_SEASONS) {
    let worse = 0;
    let smallestGain = { place: Infinity, first: Infinity };
    const totals = { draw: { place: 0, first: 0, nothing: 0 }, baseline: { place: 0, first: 0, nothing: 0 } };
    for (const seed of REFERENCE_SEEDS) {
      const input = referenceDrawInput(season, seed);
      const draw = drawStatistics(input, drawSeason(input));
      const baseline = drawStatistics(input, serialDictatorship(input));
      if (draw.atLeastOnePlaceShare < baseline.atLeastOnePlaceShare || draw.firstWishShare < baseline.firstWishShare) worse++;
      smallestGain = {
        place: Math.min(smallestGain.place, draw.atLeastOnePlaceShare - baseline.atLeastOnePlaceShare),
        first: Math.min(smallestGain.first, draw.firstWishShare - baseline.firstWishShare),
      };
      for (const [name, figures] of [['draw', draw], ['baseline', baseline]] as const) {
        totals[name].place += figures.atLeastOnePlaceShare / REFERENCE_SEEDS.length;
        totals[name].first += figures.firstWishShare / REFERENCE_SEEDS.length;
        totals[name].nothing += figures.householdsWithNothing / REFERENCE_SEEDS.length;
      }
    }
    console.log(
      `fairness, ${season.name}, ${REFERENCE_SEEDS.length} seeds: at least one place ${percent(totals.draw.place)} vs ${percent(totals.baseline.place)} ` +
        `(smallest gain ${(smallestGain.place * 100).toFixed(1)} points), first wish ${percent(totals.draw.first)} vs ${percent(totals.baseline.first)} ` +
        `(smallest gain ${(smallestGain.first * 100).toFixed(1)} points), households with nothing ${totals.draw.nothing.toFixed(0)} vs ` +
        `${totals.baseline.nothing.toFixed(0)}; seeds where the draw is below the baseline: ${worse}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchDrawSeason();
