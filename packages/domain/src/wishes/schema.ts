import { z } from 'zod';
import { bookingSchema, DAY_TYPES } from '../schemas/booking';
import { nullableText, PHONE_MAX_LENGTH } from '../schemas/fields';
import { MAX_RECORD_ID } from '../schemas/list';

/**
 * A family's wish list of a season (issue 37 part 2): per child its ranked wishes (best first) and "at most N
 * weeks this summer", with the booking data collected once, so that a granted wish becomes a complete
 * registration with no further step: the emergency phones for the family, and per child what a booking asks
 * about it (its props: custom fields, leave alone, swimming help, health answers).
 */

/** More wishes than a season can allow, or children than a family has, is not a wish list. */
const MAX_WISHES = 20;
const MAX_CHILDREN = 20;

const chosenId = z.int('choice').min(1, 'choice').max(MAX_RECORD_ID, 'choice');

/** The booking's own props: one rule for what a family tells about a child, whether it books or wishes. */
const childPropsSchema = bookingSchema.shape.bookedChildren.unwrap().element.shape.props;

export const wishSchema = z.object({
  course_week: chosenId,
  day_type: z.enum(DAY_TYPES, 'choice'),
  /** "Together or not at all": every child of the family whose wish for this week says so gets it, or none. */
  together: z.boolean().default(false),
});

export const wishListChildSchema = z.object({
  child: chosenId,
  max_weeks: z.int('integer').min(1, 'min_value').max(MAX_WISHES, 'max_value'),
  props: childPropsSchema,
  wishes: z.array(wishSchema).max(MAX_WISHES, 'max_length'),
});

export const wishListInputSchema = z.object({
  emergency_contact1_phone: nullableText(PHONE_MAX_LENGTH),
  emergency_contact2_phone: nullableText(PHONE_MAX_LENGTH),
  children: z.array(wishListChildSchema).max(MAX_CHILDREN),
});
export type WishListInput = z.input<typeof wishListInputSchema>;
export type WishList = z.output<typeof wishListInputSchema>;
