/**
 * The figures of a trial run the office reads beside the baseline's (issue 37 part 6). Shares are of the
 * children with at least one wish (a child without wishes can neither win nor lose); households likewise.
 */
import type { DrawInput, DrawResult } from './types';

export interface GroupFigures {
  total: number;
  /** Granted to all their members. */
  kept: number;
}

export interface WeekFigures {
  week: number;
  places: number;
  granted: number;
  /** granted / places; 0 for a week without places. */
  fill: number;
  waiting: number;
}

export interface DrawStatistics {
  children: number;
  /** Share (0..1) of the children whose first wish was granted. */
  firstWishShare: number;
  /** Share (0..1) of the children with at least one place. */
  atLeastOnePlaceShare: number;
  households: number;
  /** Households none of whose children got a place. */
  householdsWithNothing: number;
  /** Index i: the grants of wishes ranked i + 1. */
  rankHistogram: number[];
  grants: number;
  weeks: WeekFigures[];
  /** Groups whose members are all of one household, and those across households. */
  groups: { siblings: GroupFigures; friends: GroupFigures };
}

export function drawStatistics(input: DrawInput, result: Pick<DrawResult, 'grants' | 'waiting'>): DrawStatistics {
  const grantedWeeks = new Map<number, Set<number>>();
  for (const { child, week } of result.grants) {
    const weeks = grantedWeeks.get(child) ?? new Set<number>();
    weeks.add(week);
    grantedWeeks.set(child, weeks);
  }

  let children = 0;
  let firstWish = 0;
  let placed = 0;
  const rankHistogram: number[] = [];
  const householdPlaced = new Map<number, boolean>();
  const groups = new Map<string, { households: Set<number>; granted: boolean }>();
  for (const child of input.children) {
    if (child.wishes.length === 0) continue;
    children++;
    const weeks = grantedWeeks.get(child.id);
    if (weeks?.has(child.wishes[0]!.week)) firstWish++;
    if (weeks && weeks.size > 0) placed++;
    householdPlaced.set(child.household, (householdPlaced.get(child.household) ?? false) || weeks !== undefined);
    child.wishes.forEach((wish, index) => {
      const granted = weeks?.has(wish.week) ?? false;
      if (granted) rankHistogram[index] = (rankHistogram[index] ?? 0) + 1;
      if (wish.group === undefined) return;
      const group = groups.get(wish.group) ?? { households: new Set<number>(), granted };
      group.households.add(child.household);
      groups.set(wish.group, group);
    });
  }

  const grantedIn = new Map<number, number>();
  for (const { week } of result.grants) grantedIn.set(week, (grantedIn.get(week) ?? 0) + 1);
  const waitingIn = new Map(result.waiting.map(({ week, children: list }) => [week, list.length]));
  const weeks = [...input.weeks]
    .sort((a, b) => a.id - b.id)
    .map(({ id, places }) => {
      const granted = grantedIn.get(id) ?? 0;
      return { week: id, places, granted, fill: places === 0 ? 0 : granted / places, waiting: waitingIn.get(id) ?? 0 };
    });

  const siblings: GroupFigures = { total: 0, kept: 0 };
  const friends: GroupFigures = { total: 0, kept: 0 };
  for (const group of groups.values()) {
    const figures = group.households.size > 1 ? friends : siblings;
    figures.total++;
    if (group.granted) figures.kept++;
  }

  const households = householdPlaced.size;
  return {
    children,
    firstWishShare: children === 0 ? 0 : firstWish / children,
    atLeastOnePlaceShare: children === 0 ? 0 : placed / children,
    households,
    householdsWithNothing: [...householdPlaced.values()].filter((got) => !got).length,
    rankHistogram: Array.from(rankHistogram, (count) => count ?? 0),
    grants: result.grants.length,
    weeks,
    groups: { siblings, friends },
  };
}
