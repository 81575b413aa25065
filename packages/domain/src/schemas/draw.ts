import { z } from 'zod';
import { plainText, requiredText } from './fields';

/**
 * The draw of a season as the API carries it (issue 37 parts 3, 5-7, decision 028): the office's commitment,
 * its trial and official runs with their figures, the wish monitor, a family's result and the public audit.
 */

const SHA256_HEX = /^[0-9a-f]{64}$/;
export const DRAW_SECRET_MIN = 16;

/**
 * `PUT /api/seasons/{id}/commitment`, until the wish phase ends: the SHA-256 of a secret only the office knows
 * (the browser makes the secret and sends only its hash) and the public random number to come.
 */
export const commitmentInputSchema = z.object({
  commitment: plainText().trim().toLowerCase().regex(SHA256_HEX, 'draw.validation.commitment'),
  public_number_source: requiredText(300),
});
export type CommitmentInput = z.input<typeof commitmentInputSchema>;

/** `POST /api/seasons/{id}/draws/official`: the secret behind the commitment and the public number drawn since. */
export const officialRunInputSchema = z.object({
  secret: requiredText(200).min(DRAW_SECRET_MIN),
  public_number: requiredText(100),
});
export type OfficialRunInput = z.input<typeof officialRunInputSchema>;

const groupFiguresSchema = z.object({ total: z.number(), kept: z.number() });

/** `drawStatistics` as the office reads it (shares 0..1). */
export const drawStatisticsSchema = z.object({
  children: z.number(),
  firstWishShare: z.number(),
  atLeastOnePlaceShare: z.number(),
  households: z.number(),
  householdsWithNothing: z.number(),
  rankHistogram: z.array(z.number()),
  grants: z.number(),
  weeks: z.array(z.object({ week: z.number(), places: z.number(), granted: z.number(), fill: z.number(), waiting: z.number() })),
  groups: z.object({ siblings: groupFiguresSchema, friends: groupFiguresSchema }),
});

/** A run of the draw: a trial (throwaway seed, never published) or the season's one official run. */
export const drawRunSchema = z.object({
  id: z.number(),
  official: z.boolean(),
  /** ISO instant. */
  created_at: z.string(),
  algorithm: z.string(),
  seed: z.string(),
  public_number: z.string().nullable(),
  input_digest: z.string(),
  result_digest: z.string(),
  /** ISO instant the result was published to the families (official run only), null before. */
  published_at: z.string().nullable(),
  statistics: drawStatisticsSchema,
  /** The same figures for random serial dictatorship on the same input and seed. */
  baseline: drawStatisticsSchema,
});
export type DrawRun = z.infer<typeof drawRunSchema>;

/** A week a season draws, as a wish list and the office's monitor name it: its course, its name and its dates. */
export const drawnWeekSchema = z.object({
  id: z.number(),
  course: z.object({ id: z.number(), name: z.string(), name_it: z.string() }),
  name: z.string(),
  name_it: z.string(),
  from: z.string(),
  to: z.string(),
});

/** `GET /api/seasons/{id}/monitor`: the wishes so far, and per week the demand against its places. */
export const wishMonitorSchema = z.object({
  families: z.number(),
  children: z.number(),
  wishes: z.number(),
  weeks: z.array(
    drawnWeekSchema.extend({
      /** What the draw may give: free places net of those held back. */
      places: z.number(),
      /** Children with this week as their first wish, and with it anywhere on their list. */
      first_wishes: z.number(),
      wishes: z.number(),
    }),
  ),
});
export type WishMonitor = z.infer<typeof wishMonitorSchema>;

const roundExplanationSchema = z.object({
  round: z.number(),
  wishes: z.array(
    z.object({
      wish: z.number(),
      week: z.number(),
      outcome: z.enum(['granted', 'full', 'same-calendar-week', 'member-unable', 'member-busy']),
      placesLeft: z.number().optional(),
      lastPlace: z.object({ position: z.number(), round: z.number() }).nullable().optional(),
      granted: z.number().optional(),
      /** The group member it concerns, as its number in the audit files (never another family's child id). */
      member: z.number().optional(),
    }),
  ),
});

/**
 * A family's result on its wish list (`result` of `GET /api/my-family/wishes/{seasonId}`): null while the wish
 * phase lasts or without a list; `pending` until the publication; then per child what it got and why.
 */
export const wishResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), publish_at: z.string() }),
  z.object({
    status: z.literal('published'),
    /** Households in the draw: the "of 3,000". */
    households: z.number(),
    /** The family's number in the audit files (children and households are numbers there). */
    household_number: z.number(),
    position: z.number(),
    /** The day (YYYY-MM-DD) the granted places are to be paid or confirmed by. */
    pay_by: z.string(),
    children: z.array(
      z.object({
        child: z.number(),
        /** The child's number in the audit files. */
        number: z.number(),
        /** The position the child drew at: its household's, or its friend group's latest. */
        draws_at: z.number(),
        granted: z.array(z.object({ week: z.number(), round: z.number() })),
        /** Its waiting lists: the place on each as the draw made it (1 = next), null when the week's list was full. */
        waiting: z.array(z.object({ week: z.number(), position: z.number().nullable() })),
        rounds: z.array(roundExplanationSchema),
      }),
    ),
  }),
]);
export type WishResult = z.infer<typeof wishResultSchema>;

/**
 * `GET /api/seasons/{id}/audit`, public: what anyone may check. Before the official run is published only the
 * commitment and where the public number will come from; afterwards the secret, the number, the seed and the
 * digests, and the two files (`/audit/input.json`, `/audit/result.json`).
 */
export const seasonAuditSchema = z.object({
  season: z.object({ id: z.number(), year: z.number(), wish_to: z.string(), publish_at: z.string() }),
  algorithm: z.string(),
  commitment: z.string().nullable(),
  public_number_source: z.string().nullable(),
  published: z.boolean(),
  public_number: z.string().nullable(),
  secret: z.string().nullable(),
  seed: z.string().nullable(),
  input_digest: z.string().nullable(),
  result_digest: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type SeasonAudit = z.infer<typeof seasonAuditSchema>;
