/**
 * The phases of a season of the fair opening (issue 37): before its wish phase, the wish phase, the draw and its
 * publication (until first come, first served), and first come, first served with what is left. Direct booking
 * of the season's weeks is closed until `first_come_from`: the places are drawn, not raced for.
 */
export const SEASON_PHASES = ['before', 'wishes', 'draw', 'first_come'] as const;
export type SeasonPhase = (typeof SEASON_PHASES)[number];

export interface SeasonTimes {
  wishFrom: Date;
  wishTo: Date;
  firstComeFrom: Date;
}

export function seasonPhase(season: SeasonTimes, now: Date): SeasonPhase {
  if (now < season.wishFrom) return 'before';
  if (now < season.wishTo) return 'wishes';
  if (now < season.firstComeFrom) return 'draw';
  return 'first_come';
}
