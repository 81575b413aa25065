/**
 * Fixed, reproducible seasons of the size the issue names (3,000 households x 2 children x 3 ranked wishes,
 * over 40 or 400 course weeks), on which the fairness test and the benchmark compare the draw with its
 * baseline. The demand is skewed as real demand is: a few weeks are wanted by many (weights 1/k^0.8 over a
 * shuffled order). Four in ten families want their children together; one in twenty pairs up with the next
 * such family as friends for its first child's first wish. Each child wants 1 to 3 weeks.
 */
import { sha256, utf8Bytes } from './sha256';
import type { DrawChild, DrawInput, DrawWeek } from './types';

export interface ReferenceInstanceOptions {
  /** Makes the wishes; the draw's own seed is separate. */
  instance: string;
  households: number;
  weeks: number;
  placesPerWeek: number;
  childrenPerHousehold?: number;
  wishesPerChild?: number;
  /** Calendar weeks of the summer the course weeks spread over. */
  calendarWeeks?: number;
}

/** sfc32, seeded from SHA-256 of a text: the same numbers everywhere, unlike Math.random. */
export function seededRandom(seed: string): () => number {
  const bytes = sha256(utf8Bytes(seed));
  const word = (at: number) => (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
  let a = word(0), b = word(4), c = word(8), d = word(12);
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 0x1_0000_0000;
  };
}

function isoDate(epochDay: number): string {
  return new Date(epochDay * 86_400_000).toISOString().slice(0, 10);
}

export function referenceWeeks(count: number, placesPerWeek: number, calendarWeeks = 10): DrawWeek[] {
  const firstMonday = Date.UTC(2027, 5, 14) / 86_400_000;
  return Array.from({ length: count }, (_, index) => {
    const monday = firstMonday + 7 * (index % calendarWeeks);
    return { id: index + 1, places: placesPerWeek, from: isoDate(monday), to: isoDate(monday + 4) };
  });
}

export function referenceDrawInput(options: ReferenceInstanceOptions, seed: string): DrawInput {
  const { households, childrenPerHousehold = 2, wishesPerChild = 3 } = options;
  const random = seededRandom(options.instance);
  const weeks = referenceWeeks(options.weeks, options.placesPerWeek, options.calendarWeeks);
  const order = weeks.map((week) => week.id);
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  const cumulative: number[] = [];
  order.reduce((sum, _, rank) => (cumulative[rank] = sum + 1 / (rank + 1) ** 0.8), 0);
  const total = cumulative[cumulative.length - 1]!;
  const pickWeek = (): number => {
    const target = random() * total;
    let low = 0, high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return order[low]!;
  };
  const distinctWeeks = (first: number[]): number[] => {
    const chosen = [...first];
    while (chosen.length < Math.min(wishesPerChild, weeks.length)) {
      const week = pickWeek();
      if (!chosen.includes(week)) chosen.push(week);
    }
    return chosen;
  };

  const children: DrawChild[] = [];
  let friendOf: { household: number; week: number } | null = null;
  for (let household = 1; household <= households; household++) {
    const together = random() < 0.4;
    const shared = distinctWeeks([]);
    // A friend pair: this household's first child joins the waiting first child of an earlier one.
    const friendWeek = !together && friendOf ? friendOf.week : null;
    const startsPair = !together && !friendOf && random() < 0.05;
    for (let number = 0; number < childrenPerHousehold; number++) {
      const id = household * 10 + number;
      const maxWeeks = 1 + Math.floor(random() * 3);
      let wishes;
      if (together) {
        wishes = shared.map((week, rank) => ({ week, group: `h${household}-${rank + 1}` }));
      } else if (number === 0 && (friendWeek !== null || startsPair)) {
        const week = friendWeek ?? shared[0]!;
        const pair = friendWeek !== null ? friendOf!.household : household;
        wishes = distinctWeeks([week]).map((wished, rank) => (rank === 0 ? { week: wished, group: `f${pair}` } : { week: wished }));
      } else {
        wishes = distinctWeeks([]).map((week) => ({ week }));
      }
      children.push({ id, household, maxWeeks, wishes });
    }
    if (friendWeek !== null) friendOf = null;
    else if (startsPair) friendOf = { household, week: shared[0]! };
  }
  return { seed, weeks, children };
}

/** The two reference seasons of the issue: 8,000 places over 400 course weeks, 6,000 over 40. */
export const REFERENCE_SEASONS: readonly (ReferenceInstanceOptions & { name: string })[] = [
  { name: '400 course weeks x 20 places', instance: 'reference season 400', households: 3000, weeks: 400, placesPerWeek: 20 },
  { name: '40 course weeks x 150 places', instance: 'reference season 40', households: 3000, weeks: 40, placesPerWeek: 150 },
];

/** The 20 seeds each reference season is drawn with. */
export const REFERENCE_SEEDS: readonly string[] = Array.from({ length: 20 }, (_, index) => `reference seed ${index + 1}`);
