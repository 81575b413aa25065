import { z } from 'zod';
import { bookingPropsSchema, bookingSchema, childAnswersSchema, CUSTOM_FIELDS, DAY_TYPES } from '../schemas/booking';
import { nullableText, PHONE_MAX_LENGTH, requiredText } from '../schemas/fields';
import { chosenId } from '../schemas/list';
import { drawnWeekSchema, wishResultSchema } from '../schemas/draw';
import { seasonSchema } from '../schemas/season';

/**
 * A family's wish list of a season (issue 37 part 2): per child its ranked wishes (best first) and "at most N
 * weeks this summer", with the booking data collected once, so that a granted wish becomes a complete
 * registration with no further step: the emergency phones for the family, and per child what a booking asks
 * about it (its props: custom fields, leave alone, swimming help, health answers).
 */

/** More wishes than a season can allow, or children than a family has, is not a wish list. */
const MAX_WISHES = 20;
const MAX_CHILDREN = 20;

/** The booking's own props: one rule for what a family tells about a child, whether it books or wishes. */
const childPropsSchema = bookingSchema.shape.bookedChildren.unwrap().element.shape.props;

export const wishSchema = z.object({
  course_week: chosenId('choice'),
  day_type: z.enum(DAY_TYPES, 'choice'),
  /** "Together or not at all": every child of the family whose wish for this week says so gets it, or none. */
  together: z.boolean().default(false),
});

/**
 * A child's answers to one course's own questions (custom fields): a booking asks them per course, so the wish
 * list does too, for every course of the child's wishes that has questions.
 */
export const courseAnswersSchema = bookingPropsSchema.pick({ custom_field: true, custom_field_2: true, custom_field_3: true }).extend({ course: chosenId('choice') });
export type CourseAnswers = z.output<typeof courseAnswersSchema>;

export const wishListChildSchema = z.object({
  child: chosenId('choice'),
  max_weeks: z.int('integer').min(1, 'min_value').max(MAX_WISHES, 'max_value'),
  /** What a booking asks about the child (leave alone, swimming help, health answers); the courses' own questions are in `answers`. */
  props: childPropsSchema,
  wishes: z.array(wishSchema).max(MAX_WISHES, 'max_length'),
  answers: z.array(courseAnswersSchema).max(MAX_WISHES, 'max_length').default([]),
});

export const wishListInputSchema = z.object({
  emergency_contact1_phone: nullableText(PHONE_MAX_LENGTH),
  emergency_contact2_phone: nullableText(PHONE_MAX_LENGTH),
  children: z.array(wishListChildSchema).max(MAX_CHILDREN),
});
export type WishListInput = z.input<typeof wishListInputSchema>;
export type WishList = z.output<typeof wishListInputSchema>;

/** A week a family may wish for: one of an active course of the season's year. */
export const wishableWeekSchema = drawnWeekSchema.extend({
  full_day: z.boolean(),
  half_day: z.boolean(),
  /** The course's own questions (custom fields) with their labels: a child wishing the week answers them once per course. */
  questions: z.array(z.object({ field: z.enum(CUSTOM_FIELDS), label_de: z.string(), label_it: z.string() })),
});

/** `GET /api/my-family/wishes/{seasonId}`: the season, the weeks to wish from, the family's list (null before its first save). */
export const wishListAnswerSchema = z.object({
  data: z.object({
    season: seasonSchema,
    weeks: z.array(wishableWeekSchema),
    list: z
      .object({
        emergency_contact1_phone: z.string().nullable(),
        emergency_contact2_phone: z.string().nullable(),
        children: z.array(
          z.object({
            child: z.number(),
            max_weeks: z.number(),
            props: childAnswersSchema,
            wishes: z.array(z.object({ course_week: z.number(), day_type: z.enum(DAY_TYPES), together: z.boolean() })),
            answers: z.array(z.object({ course: z.number(), custom_field: z.string().nullable(), custom_field_2: z.string().nullable(), custom_field_3: z.string().nullable() })),
          }),
        ),
        receipt: z.string(),
        submitted_at: z.string(),
      })
      .nullable(),
    /** The draw's result for the family: null during the wish phase or without a list, then pending, then published. */
    result: wishResultSchema.nullable(),
    /** The friend groups the family's children are in: per group its code, its week, the family's children in it and how many children in all. */
    friends: z.array(z.object({ code: z.string(), course_week: z.number(), children: z.array(z.number()), members: z.number() })),
  }),
});
export type WishListAnswer = z.infer<typeof wishListAnswerSchema>;

/** `PUT`'s answer: the receipt the e-mail carries and the children with fewer than three wishes (a warning). */
export const wishListSavedSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({ receipt: z.string(), few_wishes: z.array(z.number()) }),
});

/** The most children a friend group may hold (issue 37 part 2). */
export const FRIEND_GROUP_MAX = 4;

/** `POST /api/my-family/wishes/{seasonId}/friends`: a new friend group for one of the family's children and a week. */
export const friendGroupCreateSchema = z.object({ child: chosenId('choice'), course_week: chosenId('choice') });

/** `POST /api/my-family/wishes/{seasonId}/friends/join`: a child of the family joins the group of this code. */
export const friendGroupJoinSchema = z.object({
  child: chosenId('choice'),
  // As read aloud or copied: any case, with dashes or spaces.
  code: requiredText(32).transform((code) => code.toUpperCase().replace(/[^A-Z0-9]/g, '')),
});

/** The answer of both: the group's code, to share with the friends' families. */
export const friendGroupSavedSchema = z.object({ success: z.boolean(), message: z.string(), data: z.object({ code: z.string(), course_week: z.number() }) });
