import { weekAvailability, type WeekAvailability, type WeekCounts, type WeekStateInput } from '@app/domain';
import type { courses, courseWeeks } from '../db/schema';

type WeekRow = typeof courseWeeks.$inferSelect;
type CourseWindow = Pick<typeof courses.$inferSelect, 'register_from' | 'register_from_time' | 'register_to'>;

/** A stored week's counts as the domain's capacity rules read them. */
export const weekCounts = (week: Pick<WeekRow, 'max_participants' | 'waiting_list' | 'confirmed_count' | 'waiting_count' | 'offered_count'>): WeekCounts => ({
  maxParticipants: week.max_participants,
  waitingList: week.waiting_list,
  confirmed: week.confirmed_count,
  waiting: week.waiting_count,
  offered: week.offered_count,
});

/**
 * What the domain's week state reads of a stored week and its course: the week's own window, the course's, the
 * counts, and when a season of the course's year opens first come, first served (null without one).
 */
export function weekStateInput(week: WeekRow, course: CourseWindow, seasonOpensAt: Date | null = null): WeekStateInput {
  return {
    from: week.from,
    seasonOpensAt,
    window: { registerFrom: week.register_from, registerFromTime: week.register_from_time, registerTo: week.register_to },
    courseWindow: { registerFrom: course.register_from, registerFromTime: course.register_from_time, registerTo: course.register_to },
    ...weekCounts(week),
  };
}

/** A stored week's availability now (decisions.md section 1): its own window part, else the course's. */
export function weekAvailabilityOf(week: WeekRow, course: CourseWindow, now: Date, timeZone: string, seasonOpensAt: Date | null = null): WeekAvailability {
  return weekAvailability(weekStateInput(week, course, seasonOpensAt), now, timeZone);
}
