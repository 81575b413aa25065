/**
 * The draw's guarantees (issue 37 part 4), each over the same 300 random seasons (test-support/
 * random-draw-input.ts; instance n is replayable as randomDrawInput(n)). The baseline is held to the hard
 * constraints too, as the office's statistics compare the two.
 */
import { describe, expect, it } from 'vitest';
import { weeksOverlap } from './prepare';
import { drawSeason, serialDictatorship } from './season-draw';
import { randomDrawInput, reordered } from './test-support/random-draw-input';
import type { DrawInput, DrawResult } from './types';

const INSTANCES = 300;

const cases = Array.from({ length: INSTANCES }, (_, instance) => {
  const input = randomDrawInput(instance);
  return { instance, input, draw: drawSeason(input), baseline: serialDictatorship(input) };
});

function eachCase(check: (input: DrawInput, result: DrawResult, mechanism: string) => void, mechanisms = ['draw', 'baseline']) {
  for (const { instance, input, draw, baseline } of cases) {
    for (const mechanism of mechanisms) {
      try {
        check(input, mechanism === 'draw' ? draw : baseline, mechanism);
      } catch (error) {
        throw new Error(`instance ${instance} (${mechanism}): ${(error as Error).message}`, { cause: error });
      }
    }
  }
}

function groupsOf(input: DrawInput): Map<string, { child: number; week: number }[]> {
  const groups = new Map<string, { child: number; week: number }[]>();
  for (const child of input.children) {
    for (const wish of child.wishes) {
      if (wish.group !== undefined) groups.set(wish.group, [...(groups.get(wish.group) ?? []), { child: child.id, week: wish.week }]);
    }
  }
  return groups;
}

describe(`drawSeason over ${INSTANCES} random seasons`, () => {
  it('puts no week above its places', () => {
    eachCase((input, result) => {
      for (const week of input.weeks) {
        expect(result.grants.filter((grant) => grant.week === week.id).length).toBeLessThanOrEqual(week.places);
      }
    });
  });

  it('gives no child two programmes in overlapping dates, nor more weeks than its most', () => {
    eachCase((input, result) => {
      for (const child of input.children) {
        const weeks = result.grants.filter((grant) => grant.child === child.id).map((grant) => input.weeks.find((week) => week.id === grant.week)!);
        expect(weeks.length).toBeLessThanOrEqual(child.maxWeeks);
        weeks.forEach((week, index) => weeks.slice(index + 1).forEach((other) => expect(weeksOverlap(week, other)).toBe(false)));
      }
    });
  });

  it('grants only weeks the child wished', () => {
    eachCase((input, result) => {
      for (const grant of result.grants) {
        expect(input.children.find((child) => child.id === grant.child)?.wishes.map((wish) => wish.week)).toContain(grant.week);
      }
    });
  });

  it('never splits a group: all its members get its week, or none', () => {
    eachCase((input, result) => {
      for (const members of groupsOf(input).values()) {
        const granted = members.filter(({ child, week }) => result.grants.some((grant) => grant.child === child && grant.week === week));
        expect([0, members.length]).toContain(granted.length);
      }
    });
  });

  it('gives the same digest for the same input and seed, whatever the order of children and weeks', () => {
    for (const { instance, input, draw } of cases) {
      const again = drawSeason(reordered(input));
      expect(again, `instance ${instance}`).toEqual(draw);
      expect(draw.digest).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('is fair across rounds: a week full for a child in round r gave no place in a later round', () => {
    eachCase(
      (input, result) => {
        const groups = groupsOf(input);
        for (const explanation of result.explanations) {
          const child = input.children.find((candidate) => candidate.id === explanation.child)!;
          for (const { round, wishes } of explanation.rounds) {
            for (const outcome of wishes) {
              if (outcome.outcome !== 'full') continue;
              const group = child.wishes[outcome.wish - 1]!.group;
              const needed = group === undefined ? 1 : groups.get(group)!.length;
              expect(outcome.placesLeft).toBeLessThan(needed);
              const later = result.grants.filter((grant) => grant.week === outcome.week && grant.round > round);
              // A single child's loss: nobody later. A group's: later grants fit in the places it could not use.
              expect(later.length).toBeLessThanOrEqual(outcome.placesLeft);
            }
          }
        }
      },
      ['draw'],
    );
  });

  it('gives each child at most one week per round, and tells every grant in the explanation', () => {
    eachCase(
      (_input, result) => {
        for (const { child, rounds } of result.explanations) {
          const grants = result.grants.filter((grant) => grant.child === child);
          expect(new Set(grants.map((grant) => grant.round)).size).toBe(grants.length);
          const told = rounds.flatMap(({ round, wishes }) => wishes.filter((wish) => wish.outcome === 'granted').map(({ week }) => ({ child, week, round })));
          expect(told).toEqual(expect.arrayContaining(grants));
          expect(told.length).toBe(grants.length);
        }
      },
      ['draw'],
    );
  });

  it('puts every wish lost to a full week on its waiting list, children without a place first', () => {
    eachCase((_input, result) => {
      const placed = new Set(result.grants.map((grant) => grant.child));
      const lost = result.explanations.flatMap(({ child, rounds }) =>
        rounds.flatMap(({ wishes }) => wishes.filter((wish) => wish.outcome === 'full').map(({ week }) => `${week}:${child}`)),
      );
      const listed = result.waiting.flatMap(({ week, children }) => children.map((child) => `${week}:${child}`));
      expect([...listed].sort()).toEqual([...lost].sort());
      for (const { children } of result.waiting) {
        const firstPlaced = children.findIndex((child) => placed.has(child));
        if (firstPlaced >= 0) expect(children.slice(firstPlaced).every((child) => placed.has(child))).toBe(true);
      }
    });
  });

  it('never moves a child earlier than its household, and siblings outside groups share the position', () => {
    eachCase(
      (input, result) => {
        const grouped = new Set([...groupsOf(input).values()].flat().map(({ child }) => child));
        const households = new Map<number, number>();
        for (const explanation of result.explanations) {
          expect(explanation.drawsAt).toBeGreaterThanOrEqual(explanation.position);
          expect(explanation.position).toBeLessThanOrEqual(result.households);
          if (grouped.has(explanation.child)) continue;
          expect(explanation.drawsAt).toBe(explanation.position);
          expect(households.get(explanation.household) ?? explanation.position).toBe(explanation.position);
          households.set(explanation.household, explanation.position);
        }
      },
      ['draw'],
    );
  });
});
