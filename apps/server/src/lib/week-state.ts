import { weekAvailability, type WeekAvailability } from '@app/domain';
import type { courses, courseWeeks } from '../db/schema';

type WeekRow = typeof courseWeeks.$inferSelect;
type CourseWindow = Pick<typeof courses.$inferSelect, 'registerFrom' | 'registerFromTime' | 'registerTo'>;

/** A stored week's availability now (decisions.md section 1): its own window part, else the course's. */
export function weekAvailabilityOf(week: WeekRow, course: CourseWindow, now: Date, timeZone: string): WeekAvailability {
  return weekAvailability(
    {
      from: week.from,
      window: { registerFrom: week.registerFrom, registerFromTime: week.registerFromTime, registerTo: week.registerTo },
      courseWindow: { registerFrom: course.registerFrom, registerFromTime: course.registerFromTime, registerTo: course.registerTo },
      maxParticipants: week.maxParticipants,
      waitingList: week.waitingList,
      confirmed: week.confirmedCount,
      waiting: week.waitingCount,
    },
    now,
    timeZone,
  );
}
