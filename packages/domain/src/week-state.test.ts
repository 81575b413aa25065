import { describe, expect, it } from 'vitest';
import { courseBooking, weekAvailability, weekOpensAt, zonedInstant, type RegistrationWindow, type WeekStateInput } from './week-state';

const ROME = 'Europe/Rome';
const NO_WINDOW: RegistrationWindow = { registerFrom: null, registerFromTime: null, registerTo: null };

/** A week of 7-11 July 2025 with 10 places and 5 on the waiting list, registration 1 March to 30 June. */
const week = (overrides: Partial<WeekStateInput> = {}): WeekStateInput => ({
  from: '2025-07-07',
  window: NO_WINDOW,
  courseWindow: { registerFrom: '2025-03-01', registerFromTime: null, registerTo: '2025-06-30' },
  maxParticipants: 10,
  waitingList: 5,
  confirmed: 0,
  waiting: 0,
  offered: 0,
  ...overrides,
});

/** A moment given as wall-clock time in Rome: CET until summer time starts on 30 March 2025, then CEST. */
const rome = (local: string) => new Date(`${local}${local < '2025-03-30' ? '+01:00' : '+02:00'}`);

const stateAt = (local: string, overrides: Partial<WeekStateInput> = {}) => weekAvailability(week(overrides), rome(local), ROME).state;

describe('weekAvailability', () => {
  it('is before_registration until the opening day starts, then open', () => {
    expect(stateAt('2025-02-28T23:59')).toBe('before_registration');
    expect(stateAt('2025-03-01T00:00')).toBe('open');
  });

  it('is wish_phase while a season of its year draws the places, whatever its own window, then as its window says', () => {
    const seasonOpensAt = rome('2025-05-01T09:00');
    expect(stateAt('2025-02-01T10:00', { seasonOpensAt })).toBe('wish_phase');
    expect(stateAt('2025-04-30T10:00', { seasonOpensAt })).toBe('wish_phase');
    expect(stateAt('2025-05-01T09:00', { seasonOpensAt })).toBe('open');
    expect(courseBooking([week({ seasonOpensAt })], rome('2025-04-30T10:00'), ROME)).toEqual({ possible: false, reason: 'wish_phase', opensAt: seasonOpensAt });
  });

  it('opens at register_from_time on the opening day', () => {
    const window = { registerFrom: '2025-03-01', registerFromTime: '08:30', registerTo: '2025-06-30' };
    expect(stateAt('2025-03-01T08:29', { courseWindow: window })).toBe('before_registration');
    expect(stateAt('2025-03-01T08:30', { courseWindow: window })).toBe('open');
  });

  it('reads the time in the organisation time zone, not in UTC', () => {
    const window = { registerFrom: '2025-05-01', registerFromTime: '08:00:00', registerTo: null };
    // 06:30 UTC is 08:30 in Rome (summer time).
    expect(weekAvailability(week({ courseWindow: window }), new Date('2025-05-01T06:30:00Z'), ROME).state).toBe('open');
    expect(weekAvailability(week({ courseWindow: window }), new Date('2025-05-01T06:30:00Z'), 'UTC').state).toBe('before_registration');
  });

  it('is after_registration once the register_to day has ended', () => {
    expect(stateAt('2025-06-30T23:59')).toBe('open');
    expect(stateAt('2025-07-01T00:00')).toBe('after_registration');
  });

  it('is after_registration once the week has started, even without a closing day', () => {
    const open = { courseWindow: { ...NO_WINDOW, registerFrom: '2025-03-01' } };
    expect(stateAt('2025-07-07T10:00', open)).toBe('open');
    expect(stateAt('2025-07-08T00:00', open)).toBe('after_registration');
  });

  it('takes each part of the window from the week when set, otherwise from the course', () => {
    const ownClosing = { window: { ...NO_WINDOW, registerTo: '2025-07-04' } };
    expect(stateAt('2025-07-02T12:00', ownClosing)).toBe('open');
    expect(stateAt('2025-02-28T12:00', ownClosing)).toBe('before_registration');
    const ownTime = { window: { ...NO_WINDOW, registerFromTime: '12:00' } };
    expect(stateAt('2025-03-01T11:59', ownTime)).toBe('before_registration');
    expect(stateAt('2025-03-01T12:00', ownTime)).toBe('open');
  });

  it('is always open in the window when nothing limits it', () => {
    expect(stateAt('2020-01-01T00:00', { courseWindow: NO_WINDOW })).toBe('open');
  });

  it('is waiting_list when the places are taken and the waiting list has room', () => {
    expect(stateAt('2025-05-01T12:00', { confirmed: 9 })).toBe('open');
    expect(stateAt('2025-05-01T12:00', { confirmed: 10, waiting: 4 })).toBe('waiting_list');
  });

  it('is full when places and waiting list are both used up, and full overrides any state', () => {
    expect(weekAvailability(week({ confirmed: 10, waiting: 5 }), rome('2025-05-01T12:00'), ROME)).toEqual({
      state: 'full',
      full: true,
      free_places: 0,
    });
    expect(weekAvailability(week({ confirmed: 10, waitingList: 0 }), rome('2025-05-01T12:00'), ROME).state).toBe('full');
    expect(weekAvailability(week({ confirmed: 10, waiting: 5 }), rome('2025-07-10T12:00'), ROME)).toEqual({
      state: 'after_registration',
      full: true,
      free_places: 0,
    });
    expect(weekAvailability(week({ confirmed: 10, waiting: 4 }), rome('2025-05-01T12:00'), ROME).full).toBe(false);
  });

  it('counts free places, never below zero', () => {
    expect(weekAvailability(week({ confirmed: 3 }), rome('2025-05-01T12:00'), ROME).free_places).toBe(7);
    expect(weekAvailability(week({ confirmed: 12, maxParticipants: 10 }), rome('2025-05-01T12:00'), ROME).free_places).toBe(0);
  });
});

describe('zonedInstant and weekOpensAt', () => {
  it('turns a wall-clock time of Rome into the instant, on both sides of a summer-time change', () => {
    expect(zonedInstant('2025-03-01', '08:00', ROME).toISOString()).toBe('2025-03-01T07:00:00.000Z');
    expect(zonedInstant('2025-05-01', '08:00', ROME).toISOString()).toBe('2025-05-01T06:00:00.000Z');
    // The night of the change: 03:30 exists after the clock jumped from 02:00 to 03:00.
    expect(zonedInstant('2025-03-30', '03:30', ROME).toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(zonedInstant('2025-10-26', '12:00', ROME).toISOString()).toBe('2025-10-26T11:00:00.000Z');
  });

  it('opens a week at its own time on the course day, or at midnight without a time', () => {
    expect(weekOpensAt(week(), ROME)?.toISOString()).toBe('2025-02-28T23:00:00.000Z');
    expect(weekOpensAt(week({ window: { ...NO_WINDOW, registerFromTime: '08:30' } }), ROME)?.toISOString()).toBe('2025-03-01T07:30:00.000Z');
    expect(weekOpensAt(week({ courseWindow: NO_WINDOW }), ROME)).toBeNull();
  });
});

describe('courseBooking', () => {
  const opening = { registerFrom: '2025-03-01', registerFromTime: '08:00', registerTo: '2025-06-30' };
  it('is possible while a week is open or has waiting places, and not when all are taken', () => {
    expect(courseBooking([week()], rome('2025-04-01T10:00'), ROME)).toEqual({ possible: true, reason: null, opensAt: null });
    expect(courseBooking([week({ confirmed: 10, waiting: 2 })], rome('2025-04-01T10:00'), ROME).possible).toBe(true);
    expect(courseBooking([week({ confirmed: 10, waiting: 5 })], rome('2025-04-01T10:00'), ROME)).toEqual({ possible: false, reason: 'no_places', opensAt: null });
  });

  it('names the earliest opening before the window and "closed" after it', () => {
    const weeks = [week({ courseWindow: opening }), week({ courseWindow: opening, window: { ...NO_WINDOW, registerFromTime: '07:00' } })];
    expect(courseBooking(weeks, rome('2025-03-01T06:59'), ROME)).toEqual({
      possible: false,
      reason: 'not_yet_open',
      opensAt: new Date('2025-03-01T06:00:00.000Z'),
    });
    expect(courseBooking(weeks, rome('2025-03-01T07:00'), ROME).possible).toBe(true);
    expect(courseBooking(weeks, rome('2025-07-01T00:00'), ROME)).toEqual({ possible: false, reason: 'closed', opensAt: null });
    expect(courseBooking([], rome('2025-04-01T10:00'), ROME).reason).toBe('closed');
  });

  it('lets a full week not hide another that is open', () => {
    const weeks = [week({ confirmed: 10, waiting: 5 }), week({ from: '2025-07-14' })];
    expect(courseBooking(weeks, rome('2025-04-01T10:00'), ROME).possible).toBe(true);
  });
});
