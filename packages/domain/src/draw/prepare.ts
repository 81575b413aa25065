/**
 * The draw's input checked and turned into indexed structures, and the draw positions: everything the
 * allocation needs that does not change while it runs. Nothing here depends on the order of the input's
 * children or weeks, so neither does the result.
 */
import { hmacSha256Hex } from './sha256';
import type { DrawInput } from './types';

/** The input breaks a rule the draw relies on; the server builds its input so that this never happens. */
export class DrawInputError extends Error {
  override name = 'DrawInputError';
}

export interface PreparedWeek {
  id: number;
  places: number;
  from: string;
  to: string;
}

export interface PreparedGroup {
  key: string;
  week: number;
  /** Children (indices into `children`) in draw order, and the index of each one's wish of this group. */
  members: { child: number; wish: number }[];
}

export interface PreparedWish {
  rank: number;
  /** Index into `weeks`. */
  week: number;
  /** Index into `groups`, or -1 for a wish of the child alone. */
  group: number;
}

export interface PreparedChild {
  id: number;
  household: number;
  maxWeeks: number;
  wishes: PreparedWish[];
  /** The household's draw position, 1-based. */
  position: number;
  /** Its position or, for a child in a friend group, the latest position among the groups it is linked to. */
  drawsAt: number;
}

export interface PreparedDraw {
  weeks: PreparedWeek[];
  /** Sorted by turn: draw position, then household position, then child id. */
  children: PreparedChild[];
  groups: PreparedGroup[];
  households: number;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function isWholeNumber(value: number, least: number): boolean {
  return Number.isSafeInteger(value) && value >= least;
}

/** Dates of the same length and form compare as text; overlapping days make two weeks one calendar week. */
export function weeksOverlap(a: PreparedWeek, b: PreparedWeek): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/**
 * Household n's draw key is HMAC-SHA256 with the seed's UTF-8 text as key and n's decimal digits as message;
 * households are ranked by that key as lowercase hex (equal keys, never seen in practice, by number).
 */
export function householdPositions(seed: string, households: Iterable<number>): Map<number, number> {
  const keyed = [...new Set(households)].map((household) => ({ household, key: hmacSha256Hex(seed, String(household)) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.household - b.household));
  return new Map(keyed.map(({ household }, index) => [household, index + 1]));
}

function checkWeeks(input: DrawInput): Map<number, number> {
  const indexOf = new Map<number, number>();
  for (const week of input.weeks) {
    if (!isWholeNumber(week.id, Number.MIN_SAFE_INTEGER)) throw new DrawInputError(`week id ${week.id} is not an integer`);
    if (indexOf.has(week.id)) throw new DrawInputError(`week ${week.id} is given twice`);
    if (!isWholeNumber(week.places, 0)) throw new DrawInputError(`week ${week.id}: places must be a whole number >= 0`);
    if (!DATE.test(week.from) || !DATE.test(week.to) || week.from > week.to) {
      throw new DrawInputError(`week ${week.id}: from and to must be dates YYYY-MM-DD, from <= to`);
    }
    indexOf.set(week.id, indexOf.size);
  }
  return indexOf;
}

/** Groups that share a child draw as one: every member of each must be at one turn (see drawsAt). */
function linkedPositions(children: PreparedChild[], groups: PreparedGroup[]): void {
  const parent = children.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] = parent[parent[at]!]!;
    return at;
  };
  for (const group of groups) {
    const first = root(group.members[0]!.child);
    for (const member of group.members) parent[root(member.child)] = first;
  }
  const latest = new Map<number, number>();
  children.forEach((child, index) => latest.set(root(index), Math.max(latest.get(root(index)) ?? 0, child.position)));
  children.forEach((child, index) => (child.drawsAt = latest.get(root(index))!));
}

export function prepareDraw(input: DrawInput): PreparedDraw {
  if (typeof input.seed !== 'string' || input.seed === '') throw new DrawInputError('the seed is empty');
  const weekIndex = checkWeeks(input);
  const positions = householdPositions(input.seed, input.children.map((child) => child.household));
  const seen = new Set<number>();
  const children: PreparedChild[] = input.children.map((child) => {
    if (!isWholeNumber(child.id, Number.MIN_SAFE_INTEGER) || seen.has(child.id)) {
      throw new DrawInputError(`child id ${child.id} is not an integer or given twice`);
    }
    seen.add(child.id);
    if (!isWholeNumber(child.household, Number.MIN_SAFE_INTEGER)) throw new DrawInputError(`child ${child.id}: household is not an integer`);
    if (!isWholeNumber(child.maxWeeks, 0)) throw new DrawInputError(`child ${child.id}: maxWeeks must be a whole number >= 0`);
    const position = positions.get(child.household)!;
    return { id: child.id, household: child.household, maxWeeks: child.maxWeeks, wishes: [], position, drawsAt: position };
  });
  children.sort((a, b) => a.position - b.position || a.id - b.id);
  const byId = new Map(children.map((child, index) => [child.id, index]));

  const groups: PreparedGroup[] = [];
  const groupIndex = new Map<string, number>();
  for (const child of input.children) {
    const childIndex = byId.get(child.id)!;
    // A child has a handful of wishes: arrays are cheaper here than a Set per child.
    const wished: number[] = [];
    const grouped: string[] = [];
    for (const wish of child.wishes) {
      const week = weekIndex.get(wish.week);
      if (week === undefined) throw new DrawInputError(`child ${child.id} wishes week ${wish.week}, which is not in the draw`);
      if (wished.includes(week)) throw new DrawInputError(`child ${child.id} wishes week ${wish.week} twice`);
      wished.push(week);
      let group = -1;
      if (wish.group !== undefined) {
        if (typeof wish.group !== 'string' || wish.group === '') throw new DrawInputError(`child ${child.id}: a group must be a non-empty text`);
        if (grouped.includes(wish.group)) throw new DrawInputError(`child ${child.id} has two wishes in group ${wish.group}`);
        grouped.push(wish.group);
        group = groupIndex.get(wish.group) ?? groups.length;
        if (group === groups.length) {
          groupIndex.set(wish.group, group);
          groups.push({ key: wish.group, week, members: [] });
        }
        if (groups[group]!.week !== week) throw new DrawInputError(`group ${wish.group} wishes more than one week`);
        groups[group]!.members.push({ child: childIndex, wish: children[childIndex]!.wishes.length });
      }
      children[childIndex]!.wishes.push({ rank: children[childIndex]!.wishes.length + 1, week, group });
    }
  }
  linkedPositions(children, groups);

  // The turn order: children moved to a later position by a friend group draw at that position's turn.
  const turnOrder = children.map((_, index) => index).sort((a, b) => {
    const x = children[a]!, y = children[b]!;
    return x.drawsAt - y.drawsAt || x.position - y.position || x.id - y.id;
  });
  const newIndex = new Int32Array(children.length);
  turnOrder.forEach((old, index) => (newIndex[old] = index));
  for (const group of groups) {
    for (const member of group.members) member.child = newIndex[member.child]!;
    group.members.sort((a, b) => a.child - b.child);
  }
  return {
    weeks: input.weeks.map(({ id, places, from, to }) => ({ id, places, from, to })),
    children: turnOrder.map((old) => children[old]!),
    groups,
    households: positions.size,
  };
}
