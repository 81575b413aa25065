/**
 * The season's draw (issue 37 part 4) and its baseline, random serial dictatorship, on the same input.
 *
 * Draw positions: each household gets HMAC-SHA256(seed, household) (prepare.ts); siblings share it. A child
 * in a friend group draws at the group's latest position: groups that share a child count as one, and all
 * their members draw at the latest position of any member's household, so joining never moves anyone earlier.
 * Such a child leaves its siblings' turn for the group's; a sibling not in the group keeps the household's.
 *
 * Rounds: odd rounds go through the children by (draws at, household position, child id), even rounds in
 * exactly the reverse order (a snake; siblings at one turn alternate too). At its turn each child under its
 * most weeks takes its best wish that is still possible (allocate.ts); a group wish is taken for all its
 * members at once (listed by household position, then child id) and is each one's pick of the round. Rounds
 * go on until one grants nothing.
 *
 * Waiting lists: a wish lost because its week was full (or had fewer free places than its group's members)
 * puts the child on that week's list. Children who got no place in the whole draw come first, then everyone
 * in the order the draw lost their wishes: by round, and within a round in that round's turn order (so in an
 * even round the later positions lost first, as they drew first); a group's members lose at one moment and
 * are listed by household position, then child id.
 */
import { allocate, type PickMode } from './allocate';
import { BASELINE_ALGORITHM, DRAW_ALGORITHM, drawResultDigest } from './canonical';
import { prepareDraw } from './prepare';
import type { DrawInput, DrawResult, WaitingList } from './types';

function run(input: DrawInput, mode: PickMode, algorithm: string): DrawResult {
  const draw = prepareDraw(input);
  const { weeks, children } = draw;
  const allocation = allocate(draw, mode);

  const grants = allocation.grants.map(({ child, week, round }) => ({ child: children[child]!.id, week: weeks[week]!.id, round }));
  const hasPlace = new Uint8Array(children.length);
  for (const { child } of allocation.grants) hasPlace[child] = 1;
  const listOf = new Map<number, { child: number; placed: number }[]>();
  for (const { child, week } of allocation.losses) {
    const list = listOf.get(week) ?? [];
    list.push({ child, placed: hasPlace[child]! });
    listOf.set(week, list);
  }
  const waiting: WaitingList[] = [...listOf]
    .map(([week, list]) => ({
      week: weeks[week]!.id,
      // Array.prototype.sort is stable: within each part the order of loss stays.
      children: list.sort((a, b) => a.placed - b.placed).map(({ child }) => children[child]!.id),
    }))
    .sort((a, b) => a.week - b.week);

  const explanations = children
    .map((child, index) => ({
      child: child.id,
      household: child.household,
      position: child.position,
      drawsAt: child.drawsAt,
      rounds: allocation.rounds[index]!,
    }))
    .sort((a, b) => a.child - b.child);

  return { grants, waiting, digest: drawResultDigest(algorithm, grants, waiting), households: draw.households, explanations };
}

/** The draw: a seeded snake draft over households, with siblings and friend groups together or not at all. */
export function drawSeason(input: DrawInput): DrawResult {
  return run(input, 'one-per-round', DRAW_ALGORITHM);
}

/**
 * The baseline the office compares the draw with: the same positions and group rules, but each child in turn
 * takes its wishes in order until it has its weeks, in one pass (every grant is of round 1).
 */
export function serialDictatorship(input: DrawInput): DrawResult {
  return run(input, 'all-at-turn', BASELINE_ALGORITHM);
}
