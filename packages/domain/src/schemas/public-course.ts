import { z } from 'zod';
import { WEEK_STATES } from '../week-state';
import { plainText } from './fields';

/**
 * What a visitor sees of the courses (public specification sections 2, 3 and 7; decisions.md sections 1 and
 * 9): the cards of the course list with the choices of its filters, and a course with its weeks, their state
 * and free places computed on the server, and the server's clock.
 */

const named = z.object({ id: z.number(), name: z.string(), name_it: z.string() });

export const publicLocationSchema = named.extend({ place: z.string().nullable() });
export const publicCourseTypeSchema = named.extend({ sort_order: z.number() });

const file = z.object({ name: z.string(), url: z.string() }).nullable();

export const publicCourseCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_it: z.string(),
  description: z.string().nullable(),
  description_it: z.string().nullable(),
  image: file,
  /** 'YYYY-MM-DD': the course's period, or its weeks' when the course leaves it open. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  location: publicLocationSchema.nullable(),
  course_type: publicCourseTypeSchema.nullable(),
});
export type PublicCourseCard = z.infer<typeof publicCourseCardSchema>;

export const publicCourseListSchema = z.object({
  data: z.array(publicCourseCardSchema),
  meta: z.object({ total: z.number() }),
  /** The tiles and filter choices: only types and locations that have an active course. */
  course_types: z.array(publicCourseTypeSchema),
  locations: z.array(publicLocationSchema),
});
export type PublicCourseList = z.infer<typeof publicCourseListSchema>;

export const publicCourseListQuerySchema = z.object({
  itemsPerPage: plainText().optional().describe('The list is always complete (-1); accepted as the specification sends it.'),
  search: plainText().trim().max(200).optional().transform((text) => text || undefined),
});

export const publicWeekSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_it: z.string(),
  from: z.string(),
  to: z.string(),
  time_info_de: z.string().nullable(),
  time_info_it: z.string().nullable(),
  full_day: z.boolean(),
  half_day: z.boolean(),
  price: z.number().nullable(),
  price_half_day: z.number().nullable(),
  program: file,
  state: z.enum(WEEK_STATES),
  full: z.boolean(),
  free_places: z.number(),
  /** Free places on the waiting list, never negative. */
  waiting_free_places: z.number(),
  /** When registration for this week opens (ISO instant), if it has not yet. */
  opens_at: z.string().nullable(),
});
export type PublicWeek = z.infer<typeof publicWeekSchema>;

export const BOOKING_CLOSED_REASONS = ['wish_phase', 'not_yet_open', 'closed', 'no_places'] as const;

export const publicCourseSchema = publicCourseCardSchema.extend({
  info: z.string().nullable(),
  info_it: z.string().nullable(),
  program: file,
  register_from: z.string().nullable(),
  register_from_time: z.string().nullable(),
  register_to: z.string().nullable(),
  price: z.number().nullable(),
  multiple_course_week_registration: z.boolean(),
  disable_leave_alone: z.boolean(),
  disable_swimming_help: z.boolean(),
  custom_field: z.boolean(),
  custom_field_de: z.string().nullable(),
  custom_field_it: z.string().nullable(),
  custom_field_2: z.boolean(),
  custom_field_2_de: z.string().nullable(),
  custom_field_2_it: z.string().nullable(),
  custom_field_3: z.boolean(),
  custom_field_3_de: z.string().nullable(),
  custom_field_3_it: z.string().nullable(),
  label_full_day_de: z.string().nullable(),
  label_full_day_it: z.string().nullable(),
  label_half_day_de: z.string().nullable(),
  label_half_day_it: z.string().nullable(),
  courseWeeks: z.array(publicWeekSchema),
  /**
   * Whether a booking can be sent now (public specification section 4), and if not why, in the request's
   * language ("Anmeldung ab 01.03.2027 08:00"), with the opening instant for the countdown.
   */
  booking: z.object({
    possible: z.boolean(),
    reason: z.string().nullable(),
    reason_code: z.enum(BOOKING_CLOSED_REASONS).nullable(),
    opens_at: z.string().nullable(),
    /** With `wish_phase`: the season whose wish list a family fills in instead (issue 37). */
    season_id: z.number().nullable(),
  }),
  /** The server's clock (ISO with offset): pages count down to the opening by it, not by the phone's. */
  server_time: z.string(),
});
export type PublicCourse = z.infer<typeof publicCourseSchema>;
