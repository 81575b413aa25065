import type { WishMonitor } from '@app/domain';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseWeeks, wishes, wishListChildren, wishLists } from '../../db/schema';
import { findSeason } from '../seasons/seasons';
import { drawnWeeksSql, drawPlacesSql } from './draw-input';

/**
 * The wish monitor (issue 37 part 6): how many families, children and wishes a season has so far, and per week
 * of its year the places the draw may give (as the draw counts them) against the first wishes and all wishes.
 */
export async function wishMonitor(db: Executor, seasonId: number): Promise<WishMonitor> {
  const season = await findSeason(db, seasonId);
  const lists = db.select({ id: wishLists.id }).from(wishLists).where(eq(wishLists.season_id, season.id));
  const [[families], [kids], weeks, demand] = await Promise.all([
    db.select({ count: count() }).from(wishLists).where(eq(wishLists.season_id, season.id)),
    db.select({ count: count() }).from(wishListChildren).where(inArray(wishListChildren.wish_list_id, lists)),
    db
      .select({
        id: courseWeeks.id,
        course: { id: courses.id, name: courses.name, name_it: courses.name_it },
        name: courseWeeks.name,
        name_it: courseWeeks.name_it,
        from: courseWeeks.from,
        to: courseWeeks.to,
        places: drawPlacesSql(season),
      })
      .from(courseWeeks)
      .innerJoin(courses, eq(courses.id, courseWeeks.course_id))
      .where(drawnWeeksSql(season))
      .orderBy(asc(courseWeeks.from), asc(courses.name), asc(courseWeeks.id)),
    db
      .select({ week: wishes.course_week_id, wishes: count(), first: sql<number>`count(*) filter (where ${wishes.rank} = 1)::int` })
      .from(wishes)
      .where(inArray(wishes.wish_list_id, lists))
      .groupBy(wishes.course_week_id),
  ]);
  const byWeek = new Map(demand.map((row) => [row.week, row]));
  return {
    families: families?.count ?? 0,
    children: kids?.count ?? 0,
    wishes: demand.reduce((sum, row) => sum + row.wishes, 0),
    weeks: weeks.map((week) => ({ ...week, first_wishes: byWeek.get(week.id)?.first ?? 0, wishes: byWeek.get(week.id)?.wishes ?? 0 })),
  };
}
