import { wallClock } from './wall-clock';

/**
 * The availability of a course week (decisions.md section 1), computed wherever a week is shown so that the
 * back office, the public catalogue and the booking all agree.
 */

export const WEEK_STATES = ['before_registration', 'after_registration', 'open', 'waiting_list', 'full'] as const;
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

export interface WeekStateInput {
  /** 'YYYY-MM-DD', the first day of the week. */
  from: string;
  /** The week's own window; each unset part falls back to the course's. */
  window: RegistrationWindow;
  courseWindow: RegistrationWindow;
  maxParticipants: number;
  /** Capacity of the waiting list; 0 means none. */
  waitingList: number;
  /** Non-deleted confirmed and waiting registrations. */
  confirmed: number;
  waiting: number;
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
  const full = week.confirmed >= week.maxParticipants && week.waiting >= week.waitingList;
  const free_places = Math.max(0, week.maxParticipants - week.confirmed);

  const opensAt = window.registerFrom && `${window.registerFrom}T${(window.registerFromTime ?? '00:00').slice(0, 5)}`;
  let state: WeekState;
  if (opensAt && today.dateTime < opensAt) state = 'before_registration';
  else if ((window.registerTo && today.date > window.registerTo) || week.from < today.date) state = 'after_registration';
  else if (week.confirmed < week.maxParticipants) state = 'open';
  else if (week.waiting < week.waitingList) state = 'waiting_list';
  else state = 'full';
  return { state, full, free_places };
}
