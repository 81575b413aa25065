import { placesLeft, type WeekCounts } from './capacity';
import { wallClock } from './wall-clock';

/**
 * The availability of a course week (decisions.md section 1), computed wherever a week is shown so that the
 * back office, the public catalogue and the booking all agree.
 */

export const WEEK_STATES = ['before_registration', 'wish_phase', 'after_registration', 'open', 'waiting_list', 'full'] as const;
export type WeekState = (typeof WEEK_STATES)[number];

/** When registration opens and closes; each part may be unset. */
export interface RegistrationWindow {
  /** 'YYYY-MM-DD' */
  registerFrom: string | null;
  /** 'HH:mm' (seconds are ignored); without it registration opens at midnight. */
  registerFromTime: string | null;
  /** 'YYYY-MM-DD', the last day on which registration is possible. */
  registerTo: string | null;
}

/** A week's dates and windows, and its counts (the capacity's). */
export interface WeekStateInput extends WeekCounts {
  /** 'YYYY-MM-DD', the first day of the week. */
  from: string;
  /** The week's own window; each unset part falls back to the course's. */
  window: RegistrationWindow;
  courseWindow: RegistrationWindow;
  /**
   * A season of the course's year (issue 37) closes direct booking until its first come, first served: the
   * instant it opens, or null without a season.
   */
  seasonOpensAt?: Date | null;
}

export interface WeekAvailability {
  state: WeekState;
  /** Places and waiting list are both used up. Shown instead of the state, whatever the state says. */
  full: boolean;
  /** Confirmed places still free, never negative. */
  free_places: number;
}

/**
 * Each part of the window separately: a week that only sets its own opening time keeps the course's
 * opening day, one that only sets its own closing day keeps the course's opening.
 */
function effectiveWindow(week: RegistrationWindow, course: RegistrationWindow): RegistrationWindow {
  return {
    registerFrom: week.registerFrom ?? course.registerFrom,
    registerFromTime: week.registerFromTime ?? course.registerFromTime,
    registerTo: week.registerTo ?? course.registerTo,
  };
}

/**
 * The wall-clock date and time of an instant in the organisation's time zone, as sortable strings. Dates
 * and times of the window are wall-clock values of that zone, so comparing strings compares moments.
 */
function localClock(now: Date, timeZone: string): { date: string; dateTime: string } {
  const clock = wallClock(now, timeZone);
  const date = `${clock.year}-${clock.month}-${clock.day}`;
  return { date, dateTime: `${date}T${clock.hour}:${clock.minute}` };
}

export function weekAvailability(week: WeekStateInput, now: Date, timeZone: string): WeekAvailability {
  const window = effectiveWindow(week.window, week.courseWindow);
  const today = localClock(now, timeZone);
  const left = placesLeft(week);

  const opensAt = window.registerFrom && `${window.registerFrom}T${(window.registerFromTime ?? '00:00').slice(0, 5)}`;
  let state: WeekState;
  if (week.seasonOpensAt && now < week.seasonOpensAt && week.from >= today.date) state = 'wish_phase';
  else if (opensAt && today.dateTime < opensAt) state = 'before_registration';
  else if ((window.registerTo && today.date > window.registerTo) || week.from < today.date) state = 'after_registration';
  else if (left.places > 0) state = 'open';
  else if (left.waitingPlaces > 0) state = 'waiting_list';
  else state = 'full';
  return { state, full: left.full, free_places: left.places };
}

/** The instant a wall-clock date and time ('YYYY-MM-DD', 'HH:mm') of the time zone names. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wanted = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  // Start as if the zone were UTC and move by the difference the clock shows; twice settles summer time.
  let instant = wanted;
  for (let step = 0; step < 2; step++) {
    const clock = wallClock(new Date(instant), timeZone);
    instant += wanted - Date.UTC(+clock.year, +clock.month - 1, +clock.day, +clock.hour, +clock.minute);
  }
  return new Date(instant);
}

/** When registration for a week opens (its own window, else the course's), or null without an opening day. */
export function weekOpensAt(week: Pick<WeekStateInput, 'window' | 'courseWindow'>, timeZone: string): Date | null {
  const window = effectiveWindow(week.window, week.courseWindow);
  if (!window.registerFrom) return null;
  return zonedInstant(window.registerFrom, (window.registerFromTime ?? '00:00').slice(0, 5), timeZone);
}

export type BookingClosedReason = 'wish_phase' | 'not_yet_open' | 'closed' | 'no_places';

export interface CourseBooking {
  possible: boolean;
  reason: BookingClosedReason | null;
  /** The earliest opening of a week not yet open, for the countdown. */
  opensAt: Date | null;
}

/**
 * Whether a course can be booked now (public specification section 4): some week is open or on the waiting
 * list and not full. Otherwise why: the season's places are drawn first (with the first-come opening), a week opens later (with the earliest opening), registration has closed,
 * or every place and waiting place is taken.
 */
export function courseBooking(weeks: readonly WeekStateInput[], now: Date, timeZone: string): CourseBooking {
  const states = weeks.map((week) => ({ week, ...weekAvailability(week, now, timeZone) }));
  if (states.some(({ state, full }) => (state === 'open' || state === 'waiting_list') && !full)) {
    return { possible: true, reason: null, opensAt: null };
  }
  const drawn = states.find(({ state }) => state === 'wish_phase');
  if (drawn) return { possible: false, reason: 'wish_phase', opensAt: drawn.week.seasonOpensAt ?? null };
  const openings = states
    .filter(({ state }) => state === 'before_registration')
    .map(({ week }) => weekOpensAt(week, timeZone))
    .filter((instant): instant is Date => instant !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  if (openings.length > 0) return { possible: false, reason: 'not_yet_open', opensAt: openings[0]! };
  if (states.length === 0 || states.some(({ state }) => state === 'after_registration')) return { possible: false, reason: 'closed', opensAt: null };
  return { possible: false, reason: 'no_places', opensAt: null };
}
