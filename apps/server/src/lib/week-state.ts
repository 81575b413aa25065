import { weekAvailability, type WeekAvailability, type WeekCounts, type WeekStateInput } from '@app/domain';
import type { courses, courseWeeks } from '../db/schema';

type WeekRow = typeof courseWeeks.$inferSelect;
type CourseWindow = Pick<typeof courses.$inferSelect, 'registerFrom' | 'registerFromTime' | 'registerTo'>;

/** A stored week's counts as the domain's capacity rules read them. */
export const weekCounts = (week: Pick<WeekRow, 'maxParticipants' | 'waitingList' | 'confirmedCount' | 'waitingCount'>): WeekCounts => ({
  maxParticipants: week.maxParticipants,
  waitingList: week.waitingList,
  confirmed: week.confirmedCount,
  waiting: week.waitingCount,
});

/** What the domain's week state reads of a stored week and its course: the week's own window, the course's, the counts. */
export function weekStateInput(week: WeekRow, course: CourseWindow): WeekStateInput {
  return {
    from: week.from,
    window: { registerFrom: week.registerFrom, registerFromTime: week.registerFromTime, registerTo: week.registerTo },
    courseWindow: { registerFrom: course.registerFrom, registerFromTime: course.registerFromTime, registerTo: course.registerTo },
    ...weekCounts(week),
  };
}

/** A stored week's availability now (decisions.md section 1): its own window part, else the course's. */
export function weekAvailabilityOf(week: WeekRow, course: CourseWindow, now: Date, timeZone: string): WeekAvailability {
  return weekAvailability(weekStateInput(week, course), now, timeZone);
}
