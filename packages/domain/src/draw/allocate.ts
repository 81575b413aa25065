/**
 * The allocation shared by the draw and its baseline. In the draw (`one-per-round`) every child takes at most
 * one wish per round, at its turn, and the rounds go back and forth (a snake); in the baseline
 * (`all-at-turn`) a child takes, at its one turn, every wish it can until it has its weeks.
 *
 * A wish is possible when: the child has nothing in overlapping dates; for a group wish, every other member
 * is under its most weeks, has nothing in overlapping dates and (in the draw) has not had its pick of this
 * round; the week has a free place for every member; and for every other member this group's wish is the
 * best one still possible for it (so a group never takes a child past a wish it ranked higher and could get).
 * A full week, dates already taken and a member who has its weeks never change back (free places only
 * shrink, holdings only grow), so a wish failing for one of these is closed at once: that is what makes a
 * child's losses final and the rounds fair. A member that already had its pick of the round, or prefers
 * another wish still possible, only holds the group wish back: it is tried again at the next turn.
 */
import { weeksOverlap, type PreparedDraw } from './prepare';
import type { RoundExplanation, WishOutcome } from './types';

export type PickMode = 'one-per-round' | 'all-at-turn';

export interface Allocation {
  /** In the order they were made; indices into the prepared children and weeks. */
  grants: { child: number; week: number; round: number }[];
  /** Wishes lost because their week was full, in the order they were lost. */
  losses: { child: number; week: number }[];
  /** Per prepared child. */
  rounds: RoundExplanation[][];
}

type Verdict =
  | { kind: 'possible' }
  | { kind: 'full' }
  | { kind: 'same-calendar-week'; granted: number }
  | { kind: 'member-unable'; member: number }
  | { kind: 'member-busy'; member: number };

export function allocate(draw: PreparedDraw, mode: PickMode): Allocation {
  const { weeks, children, groups } = draw;
  const free = Int32Array.from(weeks, (week) => week.places);
  const lastPlace: ({ position: number; round: number } | null)[] = weeks.map(() => null);
  const held: number[][] = children.map(() => []);
  const open = children.map((child) => new Uint8Array(child.wishes.length).fill(1));
  const pickedIn = new Int32Array(children.length);
  const rounds: RoundExplanation[][] = children.map(() => []);
  const grants: Allocation['grants'] = [];
  const losses: Allocation['losses'] = [];
  let round = 0;

  const note = (child: number, outcome: WishOutcome) => {
    const list = rounds[child]!;
    let current = list[list.length - 1];
    if (current?.round !== round) list.push((current = { round, wishes: [] }));
    current.wishes.push(outcome);
  };
  const atLimit = (child: number) => held[child]!.length >= children[child]!.maxWeeks;
  const clashOf = (child: number, week: number) => {
    for (const granted of held[child]!) if (weeksOverlap(weeks[granted]!, weeks[week]!)) return granted;
    return -1;
  };
  const membersOf = (child: number, wishIndex: number) => {
    const group = children[child]!.wishes[wishIndex]!.group;
    return group < 0 ? [{ child, wish: wishIndex }] : groups[group]!.members;
  };

  function judge(child: number, wishIndex: number, askMembers: boolean): Verdict {
    const week = children[child]!.wishes[wishIndex]!.week;
    const clash = clashOf(child, week);
    if (clash >= 0) return { kind: 'same-calendar-week', granted: clash };
    const members = membersOf(child, wishIndex);
    for (const member of members) {
      if (member.child !== child && (atLimit(member.child) || clashOf(member.child, week) >= 0)) {
        return { kind: 'member-unable', member: member.child };
      }
    }
    if (free[week]! < members.length) return { kind: 'full' };
    for (const member of members) {
      if (member.child === child) continue;
      if (mode === 'one-per-round' && pickedIn[member.child] === round) return { kind: 'member-busy', member: member.child };
      if (askMembers && bestPossible(member.child) !== member.wish) return { kind: 'member-busy', member: member.child };
    }
    return { kind: 'possible' };
  }

  function bestPossible(child: number): number {
    const wishes = children[child]!.wishes;
    for (let index = 0; index < wishes.length; index++) {
      if (open[child]![index] && judge(child, index, false).kind === 'possible') return index;
    }
    return -1;
  }

  function grant(child: number, wishIndex: number) {
    const week = children[child]!.wishes[wishIndex]!.week;
    const members = membersOf(child, wishIndex);
    for (const member of members) {
      held[member.child]!.push(week);
      open[member.child]![member.wish] = 0;
      pickedIn[member.child] = round;
      grants.push({ child: member.child, week, round });
      note(member.child, { wish: children[member.child]!.wishes[member.wish]!.rank, week: weeks[week]!.id, outcome: 'granted' });
    }
    free[week] = free[week]! - members.length;
    lastPlace[week] = { position: children[child]!.drawsAt, round };
  }

  /** A wish that can never be granted any more is closed for every member of its group, each told why. */
  function close(child: number, wishIndex: number, verdict: Exclude<Verdict, { kind: 'possible' | 'member-busy' }>) {
    const week = children[child]!.wishes[wishIndex]!.week;
    const unable = verdict.kind === 'member-unable' ? verdict.member : child;
    for (const member of membersOf(child, wishIndex)) {
      open[member.child]![member.wish] = 0;
      const wish = { wish: children[member.child]!.wishes[member.wish]!.rank, week: weeks[week]!.id };
      if (verdict.kind === 'full') {
        note(member.child, { ...wish, outcome: 'full', placesLeft: free[week]!, lastPlace: lastPlace[week]! });
        losses.push({ child: member.child, week });
        continue;
      }
      const clash = clashOf(member.child, week);
      if (clash >= 0) note(member.child, { ...wish, outcome: 'same-calendar-week', granted: weeks[clash]!.id });
      // A member that has its weeks needs no reason for a wish it would not have taken anyway.
      else if (member.child !== unable || !atLimit(member.child)) {
        note(member.child, { ...wish, outcome: 'member-unable', member: children[unable]!.id });
      }
    }
  }

  /** The child's turn: its wishes best first, until it takes one (draw) or has its weeks (baseline). */
  function turn(child: number): boolean {
    if (atLimit(child) || (mode === 'one-per-round' && pickedIn[child] === round)) return false;
    let took = false;
    const wishes = children[child]!.wishes;
    for (let index = 0; index < wishes.length; index++) {
      if (!open[child]![index]) continue;
      const verdict = judge(child, index, true);
      if (verdict.kind === 'possible') {
        grant(child, index);
        took = true;
        if (mode === 'one-per-round' || atLimit(child)) return true;
      } else if (verdict.kind === 'member-busy') {
        note(child, { wish: wishes[index]!.rank, week: weeks[wishes[index]!.week]!.id, outcome: 'member-busy', member: children[verdict.member]!.id });
      } else {
        close(child, index, verdict);
      }
    }
    return took;
  }

  if (mode === 'all-at-turn') {
    round = 1;
    for (let child = 0; child < children.length; child++) turn(child);
  } else {
    // A round without a grant changes nothing a later round would see, in either direction: the draw is over.
    for (let granted = true; granted; ) {
      round++;
      granted = false;
      const forward = round % 2 === 1;
      for (let step = 0; step < children.length; step++) {
        if (turn(forward ? step : children.length - 1 - step)) granted = true;
      }
    }
  }
  return { grants, losses, rounds };
}
