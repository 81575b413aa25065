/**
 * Small random seasons for the property tests, from a seeded generator so a failure can be replayed by its
 * number. They are built to hit the hard cases often: few places (often none), weeks of different lengths
 * that overlap in part, children of one household and of several in one group, ids out of order.
 */
import { seededRandom } from '../reference-instance';
import type { DrawChild, DrawInput, DrawWeek } from '../types';

function isoDate(day: number): string {
  return new Date(Date.UTC(2027, 5, 14 + day)).toISOString().slice(0, 10);
}

export function randomDrawInput(instance: number): DrawInput {
  const random = seededRandom(`property instance ${instance}`);
  const between = (least: number, most: number) => least + Math.floor(random() * (most - least + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const shuffle = <T>(items: T[]): T[] => {
    for (let index = items.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [items[index], items[other]] = [items[other]!, items[index]!];
    }
    return items;
  };

  const weeks: DrawWeek[] = Array.from({ length: between(1, 8) }, (_, index) => {
    const start = between(0, 27);
    return { id: 100 + 3 * index, places: between(0, 4), from: isoDate(start), to: isoDate(start + between(0, 6)) };
  });
  const weekIds = weeks.map((week) => week.id);

  const children: DrawChild[] = [];
  const households = between(1, 12);
  const childIds = shuffle(Array.from({ length: households * 3 }, (_, index) => 500 + index));
  for (let household = 0; household < households; household++) {
    for (let number = between(1, 3); number > 0; number--) {
      const wishes = shuffle([...weekIds]).slice(0, between(0, Math.min(5, weekIds.length)));
      children.push({
        id: childIds.pop()!,
        household: 7 * household + 1,
        maxWeeks: random() < 0.05 ? 0 : between(1, 3),
        wishes: wishes.map((week) => ({ week })),
      });
    }
  }

  // Groups of 2 to 4: often siblings (together or not at all), else children of any households (friends).
  for (let groupNumber = between(0, 4); groupNumber > 0; groupNumber--) {
    const week = pick(weekIds);
    const household = pick(children).household;
    const pool = random() < 0.5 ? children.filter((child) => child.household === household) : children;
    const members = shuffle([...pool]).slice(0, between(2, 4));
    const key = `group ${groupNumber}`;
    for (const member of members) {
      const wish = member.wishes.find((candidate) => candidate.week === week);
      if (wish) {
        if (wish.group === undefined) wish.group = key;
      } else if (member.wishes.length < 6) {
        member.wishes.splice(between(0, member.wishes.length), 0, { week, group: key });
      }
    }
  }
  return { seed: `seed ${instance}`, weeks: shuffle(weeks), children: shuffle(children) };
}

/** The same season with its weeks and children listed in another order (the wishes' order is their rank). */
export function reordered(input: DrawInput): DrawInput {
  return { ...input, weeks: [...input.weeks].reverse(), children: [...input.children].reverse() };
}
