import { describe, expect, it } from 'vitest';
import { seasonInputSchema } from './schemas/season';
import { seasonPhase } from './season';

describe('seasonPhase', () => {
  const season = { wishFrom: new Date('2026-03-01T08:00Z'), wishTo: new Date('2026-03-15T20:00Z'), firstComeFrom: new Date('2026-04-01T08:00Z') };
  it('goes from before the wishes through the wishes and the draw to first come, first served', () => {
    expect(['2026-03-01T07:59Z', '2026-03-01T08:00Z', '2026-03-15T20:00Z', '2026-04-01T08:00Z'].map((at) => seasonPhase(season, new Date(at)))).toEqual([
      'before',
      'wishes',
      'draw',
      'first_come',
    ]);
  });
});

describe('seasonInputSchema', () => {
  const valid = {
    year: 2027,
    wish_from: '2027-03-01T08:00',
    wish_to: '2027-03-15T20:00',
    draw_at: '2027-03-15T20:00',
    publish_at: '2027-03-20T18:00',
    first_come_from: '2027-04-01T08:00',
    acceptance_days: 7,
    max_wishes: 5,
    max_weeks: 1,
    held_back_places: 0,
  };
  it('takes phases that follow each other (the draw may start as the wishes end)', () => {
    expect(seasonInputSchema.safeParse(valid).success).toBe(true);
  });
  it('names the first time out of order, and a wish phase that ends as it begins', () => {
    const issues = (values: object) => seasonInputSchema.safeParse({ ...valid, ...values }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ draw_at: '2027-03-15T19:00' })).toEqual([['draw_at', 'season.validation.order']]);
    expect(issues({ wish_to: valid.wish_from, draw_at: valid.wish_from })).toEqual([['wish_to', 'season.validation.order']]);
    expect(issues({ max_wishes: 0, first_come_from: '2027-04-01 08:00' })).toEqual([
      ['first_come_from', 'season.validation.date_time'],
      ['max_wishes', 'min_value'],
    ]);
  });
});
