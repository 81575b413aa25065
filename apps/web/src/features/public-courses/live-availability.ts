import type { PublicCourse } from '@app/domain';

/** How often an open course page asks again while places can still change hands (decisions.md section 9). */
export const LIVE_REFRESH_MS = 5_000;

/** The server's clock minus this device's, from an answer's `server_time`. */
export function serverOffsetMs(course: Pick<PublicCourse, 'server_time'>, receivedAt = Date.now()): number {
  return Date.parse(course.server_time) - receivedAt;
}

/** Refresh every few seconds while a week is open or on the waiting list; otherwise only on focus and at the opening. */
export function refreshInterval(course: PublicCourse | undefined): number | false {
  if (!course) return false;
  return course.courseWeeks.some((week) => (week.state === 'open' || week.state === 'waiting_list') && !week.full) ? LIVE_REFRESH_MS : false;
}

/**
 * Milliseconds until the registration opens by the server's clock, or null when it is not waiting for an
 * opening. The page asks again right then, so the book button enables without a reload.
 */
export function msUntilOpening(course: PublicCourse, offsetMs: number, now = Date.now()): number | null {
  if (!course.booking.opens_at) return null;
  return Math.max(0, Date.parse(course.booking.opens_at) - (now + offsetMs));
}
