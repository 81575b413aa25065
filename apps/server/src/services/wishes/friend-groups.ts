import { randomInt } from 'node:crypto';
import { FRIEND_GROUP_MAX, seasonPhase } from '@app/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { transaction, type Database, type Executor, type Transaction } from '../../db/client';
import { childParents, courses, courseWeeks, friendGroupMembers, friendGroups } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, invalid, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres';
import type { Actor } from '../../policies/actor';
import { requireFamily } from '../../policies/person';
import { findSeason, seasonTimes, type SeasonRow } from '../seasons/seasons';
import { drawnWeeksSql } from '../draw/draw-input';

/** Letters and digits nobody confuses when reading a code aloud or off a phone (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * Friend groups across families (issue 37 part 2, decision 028): a family opens a group for one of its children
 * and a week of the season and shares the code; another family joins it with the code for one of its children,
 * so both sides have said yes. At most four children, one group per child and week, changed only while the
 * wish phase lasts. In the draw the members' wishes of that week are one group: all get the week or none, at
 * the latest draw position of their households.
 */
async function inWishPhase(db: Executor, input: { actor: Actor; seasonId: number; clock: Clock; child: number }) {
  const personId = requireFamily(input.actor);
  const season = await findSeason(db, input.seasonId);
  if (seasonPhase(seasonTimes(season), input.clock.now) !== 'wishes') throw conflict('wishes.closed');
  const [own] = await db.select().from(childParents).where(and(eq(childParents.person_id, personId), eq(childParents.child_id, input.child)));
  if (!own) throw notFound();
  return { personId, season };
}

/** Refuses (422 on `child`) a child already in a group for this week. */
async function notYetGrouped(tx: Transaction, child: number, season: SeasonRow, week: number) {
  const [taken] = await tx
    .select({ id: friendGroups.id })
    .from(friendGroupMembers)
    .innerJoin(friendGroups, eq(friendGroups.id, friendGroupMembers.friend_group_id))
    .where(and(eq(friendGroupMembers.child_id, child), eq(friendGroups.season_id, season.id), eq(friendGroups.course_week_id, week)));
  if (taken) throw invalid({ child: { key: 'wishes.friends.already' } });
}

export async function createFriendGroup(db: Database, input: { actor: Actor; seasonId: number; clock: Clock; child: number; courseWeek: number }) {
  const { personId, season } = await inWishPhase(db, input);
  const [drawn] = await db
    .select({ id: courseWeeks.id })
    .from(courseWeeks)
    .innerJoin(courses, eq(courses.id, courseWeeks.course_id))
    .where(and(eq(courseWeeks.id, input.courseWeek), drawnWeeksSql(season)));
  if (!drawn) throw invalid({ course_week: { key: 'wishes.errors.week_not_in_season' } });
  for (;;) {
    try {
      return await transaction(db, async (tx) => {
        await notYetGrouped(tx, input.child, season, input.courseWeek);
        const [group] = await tx.insert(friendGroups).values({ season_id: season.id, course_week_id: input.courseWeek, code: newCode(), created_at: input.clock.now }).returning();
        await tx.insert(friendGroupMembers).values({ friend_group_id: group!.id, child_id: input.child, person_id: personId, joined_at: input.clock.now });
        return { code: group!.code, course_week: group!.course_week_id };
      });
    } catch (error) {
      // 31^8 codes: a collision is rare, and the next code is as good.
      if (!isUniqueViolation(error, 'friend_groups_code_unique')) throw error;
    }
  }
}

export async function joinFriendGroup(db: Database, input: { actor: Actor; seasonId: number; clock: Clock; child: number; code: string }) {
  const { personId, season } = await inWishPhase(db, input);
  return transaction(db, async (tx) => {
    // Locked: two families joining at once cannot make a fifth member.
    const [group] = await tx.select().from(friendGroups).where(and(eq(friendGroups.code, input.code), eq(friendGroups.season_id, season.id))).for('update');
    if (!group) throw invalid({ code: { key: 'wishes.friends.unknown_code' } });
    const [members] = await tx.select({ count: count() }).from(friendGroupMembers).where(eq(friendGroupMembers.friend_group_id, group.id));
    if ((members?.count ?? 0) >= FRIEND_GROUP_MAX) throw invalid({ code: { key: 'wishes.friends.full' } });
    await notYetGrouped(tx, input.child, season, group.course_week_id);
    await tx.insert(friendGroupMembers).values({ friend_group_id: group.id, child_id: input.child, person_id: personId, joined_at: input.clock.now });
    return { code: group.code, course_week: group.course_week_id };
  });
}

/** The family's child leaves the group; a group nobody is left in goes. */
export async function leaveFriendGroup(db: Database, input: { actor: Actor; seasonId: number; clock: Clock; child: number; code: string }) {
  await inWishPhase(db, input);
  await transaction(db, async (tx) => {
    const [group] = await tx.select().from(friendGroups).where(and(eq(friendGroups.code, input.code), eq(friendGroups.season_id, input.seasonId))).for('update');
    if (!group) throw notFound();
    const left = await tx.delete(friendGroupMembers).where(and(eq(friendGroupMembers.friend_group_id, group.id), eq(friendGroupMembers.child_id, input.child))).returning();
    if (left.length === 0) throw notFound();
    const [members] = await tx.select({ count: count() }).from(friendGroupMembers).where(eq(friendGroupMembers.friend_group_id, group.id));
    if ((members?.count ?? 0) === 0) await tx.delete(friendGroups).where(eq(friendGroups.id, group.id));
  });
}

/** The groups the family's children are in: the code, the week, its own children in it and how many in all (others' are not named). */
export async function familyFriendGroups(db: Executor, seasonId: number, personId: number) {
  const own = await db
    .select({ id: friendGroups.id, code: friendGroups.code, course_week: friendGroups.course_week_id, child: friendGroupMembers.child_id })
    .from(friendGroupMembers)
    .innerJoin(friendGroups, eq(friendGroups.id, friendGroupMembers.friend_group_id))
    .where(and(eq(friendGroups.season_id, seasonId), eq(friendGroupMembers.person_id, personId)))
    .orderBy(asc(friendGroups.id), asc(friendGroupMembers.child_id));
  if (own.length === 0) return [];
  const ids = [...new Set(own.map((row) => row.id))];
  const sizes = await db
    .select({ id: friendGroupMembers.friend_group_id, members: count() })
    .from(friendGroupMembers)
    .where(inArray(friendGroupMembers.friend_group_id, ids))
    .groupBy(friendGroupMembers.friend_group_id);
  return ids.map((id) => {
    const rows = own.filter((row) => row.id === id);
    return { code: rows[0]!.code, course_week: rows[0]!.course_week, children: rows.map((row) => row.child), members: sizes.find((size) => size.id === id)?.members ?? 0 };
  });
}
