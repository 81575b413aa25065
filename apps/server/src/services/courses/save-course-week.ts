import type { CourseWeekValues } from '@app/domain';
import { eq } from 'drizzle-orm';
import { transaction, type Database, type Executor } from '../../db/client';
import type { Actor } from '../../policies/actor';
import { courses, courseWeeks } from '../../db/schema';
import { DOCUMENT_TYPES } from '../../files/sniff';
import { invalid, notFound } from '../../lib/errors';
import { findCourseWeek } from './load-course';
import { promoteWaiting } from './promote-waiting';
import { checkFile, type FieldErrors } from './references';
import { richText } from './save-course';

const values = (input: CourseWeekValues) => ({
  name: input.name,
  nameIt: input.name_it,
  registerFrom: input.register_from,
  registerFromTime: input.register_from_time,
  registerTo: input.register_to,
  from: input.from,
  to: input.to,
  maxParticipants: input.max_participants,
  waitingList: input.waiting_list,
  halfDay: input.half_day,
  priceHalfDay: input.price_half_day,
  fullDay: input.full_day,
  price: input.price,
  timeInfoDe: richText(input.time_info_de),
  timeInfoIt: richText(input.time_info_it),
  programFileId: input.program_id,
});

const checkProgram = (tx: Executor, input: CourseWeekValues) =>
  checkFile(tx, 'program_id', input.program_id, DOCUMENT_TYPES, { key: 'validation.file_type_document' });

function refuseIfAny(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export async function createCourseWeek(db: Database, { values: input }: { actor: Actor; values: CourseWeekValues & { course_id: number } }) {
  return transaction(db, async (tx) => {
    // The course may not be deleted while its new week is being stored.
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, input.course_id)).for('key share');
    refuseIfAny({
      ...(course ? {} : { course_id: { key: 'course.validation.not_found' } }),
      ...(await checkProgram(tx, input)),
    });
    const [row] = await tx
      .insert(courseWeeks)
      .values({ ...values(input), courseId: input.course_id })
      .returning({ id: courseWeeks.id });
    return findCourseWeek(tx, row!.id);
  });
}

/**
 * Saves the week dialog. Capacity changes happen under the week's row lock, which bookings take as well: the
 * places cannot drop below the children already confirmed, nor the waiting list below those still waiting
 * after promotion. Free places go to the oldest waiting registrations at once (decisions.md section 3).
 */
export async function updateCourseWeek(db: Database, { now, id, values: input }: { actor: Actor; now: Date; id: number; values: CourseWeekValues }) {
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
    await tx
      .update(courseWeeks)
      .set({
        ...values(input),
        confirmedCount: week.confirmedCount + promoted.length,
        waitingCount: week.waitingCount - promoted.length,
        updatedAt: now,
      })
      .where(eq(courseWeeks.id, id));
    return { week: await findCourseWeek(tx, id), promoted: promoted.length };
  });
}
