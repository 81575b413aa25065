import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseWeeks, registrations } from '../../db/schema';

/** The dashboard's totals: registrations of the active courses that are not deleted, confirmed and waiting. */
export async function countActiveRegistrations(db: Executor): Promise<{ confirmed: number; waiting: number }> {
  const [totals] = await db
    .select({
      confirmed: sql<number>`count(*) filter (where not ${registrations.isWaiting})::int`,
      waiting: sql<number>`count(*) filter (where ${registrations.isWaiting})::int`,
    })
    .from(registrations)
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.courseWeekId))
    .innerJoin(courses, eq(courses.id, courseWeeks.courseId))
    .where(and(isNull(registrations.deletedAt), eq(courses.active, true)));
  return { confirmed: totals?.confirmed ?? 0, waiting: totals?.waiting ?? 0 };
}
