import type { CustomField, DayType } from '../schemas/booking';
import { PHONE_PATTERN } from '../schemas/fields';
import type { DrawChild } from '../draw';
import { sha256Hex } from '../draw/sha256';
import type { WishList } from './schema';

/** Fewer wishes than this and a child's chance of a place drops: the list warns (it is not refused). */
export const FEW_WISHES = 3;

/** What the rules read of a season and of the weeks a family may wish for (the active courses of its year). */
export interface WishContext {
  maxWishes: number;
  maxWeeks: number;
  /** Each week with its course and that course's own questions (custom fields), which a child wishing it must answer. */
  weeks: ReadonlyMap<number, { full_day: boolean; half_day: boolean; course: { id: number }; questions: readonly { field: CustomField }[] }>;
}

export type WishListErrors = Record<string, string[]>;

/**
 * Every rule of a wish list the dialog can check before sending and the server checks again, as message keys
 * on the field they concern (`children.0.wishes.1.course_week`). Children not of the family are the caller's
 * 404, not a field error.
 */
export function wishListErrors(list: WishList, context: WishContext): WishListErrors {
  const errors: WishListErrors = {};
  const add = (field: string, key: string) => (errors[field] ??= []).push(key);

  const phones = [list.emergency_contact1_phone, list.emergency_contact2_phone];
  phones.forEach((phone, index) => {
    const field = `emergency_contact${index + 1}_phone`;
    if (phone === null) add(field, 'booking.errors.emergency_contacts');
    else if (!PHONE_PATTERN.test(phone)) add(field, 'validation.invalid');
  });
  if (phones[0] !== null && phones[0] === phones[1]) add('emergency_contact2_phone', 'booking.errors.emergency_contacts_different');

  const seen = new Set<number>();
  list.children.forEach((child, childIndex) => {
    const at = `children.${childIndex}`;
    if (seen.has(child.child)) add(`${at}.child`, 'wishes.errors.child_twice');
    seen.add(child.child);
    if (child.max_weeks > context.maxWeeks) add(`${at}.max_weeks`, 'wishes.errors.too_many_weeks');
    if (child.wishes.length > context.maxWishes) add(`${at}.wishes`, 'wishes.errors.too_many_wishes');
    const weeks = new Set<number>();
    child.wishes.forEach((wish, wishIndex) => {
      const field = `${at}.wishes.${wishIndex}`;
      const week = context.weeks.get(wish.course_week);
      if (!week) return add(`${field}.course_week`, 'wishes.errors.week_not_in_season');
      // One wish per week: the draw grants a week at most once to a child (and the day type is part of it).
      if (weeks.has(wish.course_week)) add(`${field}.course_week`, 'wishes.errors.week_twice');
      weeks.add(wish.course_week);
      if (!offers(week, wish.day_type)) add(`${field}.day_type`, 'wishes.errors.day_type_not_offered');
      if (wish.together && !list.children.some((other) => other !== child && other.wishes.some((w) => w.together && w.course_week === wish.course_week))) {
        add(`${field}.together`, 'wishes.errors.together_alone');
      }
    });
    // Every question of a wished course is answered, as a booking of that course requires (keyed by course id).
    for (const [courseId, fields] of askedQuestions(child.wishes, context)) {
      const answers = child.answers.find((answer) => answer.course === courseId);
      for (const field of fields) if (!answers?.[field]) add(`${at}.answers.${courseId}.${field}`, 'wishes.errors.answer_required');
    }
  });
  return errors;
}

/** Per course of these wishes, the questions (custom fields) it asks. */
export function askedQuestions(wishes: readonly { course_week: number }[], context: Pick<WishContext, 'weeks'>): Map<number, CustomField[]> {
  const asked = new Map<number, CustomField[]>();
  for (const wish of wishes) {
    const week = context.weeks.get(wish.course_week);
    if (week && week.questions.length > 0) asked.set(week.course.id, week.questions.map((question) => question.field));
  }
  return asked;
}

const offers = (week: { full_day: boolean; half_day: boolean }, dayType: DayType) => (dayType === 'full_day' ? week.full_day : week.half_day);

/** The children a list gives fewer than FEW_WISHES wishes (the list is kept; the family is told). */
export const childrenWithFewWishes = (list: WishList): number[] => list.children.filter((child) => child.wishes.length < FEW_WISHES).map((child) => child.child);

/**
 * The receipt of a wish list: SHA-256 (hex) of its canonical text, the children by id and their wishes in rank
 * order with week, day type and together. The family's receipt e-mail carries it, so the family can show later
 * what it had sent; the booking data is not part of it (it changes nothing in the draw).
 */
export function wishListReceipt(list: WishList): string {
  const canonical = [...list.children]
    .sort((a, b) => a.child - b.child)
    .map((child) => ({ child: child.child, max_weeks: child.max_weeks, wishes: child.wishes.map((wish) => [wish.course_week, wish.day_type, wish.together]) }));
  return sha256Hex(JSON.stringify(canonical));
}

/** What the draw reads of a child of a wish list. */
export interface ListedChild {
  child: number;
  max_weeks: number;
  wishes: readonly { course_week: number; together: boolean }[];
}

/**
 * A family's list as the draw reads it: the family (its person) is the household, and the wishes of its
 * children for one week marked "together" share one group, so the draw grants them to all of them or to none.
 */
export function drawChildrenOf(household: number, children: readonly ListedChild[]): DrawChild[] {
  return children.map((child) => ({
    id: child.child,
    household,
    maxWeeks: child.max_weeks,
    wishes: child.wishes.map((wish) => (wish.together ? { week: wish.course_week, group: `together:${household}:${wish.course_week}` } : { week: wish.course_week })),
  }));
}
