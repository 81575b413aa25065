import { describe, expect, it } from 'vitest';
import { isStanding } from './standing';

describe('standing registration', () => {
  it('is neither deleted nor waiting', () => {
    expect(isStanding({ deleted_at: null, is_waiting: false })).toBe(true);
    expect(isStanding({ deleted_at: null, is_waiting: true })).toBe(false);
    expect(isStanding({ deleted_at: new Date(), is_waiting: false })).toBe(false);
    expect(isStanding({ deleted_at: '2025-06-01T08:00:00.000Z', is_waiting: true })).toBe(false);
  });
});
