import { describe, expect, it } from 'vitest';
import { wallClock } from './wall-clock';

describe('wallClock', () => {
  it('shows an instant on the clock of a time zone, asked again or after another instant', () => {
    const summer = new Date('2026-07-06T06:30:00Z');
    const winter = new Date('2026-01-31T23:05:00Z');
    const first = wallClock(summer, 'Europe/Rome');
    expect(first).toEqual({ year: '2026', month: '07', day: '06', hour: '08', minute: '30' });
    // A caller changing its answer does not change the next one.
    first.hour = '99';
    expect(wallClock(summer, 'Europe/Rome').hour).toBe('08');
    expect(wallClock(summer, 'UTC')).toEqual({ year: '2026', month: '07', day: '06', hour: '06', minute: '30' });
    expect(wallClock(winter, 'Europe/Rome')).toEqual({ year: '2026', month: '02', day: '01', hour: '00', minute: '05' });
    expect(wallClock(summer, 'Europe/Rome')).toEqual({ year: '2026', month: '07', day: '06', hour: '08', minute: '30' });
  });
});
