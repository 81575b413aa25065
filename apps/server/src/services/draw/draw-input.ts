import { datesOverlap, drawChildrenOf, type DrawChild, type DrawInput, type DrawWeek } from '@app/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseWeeks, friendGroupMembers, friendGroups, registrations, wishes, wishListChildren, wishLists } from '../../db/schema';
import type { SeasonRow } from '../seasons/seasons';

/** Who a number of the draw's input stands for. */
export interface DrawChildOf {
  number: number;
  childId: number;
  personId: number;
  household: number;
}

export interface SeasonDrawInput {
  /** The draw's input without its seed: weeks by id, children and households as numbers (the audit's file). */
  input: Omit<DrawInput, 'seed'>;
  /** By child number. */
  children: Map<number, DrawChildOf>;
}

/**
 * The places a season's draw may give a week: its free places (places less those already confirmed, by the
 * office's hand) net of the places held back, never below 0.
 */
export const drawPlacesSql = (season: SeasonRow) =>
  sql<number>`greatest(0, ${courseWeeks.max_participants} - ${courseWeeks.confirmed_count} - ${season.held_back_places})::int`;

/** The weeks a season draws: those of its year's active courses. */
export const drawnWeeksSql = (season: SeasonRow) => and(eq(courses.year, season.year), eq(courses.active, true));

async function drawWeeks(db: Executor, season: SeasonRow): Promise<DrawWeek[]> {
  return db
    .select({
      id: courseWeeks.id,
      places: drawPlacesSql(season),
      from: courseWeeks.from,
      to: courseWeeks.to,
    })
    .from(courseWeeks)
    .innerJoin(courses, eq(courses.id, courseWeeks.course_id))
    .where(drawnWeeksSql(season))
    .orderBy(asc(courseWeeks.id));
}

/**
 * The input of a season's draw from the families' wish lists. Households are numbered 1.. by the family's
 * person id and children 1.. by child id, so the published files name nobody; the numbers are fixed before
 * the seed exists, so they cannot favour anyone. A child on two families' lists (parents with separate
 * accounts) draws once, with the list of the lower person id. Wishes for a week no longer drawn (its course
 * made inactive since) are left out.
 */
export async function seasonDrawInput(db: Executor, season: SeasonRow): Promise<SeasonDrawInput> {
  const [weeks, lists, listed, wished] = await Promise.all([
    drawWeeks(db, season),
    db.select({ id: wishLists.id, person_id: wishLists.person_id }).from(wishLists).where(eq(wishLists.season_id, season.id)).orderBy(asc(wishLists.person_id)),
    db
      .select({ wish_list_id: wishListChildren.wish_list_id, child_id: wishListChildren.child_id, max_weeks: wishListChildren.max_weeks })
      .from(wishListChildren)
      .where(inArray(wishListChildren.wish_list_id, db.select({ id: wishLists.id }).from(wishLists).where(eq(wishLists.season_id, season.id)))),
    db
      .select({ wish_list_id: wishes.wish_list_id, child_id: wishes.child_id, course_week: wishes.course_week_id, together: wishes.together })
      .from(wishes)
      .where(inArray(wishes.wish_list_id, db.select({ id: wishLists.id }).from(wishLists).where(eq(wishLists.season_id, season.id))))
      .orderBy(asc(wishes.wish_list_id), asc(wishes.child_id), asc(wishes.rank)),
  ]);
  const drawn = new Set(weeks.map((week) => week.id));
  const household = new Map(lists.map((list, index) => [list.id, { number: index + 1, personId: list.person_id }]));

  // The list each child draws with: the lower person id's (lists are in that order).
  const listOfChild = new Map<number, number>();
  for (const list of lists) {
    for (const row of listed) if (row.wish_list_id === list.id && !listOfChild.has(row.child_id)) listOfChild.set(row.child_id, list.id);
  }
  const childIds = [...listOfChild.keys()].sort((a, b) => a - b);
  const numberOf = new Map(childIds.map((id, index) => [id, index + 1]));

  // What the children already have this summer (booked before the season, or by the office): a wish for such a
  // week, or one overlapping a place, is left out, and the places count against the child's most weeks.
  const booked = await registrationsOfYear(db, season, childIds);
  const weekDates = new Map(weeks.map((week) => [week.id, week]));
  const unwishable = (childId: number, weekId: number) =>
    booked.some((row) => row.child_id === childId && (row.week === weekId || (!row.is_waiting && datesOverlap(row, weekDates.get(weekId)!))));
  const placesHeld = (childId: number) => booked.filter((row) => row.child_id === childId && !row.is_waiting).length;

  const wishesOf = new Map<string, { course_week: number; together: boolean }[]>();
  for (const wish of wished) {
    if (!drawn.has(wish.course_week) || unwishable(wish.child_id, wish.course_week)) continue;
    const key = `${wish.wish_list_id}:${wish.child_id}`;
    wishesOf.set(key, [...(wishesOf.get(key) ?? []), { course_week: wish.course_week, together: wish.together }]);
  }

  const children = new Map<number, DrawChildOf>();
  const drawChildren: DrawChild[] = [];
  for (const list of lists) {
    const { number: householdNumber, personId } = household.get(list.id)!;
    const own = listed
      .filter((row) => row.wish_list_id === list.id && listOfChild.get(row.child_id) === list.id)
      .map((row) => {
        const weeksLeft = row.max_weeks - placesHeld(row.child_id);
        const wishes = weeksLeft > 0 ? (wishesOf.get(`${list.id}:${row.child_id}`) ?? []) : [];
        return { child: numberOf.get(row.child_id)!, max_weeks: Math.max(1, weeksLeft), wishes, childId: row.child_id };
      });
    for (const child of own) children.set(child.child, { number: child.child, childId: child.childId, personId, household: householdNumber });
    drawChildren.push(...drawChildrenOf(householdNumber, own));
  }
  joinFriendGroups(drawChildren, numberOf, await friendMemberships(db, season));
  drawChildren.sort((a, b) => a.id - b.id);
  return { input: { weeks, children: drawChildren }, children };
}

/** The children's registrations (places and waiting) in weeks of the season's year, whatever the course's state. */
function registrationsOfYear(db: Executor, season: SeasonRow, childIds: number[]) {
  if (childIds.length === 0) return Promise.resolve([]);
  return db
    .select({ child_id: registrations.child_id, week: registrations.course_week_id, is_waiting: registrations.is_waiting, from: courseWeeks.from, to: courseWeeks.to })
    .from(registrations)
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.course_week_id))
    .innerJoin(courses, eq(courses.id, courseWeeks.course_id))
    .where(and(eq(courses.year, season.year), isNull(registrations.deleted_at), inArray(registrations.child_id, childIds)));
}

/** The season's friend groups: per member its child, and the group (numbered 1.. by id, so the files hold no code) and week. */
async function friendMemberships(db: Executor, season: SeasonRow) {
  const rows = await db
    .select({ child: friendGroupMembers.child_id, group: friendGroups.id, week: friendGroups.course_week_id })
    .from(friendGroupMembers)
    .innerJoin(friendGroups, eq(friendGroups.id, friendGroupMembers.friend_group_id))
    .where(eq(friendGroups.season_id, season.id));
  const numbers = new Map([...new Set(rows.map((row) => row.group))].sort((a, b) => a - b).map((id, index) => [id, index + 1]));
  return rows.map((row) => ({ ...row, group: numbers.get(row.group)! }));
}

/**
 * A member's wish for its group's week becomes the friend group's (`friends:<n>`); siblings who wish that week
 * "together" with a member join the friend group with it, so the family's together and the friends' hold at
 * once. A member that does not wish the week is simply not in the draw's group.
 */
function joinFriendGroups(drawChildren: DrawChild[], numberOf: Map<number, number>, memberships: { child: number; group: number; week: number }[]) {
  const groupOf = new Map<string, string>();
  for (const member of memberships) {
    const number = numberOf.get(member.child);
    if (number !== undefined) groupOf.set(`${number}:${member.week}`, `friends:${member.group}`);
  }
  const renamed = new Map<string, string>();
  for (const child of drawChildren) {
    for (const wish of child.wishes) {
      const friends = groupOf.get(`${child.id}:${wish.week}`);
      if (friends === undefined) continue;
      if (wish.group !== undefined) renamed.set(wish.group, friends);
      wish.group = friends;
    }
  }
  for (const child of drawChildren) for (const wish of child.wishes) if (wish.group !== undefined && renamed.has(wish.group)) wish.group = renamed.get(wish.group);
}
