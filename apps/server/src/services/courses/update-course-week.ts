import type { CourseWeekValues } from '@app/domain';
import { transaction, type Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { capacityChangeErrors, lockWeek, settleWeek } from '../capacity/week-capacity';
import { checkProgram, courseWeekColumns, refuseIfAny } from './course-week-columns';
import { findCourseWeek } from './find-course-week';

/**
 * Saves the week dialog under the week's lock, which bookings take as well. The capacity module refuses places
 * below the children already confirmed, or a waiting list below those still waiting after promotion; free
 * places go to the waiting list as `settleWeek` gives them: promoted with the "place free" e-mail (decisions.md
 * section 3), or offered (issue 36).
 */
export async function updateCourseWeek(db: Database, { clock, id, values: input }: { clock: Clock; id: number; values: CourseWeekValues }) {
  return transaction(db, async (tx) => {
    const week = await lockWeek(tx, id);
    if (!week) throw notFound();
    refuseIfAny({
      ...capacityChangeErrors(week, { maxParticipants: input.max_participants, waitingList: input.waiting_list }),
      ...(await checkProgram(tx, input)),
    });
    const { promoted, offered } = await settleWeek(tx, { week, clock, values: { ...courseWeekColumns(input), updated_at: clock.now } });
    return { week: await findCourseWeek(tx, { id }), promoted: promoted.length, offered: offered.length };
  });
}
