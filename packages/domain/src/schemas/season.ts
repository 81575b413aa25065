import { z } from 'zod';

/**
 * A season of the fair opening (issue 37, decision 028): per course year the phases of the wish list and the
 * draw, and its limits. Times are wall-clock date-times of the organisation's time zone ('YYYY-MM-DDTHH:mm'),
 * as the office types them; the server stores the instants.
 */

export const SEASON_LIMITS = { maxWishes: 20, maxWeeks: 20, heldBack: 10_000, acceptanceDays: 60 } as const;
export const SEASON_TIME_FIELDS = ['wish_from', 'wish_to', 'draw_at', 'publish_at', 'first_come_from'] as const;
export type SeasonTimeField = (typeof SEASON_TIME_FIELDS)[number];

const MESSAGE = { order: 'season.validation.order', dateTime: 'season.validation.date_time' } as const;
const LOCAL_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;
const localDateTime = z.string('required').trim().min(1, 'required').regex(LOCAL_DATE_TIME, MESSAGE.dateTime);

export const seasonInputSchema = z
  .object({
    year: z.int('integer').min(2000, 'min_value').max(2100, 'max_value'),
    wish_from: localDateTime,
    wish_to: localDateTime,
    draw_at: localDateTime,
    publish_at: localDateTime,
    first_come_from: localDateTime,
    acceptance_days: z.int('integer').min(1, 'min_value').max(SEASON_LIMITS.acceptanceDays, 'max_value'),
    max_wishes: z.int('integer').min(1, 'min_value').max(SEASON_LIMITS.maxWishes, 'max_value'),
    max_weeks: z.int('integer').min(1, 'min_value').max(SEASON_LIMITS.maxWeeks, 'max_value'),
    held_back_places: z.int('integer').min(0, 'min_value').max(SEASON_LIMITS.heldBack, 'max_value'),
  })
  .superRefine((season, context) => {
    // The phases follow each other: wishes, their end, the draw, the publication, then first come first served.
    // Each time is checked against the one before it; strings of one format compare as the moments they name.
    for (let index = 1; index < SEASON_TIME_FIELDS.length; index++) {
      const earlier = season[SEASON_TIME_FIELDS[index - 1]!];
      const field = SEASON_TIME_FIELDS[index]!;
      const later = season[field];
      const strictly = field === 'wish_to';
      // A time that is wrong itself has its own message; the order is checked between valid ones only.
      if (!LOCAL_DATE_TIME.test(earlier) || !LOCAL_DATE_TIME.test(later)) continue;
      if (later < earlier || (strictly && later === earlier)) context.addIssue({ code: 'custom', message: MESSAGE.order, path: [field] });
    }
  });
export type SeasonInput = z.input<typeof seasonInputSchema>;
export type SeasonValues = z.output<typeof seasonInputSchema>;

export const seasonSchema = z.object({
  id: z.number(),
  year: z.number(),
  wish_from: z.string(),
  wish_to: z.string(),
  draw_at: z.string(),
  publish_at: z.string(),
  first_come_from: z.string(),
  acceptance_days: z.number(),
  max_wishes: z.number(),
  max_weeks: z.number(),
  held_back_places: z.number(),
  /** SHA-256 of the office's secret and where the public number will come from (the draw's seed, part 3); null until set. */
  commitment: z.string().nullable(),
  public_number_source: z.string().nullable(),
  /** Whether the official run exists, and when its result was published (ISO instant, null before). */
  official_run: z.boolean(),
  published_at: z.string().nullable(),
  /** Where the season stands now (`seasonPhase`). */
  phase: z.enum(['before', 'wishes', 'draw', 'first_come']),
});
export type Season = z.infer<typeof seasonSchema>;
