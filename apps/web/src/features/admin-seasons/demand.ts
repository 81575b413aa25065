/** How hot a week is: its wishes against the places the draw may give. */
export const DEMAND_LEVELS = ['calm', 'warm', 'hot', 'very_hot'] as const;
export type DemandLevel = (typeof DEMAND_LEVELS)[number];

/** wishes / places; a week without places that is wished for anyway is as hot as can be. */
export function demandRatio(wishes: number, places: number): number {
  if (places === 0) return wishes === 0 ? 0 : Number.POSITIVE_INFINITY;
  return wishes / places;
}

export function demandLevel(ratio: number): DemandLevel {
  if (ratio <= 0.5) return 'calm';
  if (ratio <= 1) return 'warm';
  if (ratio <= 2) return 'hot';
  return 'very_hot';
}

/**
 * The cell colours, light to dark, each with its text colour at 4.5:1 or more (WCAG AA): the number is written
 * in the cell too, so the colour only repeats what the text says.
 */
export const DEMAND_COLORS: Record<DemandLevel, { bgcolor: string; color: string }> = {
  calm: { bgcolor: '#e8f5e9', color: '#1b5e20' },
  warm: { bgcolor: '#fff3c4', color: '#5d4200' },
  hot: { bgcolor: '#ffccbc', color: '#7f2704' },
  very_hot: { bgcolor: '#b71c1c', color: '#ffffff' },
};
