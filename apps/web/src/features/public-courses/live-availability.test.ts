import type { PublicCourse } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { LIVE_REFRESH_MS, msUntilOpening, refreshInterval, serverOffsetMs } from './live-availability';

const course = (overrides: { state?: string; full?: boolean; opens_at?: string | null; server_time?: string }) =>
  ({
    server_time: overrides.server_time ?? '2027-03-01T06:59:00.000+00:00',
    booking: { possible: false, reason: null, reason_code: null, opens_at: overrides.opens_at ?? null, season_id: null },
    courseWeeks: [{ state: overrides.state ?? 'open', full: overrides.full ?? false }],
  }) as unknown as PublicCourse;

describe('live availability', () => {
  it('refreshes every few seconds only while places can change hands', () => {
    expect(refreshInterval(course({ state: 'open' }))).toBe(LIVE_REFRESH_MS);
    expect(refreshInterval(course({ state: 'waiting_list' }))).toBe(LIVE_REFRESH_MS);
    expect(refreshInterval(course({ state: 'open', full: true }))).toBe(false);
    expect(refreshInterval(course({ state: 'before_registration' }))).toBe(false);
    expect(refreshInterval(undefined)).toBe(false);
  });

  it('counts down to the opening by the server clock, whatever the phone clock says', () => {
    const opening = course({ opens_at: '2027-03-01T07:00:00.000Z', server_time: '2027-03-01T06:59:00.000+00:00' });
    // The phone is 10 minutes slow: it received the answer at 06:49 by its own clock.
    const receivedAt = Date.parse('2027-03-01T06:49:00.000Z');
    const offset = serverOffsetMs(opening, receivedAt);
    expect(offset).toBe(10 * 60_000);
    expect(msUntilOpening(opening, offset, receivedAt)).toBe(60_000);
    expect(msUntilOpening(opening, offset, receivedAt + 90_000)).toBe(0);
    expect(msUntilOpening(course({ opens_at: null }), offset, receivedAt)).toBeNull();
  });
});
