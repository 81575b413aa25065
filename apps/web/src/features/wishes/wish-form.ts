import {
  fieldName,
  issueMessage,
  localName,
  wishListErrors,
  wishListInputSchema,
  type CustomField,
  type DayType,
  type FamilyChild,
  type Language,
  type TranslationParams,
  type WishList,
  type WishListAnswer,
} from '@app/domain';
import { EMPTY_PROPS, newKey, type LineProps } from '../../components/form/child-answers';

/**
 * The wish list's values and rules as pure functions over plain values (like the booking dialog's): the page
 * keeps them in state, runs the domain's schema and `wishListErrors` before sending, as the server does.
 */

type Answer = WishListAnswer['data'];
export type WishableWeek = Answer['weeks'][number];

export interface WishValue {
  /** Stable across moves and removals, for React and the field ids. */
  key: string;
  course_week: number | null;
  day_type: DayType;
  together: boolean;
}

/** A child's answers to one course's own questions, as typed. */
export type CourseAnswerValues = Record<CustomField, string>;

export interface ChildWishValues {
  child: number;
  max_weeks: number;
  props: LineProps;
  wishes: WishValue[];
  /** By course id: the answers to the questions of the courses it wishes (the page asks only those). */
  answers: Record<number, CourseAnswerValues>;
}

const NO_ANSWERS: CourseAnswerValues = { custom_field: '', custom_field_2: '', custom_field_3: '' };

export interface WishValues {
  emergency_contact1_phone: string;
  emergency_contact2_phone: string;
  /** Every child of the family, in the family's order; only those with wishes are sent. */
  children: ChildWishValues[];
}

export type FieldErrors = Record<string, { key: string; params?: TranslationParams }>;

/** The form's values from the stored list (or empty ones before the first save), a card for every child of the family. */
export function initialValues(answer: Answer, children: readonly FamilyChild[]): WishValues {
  const stored = answer.list;
  return {
    emergency_contact1_phone: stored?.emergency_contact1_phone ?? '',
    emergency_contact2_phone: stored?.emergency_contact2_phone ?? '',
    children: children.map((child) => {
      const saved = stored?.children.find((candidate) => candidate.child === child.id);
      const props = saved ? Object.fromEntries(Object.entries(saved.props).map(([field, value]) => [field, value ?? ''])) : {};
      return {
        child: child.id,
        max_weeks: Math.min(saved?.max_weeks ?? answer.season.max_weeks, answer.season.max_weeks),
        props: { ...EMPTY_PROPS, ...props } as LineProps,
        wishes: (saved?.wishes ?? []).map((wish) => ({ key: newKey(), ...wish })),
        answers: Object.fromEntries(
          (saved?.answers ?? []).map(({ course, ...answers }) => [course, { custom_field: answers.custom_field ?? '', custom_field_2: answers.custom_field_2 ?? '', custom_field_3: answers.custom_field_3 ?? '' }]),
        ),
      };
    }),
  };
}

/**
 * The list as the form holds it, the children with wishes only (a child without any takes no part in the
 * draw), and for each child sent its index among the form's children (errors are keyed by the payload's).
 */
export function toPayload(values: WishValues): { list: WishList; sentIndexes: number[] } {
  const sentIndexes = values.children.flatMap((child, index) => (child.wishes.length > 0 ? [index] : []));
  return {
    sentIndexes,
    list: {
      emergency_contact1_phone: values.emergency_contact1_phone,
      emergency_contact2_phone: values.emergency_contact2_phone,
      children: sentIndexes.map((index) => {
        const child = values.children[index]!;
        return {
          child: child.child,
          max_weeks: child.max_weeks,
          props: child.props,
          wishes: child.wishes.map(({ course_week, day_type, together }) => ({ course_week, day_type, together })),
          answers: Object.entries(child.answers).map(([course, answers]) => ({ course: Number(course), ...answers })),
        };
      }),
    } as WishList,
  };
}

/** A payload field (`children.0.wishes.1.course_week`) as the form's field, whose children are every child of the family. */
export function formField(field: string, sentIndexes: readonly number[]): string {
  const match = /^children\.(\d+)(\..*)?$/.exec(field);
  if (!match) return field;
  const index = sentIndexes[Number(match[1])];
  return index === undefined ? field : `children.${index}${match[2] ?? ''}`;
}

/** What the PUT sends: the list as the schema reads it (texts trimmed, empty ones null), as the server stores it. */
export const toBody = (values: WishValues): WishList => wishListInputSchema.parse(toPayload(values).list);

/**
 * Every error the page can find before sending, keyed by the form's fields: the schema's (a wish without a
 * week, a phone too long), then the domain's rules of a wish list, the same the server runs.
 */
export function formErrors(values: WishValues, context: { maxWishes: number; maxWeeks: number; weeks: readonly WishableWeek[] }): FieldErrors {
  const { list, sentIndexes } = toPayload(values);
  const errors: FieldErrors = {};
  const parsed = wishListInputSchema.safeParse(list);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[formField(fieldName(issue.path), sentIndexes)] ??= issueMessage(issue as never);
    return errors;
  }
  const rules = wishListErrors(parsed.data, { maxWishes: context.maxWishes, maxWeeks: context.maxWeeks, weeks: new Map(context.weeks.map((week) => [week.id, week])) });
  for (const [field, keys] of Object.entries(rules)) errors[formField(field, sentIndexes)] ??= { key: keys[0]! };
  return errors;
}

function updateChild(values: WishValues, childIndex: number, change: (child: ChildWishValues) => ChildWishValues): WishValues {
  return { ...values, children: values.children.map((child, index) => (index === childIndex ? change(child) : child)) };
}

const updateWish = (values: WishValues, childIndex: number, wishIndex: number, change: (wish: WishValue) => WishValue) =>
  updateChild(values, childIndex, (child) => ({ ...child, wishes: child.wishes.map((wish, index) => (index === wishIndex ? change(wish) : wish)) }));

export const addWish = (values: WishValues, childIndex: number) =>
  updateChild(values, childIndex, (child) => ({ ...child, wishes: [...child.wishes, { key: newKey(), course_week: null, day_type: 'full_day', together: false }] }));

export const removeWish = (values: WishValues, childIndex: number, wishIndex: number) =>
  updateChild(values, childIndex, (child) => ({ ...child, wishes: child.wishes.filter((_wish, index) => index !== wishIndex) }));

/** Moves a wish one place up (-1) or down (+1) in its child's ranking. */
export const moveWish = (values: WishValues, childIndex: number, wishIndex: number, by: -1 | 1) =>
  updateChild(values, childIndex, (child) => {
    const target = wishIndex + by;
    if (target < 0 || target >= child.wishes.length) return child;
    const wishes = [...child.wishes];
    [wishes[wishIndex], wishes[target]] = [wishes[target]!, wishes[wishIndex]!];
    return { ...child, wishes };
  });

/** Chooses a wish's week; the day type follows what the week offers (full day where it offers both). */
export const setWishWeek = (values: WishValues, childIndex: number, wishIndex: number, week: WishableWeek | undefined) =>
  updateWish(values, childIndex, wishIndex, (wish) => ({
    ...wish,
    course_week: week?.id ?? null,
    day_type: !week || (week.full_day && week.half_day) ? wish.day_type : week.full_day ? 'full_day' : 'half_day',
  }));

export const setWishDayType = (values: WishValues, childIndex: number, wishIndex: number, dayType: DayType) =>
  updateWish(values, childIndex, wishIndex, (wish) => ({ ...wish, day_type: dayType }));

export const setWishTogether = (values: WishValues, childIndex: number, wishIndex: number, together: boolean) =>
  updateWish(values, childIndex, wishIndex, (wish) => ({ ...wish, together }));

export const setMaxWeeks = (values: WishValues, childIndex: number, maxWeeks: number) => updateChild(values, childIndex, (child) => ({ ...child, max_weeks: maxWeeks }));

/** A child's answer to one question of one course. */
export const setCourseAnswer = (values: WishValues, childIndex: number, course: number, field: CustomField, value: string) =>
  updateChild(values, childIndex, (child) => ({ ...child, answers: { ...child.answers, [course]: { ...(child.answers[course] ?? NO_ANSWERS), [field]: value } } }));

export const setChildProp = <F extends keyof LineProps>(values: WishValues, childIndex: number, field: F, value: LineProps[F]) =>
  updateChild(values, childIndex, (child) => ({ ...child, props: { ...child.props, [field]: value } }));

/** The weeks by course, each course's weeks by date: the groups of the week choice. */
export function weekGroups(weeks: readonly WishableWeek[], lang: Language): { course: string; weeks: WishableWeek[] }[] {
  const groups = new Map<number, { course: string; weeks: WishableWeek[] }>();
  for (const week of weeks) {
    const group = groups.get(week.course.id) ?? { course: localName(week.course, lang), weeks: [] };
    group.weeks.push(week);
    groups.set(week.course.id, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, weeks: [...group.weeks].sort((a, b) => a.from.localeCompare(b.from) || a.id - b.id) }))
    .sort((a, b) => a.course.localeCompare(b.course, lang));
}
