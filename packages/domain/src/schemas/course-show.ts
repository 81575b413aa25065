import { z } from 'zod';
import { DAY_TYPES } from './booking';
import { courseSchema } from './course';
import { openOfferSchema } from './offers';

/**
 * The course show page of the back office (back-office specification section 2, course show): the course
 * with its weeks, and per week the participants, the waiting list and the deleted registrations.
 */

export const courseShowRegistrationSchema = z.object({
  id: z.number(),
  child: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), tax: z.string() }),
  /** The family's parent of the registration (decision 019): "open the family". */
  parent_id: z.number().nullable(),
  day_type: z.enum(DAY_TYPES),
  price: z.number(),
  payed_amount: z.number().nullable(),
  is_waiting: z.boolean(),
  /** An open offer of a place (issue 36) on a waiting registration, with its reminder. */
  offer: openOfferSchema.extend({ reminded_at: z.string().nullable() }).nullable(),
  /** Null when the office booked without one. */
  emergency_contact1_phone: z.string().nullable(),
  emergency_contact2_phone: z.string().nullable(),
  /** The family's comment. */
  comment: z.string().nullable(),
  comment_internal: z.string().nullable(),
  custom_field: z.string().nullable(),
  custom_field_2: z.string().nullable(),
  custom_field_3: z.string().nullable(),
  /** The photo consent of the family's parent (decision 019). */
  photo_consent: z.boolean(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  /** Present only for roles with child.health (decisions.md section 11): absent, not masked. */
  medicaments: z.string().nullable().optional(),
  incompatibilities: z.string().nullable().optional(),
  allergies: z.string().nullable().optional(),
  /** When the retention job erased the health answers (decision 024). */
  health_erased_at: z.string().nullable(),
});
export type CourseShowRegistration = z.infer<typeof courseShowRegistrationSchema>;

export const courseShowWeekSchema = z.object({
  id: z.number(),
  registered_participants: z.array(courseShowRegistrationSchema),
  waiting_queue_participants: z.array(courseShowRegistrationSchema),
  deleted_participants: z.array(courseShowRegistrationSchema),
});
export type CourseShowWeek = z.infer<typeof courseShowWeekSchema>;

export const courseShowSchema = z.object({
  course: courseSchema,
  /** The option photo_privacy is 1: the photo consent column is shown. */
  photo_privacy: z.boolean(),
  /** Whether the answer holds the health fields (the tooltip is shown). */
  health: z.boolean(),
  /** In the order of course.course_weeks. */
  weeks: z.array(courseShowWeekSchema),
});
export type CourseShow = z.infer<typeof courseShowSchema>;
