import type { CourseWeekValues } from '@app/domain';
import { eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { courses, courseWeeks } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { checkProgram, courseWeekColumns, refuseIfAny } from './course-week-columns';
import { findCourseWeek } from './find-course-week';
import { readMailSettings } from '../../mail/settings';
import { promoteWaiting, queuePromotedEmails } from './promote-waiting';

/**
 * Saves the week dialog. Capacity changes happen under the week's row lock, which bookings take as well: the
 * places cannot drop below the children already confirmed, nor the waiting list below those still waiting
 * after promotion. Free places go to the oldest waiting registrations at once, and their families get the
 * "place free" e-mail a promotion after a cancellation sends (decisions.md section 3).
 */
export async function updateCourseWeek(db: Database, { actor, now, id, values: input }: { actor: Actor; now: Date; id: number; values: CourseWeekValues }) {
  return transaction(db, async (tx) => {
    const [week] = await tx.select().from(courseWeeks).where(eq(courseWeeks.id, id)).for('update');
    if (!week) throw notFound();
    const promotable = Math.max(0, Math.min(week.waitingCount, input.max_participants - week.confirmedCount));
    const stillWaiting = week.waitingCount - promotable;
    refuseIfAny({
      ...(input.max_participants < week.confirmedCount && {
        max_participants: { key: 'course.week.below_confirmed', params: { count: week.confirmedCount } },
      }),
      ...(input.waiting_list < stillWaiting && {
        waiting_list: { key: 'course.week.below_waiting', params: { count: stillWaiting } },
      }),
      ...(await checkProgram(tx, input)),
    });

    const promoted = await promoteWaiting(tx, { now, weekId: id, places: promotable });
    const [saved] = await tx
      .update(courseWeeks)
      .set({
        ...courseWeekColumns(input),
        confirmedCount: week.confirmedCount + promoted.length,
        waitingCount: week.waitingCount - promoted.length,
        updatedAt: now,
      })
      .where(eq(courseWeeks.id, id))
      .returning();
    if (promoted.length > 0) {
      const [course] = await tx.select().from(courses).where(eq(courses.id, saved!.courseId));
      await queuePromotedEmails(tx, { course: course!, week: saved!, ids: promoted, mail: await readMailSettings(tx) });
    }
    return { week: await findCourseWeek(tx, { actor, id }), promoted: promoted.length };
  });
}
