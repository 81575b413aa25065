import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { erasedValues } from '../db/personal-data';
import { children, courses, courseWeeks, registrations } from '../db/schema';
import type { Clock } from '../lib/clock';
import { readOption } from '../repositories/options';
import { daily, type JobResult, type ScheduledJob } from './scheduler';

/** Daily at JOBS_HOUR: the health answers of seasons past their retention are erased (decision 024). */
export function healthRetentionJob(config: Pick<Config, 'jobs' | 'timezone'>): ScheduledJob {
  return {
    name: 'health-retention',
    next: daily(config.jobs.dailyHour, config.timezone),
    run: (db, now) => eraseExpiredHealthData(db, { now, timeZone: config.timezone }),
  };
}

/**
 * Erases what a family answered about a child's health once its season is past `health_retention_months`:
 * the registrations' medicaments, incompatibilities and allergies (deleted registrations too), and the child's
 * own flags when the child has no registration left in a season still kept. Names, payments and amounts stay:
 * the receipts must be kept for 10 years. Each kind is one UPDATE that only takes what is not erased yet, so a
 * second run, or a run taken over after a crash, changes nothing and counts 0.
 */
export async function eraseExpiredHealthData(db: Executor, clock: Clock): Promise<JobResult> {
  const months = Number(await readOption(db, 'health_retention_months'));
  const today = sql`(${clock.now.toISOString()}::timestamptz at time zone ${clock.timeZone})::date`;
  // A season is a course year; it ends with the last week of that year's courses and is kept `months` after.
  const seasons = db
    .select({
      year: courses.year,
      keptUntil: sql<string>`(max(${courseWeeks.to}) + make_interval(months => ${months}::int))::date`.as('kept_until'),
    })
    .from(courses)
    .innerJoin(courseWeeks, eq(courseWeeks.course_id, courses.id))
    .groupBy(courses.year)
    .as('seasons');
  const weeksPastRetention = db
    .select({ id: courseWeeks.id })
    .from(courseWeeks)
    .innerJoin(courses, eq(courses.id, courseWeeks.course_id))
    .innerJoin(seasons, eq(seasons.year, courses.year))
    .where(sql`${seasons.keptUntil} < ${today}`);

  const erasedRegistrations = await db
    .update(registrations)
    .set({ ...erasedValues(registrations, { healthOnly: true }), health_erased_at: clock.now })
    .where(and(isNull(registrations.health_erased_at), inArray(registrations.course_week_id, weeksPastRetention)))
    .returning({ id: registrations.id });

  // Per child: the last day its latest season is kept, and whether any of its seasons is still kept.
  const childSeasons = db
    .select({
      childId: registrations.child_id,
      keptUntil: sql<string>`max(${seasons.keptUntil})`.as('child_kept_until'),
      stillKept: sql<boolean>`bool_or(${seasons.keptUntil} >= ${today})`.as('still_kept'),
    })
    .from(registrations)
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.course_week_id))
    .innerJoin(courses, eq(courses.id, courseWeeks.course_id))
    .innerJoin(seasons, eq(seasons.year, courses.year))
    .groupBy(registrations.child_id)
    .as('child_seasons');
  // A child without registrations, or whose family confirmed its data after the last season's retention ended
  // (the flags were given for a booking to come), keeps its flags.
  const erasedChildren = await db
    .update(children)
    .set(erasedValues(children, { healthOnly: true }))
    .where(
      and(
        or(eq(children.with_diagnostics, true), eq(children.risk_group, true)),
        inArray(
          children.id,
          db
            .select({ id: childSeasons.childId })
            .from(childSeasons)
            .where(
              sql`not ${childSeasons.stillKept} and (${children.last_update} at time zone ${clock.timeZone})::date <= ${childSeasons.keptUntil}`,
            ),
        ),
      ),
    )
    .returning({ id: children.id });

  return { registrations: erasedRegistrations.length, children: erasedChildren.length };
}
