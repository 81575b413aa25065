import {
  bookingErrors,
  bookingSchema,
  fieldName,
  issueMessage,
  nextPlace,
  registrationPrice,
  sumMoney,
  type BookingErrors,
  type BookingInput,
  type DayType,
  type FamilyChild,
  type Language,
} from '@app/domain';
import type { BookableCourse, BookableWeek } from './types';
import { EMPTY_PROPS, newKey, type LineProps } from '../../components/form/child-answers';

/**
 * The booking dialog's values and rules (public specification section 4), as pure functions over plain
 * values: the dialog keeps them in state and in the session's draft, and the tests read them directly.
 */

export interface BookingLine {
  /** Stable across removals, for React and the field ids. */
  key: string;
  child: number | null;
  /** The chosen day type per week id; a week without an entry is not chosen. */
  weeks: Record<string, DayType>;
  props: LineProps;
}

export interface BookingValues {
  lines: BookingLine[];
  emergency_contact1_phone: string;
  emergency_contact2_phone: string;
  comment: string;
}

/** The first child of the family that no line has yet. */
function unusedChild(lines: readonly BookingLine[], children: readonly FamilyChild[]): number | null {
  return children.find((child) => !lines.some((line) => line.child === child.id))?.id ?? null;
}

/** A new booking starts with one line, for the first child (the only one, in most families). */
export function emptyBooking(children: readonly FamilyChild[]): BookingValues {
  return {
    lines: [{ key: newKey(), child: children[0]?.id ?? null, weeks: {}, props: { ...EMPTY_PROPS } }],
    emergency_contact1_phone: '',
    emergency_contact2_phone: '',
    comment: '',
  };
}

/** The children a line may choose: its own and those no other line has (each child once). */
export function childChoices(values: BookingValues, lineIndex: number, children: readonly FamilyChild[]): FamilyChild[] {
  const taken = new Set(values.lines.flatMap((line, index) => (index === lineIndex || line.child === null ? [] : [line.child])));
  return children.filter((child) => !taken.has(child.id));
}

/** Another line can be added while a child of the family has none. */
export const canAddLine = (values: BookingValues, children: readonly FamilyChild[]) => values.lines.length < children.length;

/** A new line is for the next child and copies the previous line's weeks: siblings usually go together. */
export function addLine(values: BookingValues, children: readonly FamilyChild[]): BookingValues {
  const previous = values.lines.at(-1);
  const line: BookingLine = { key: newKey(), child: unusedChild(values.lines, children), weeks: { ...previous?.weeks }, props: { ...EMPTY_PROPS } };
  return { ...values, lines: [...values.lines, line] };
}

export function removeLine(values: BookingValues, lineIndex: number): BookingValues {
  return { ...values, lines: values.lines.filter((_line, index) => index !== lineIndex) };
}

function updateLine(values: BookingValues, lineIndex: number, change: (line: BookingLine) => BookingLine): BookingValues {
  return { ...values, lines: values.lines.map((line, index) => (index === lineIndex ? change(line) : line)) };
}

export const setChild = (values: BookingValues, lineIndex: number, child: number | null) =>
  updateLine(values, lineIndex, (line) => ({ ...line, child }));

export const setProp = <F extends keyof LineProps>(values: BookingValues, lineIndex: number, field: F, value: LineProps[F]) =>
  updateLine(values, lineIndex, (line) => ({ ...line, props: { ...line.props, [field]: value } }));

/**
 * Ticks or unticks a day type of a week. Half day and full day exclude each other in a week; unless the course
 * allows several weeks, choosing a week clears the others.
 */
export function toggleDayType(
  values: BookingValues,
  lineIndex: number,
  weekId: number,
  dayType: DayType,
  checked: boolean,
  multipleWeeks: boolean,
): BookingValues {
  return updateLine(values, lineIndex, (line) => {
    if (!checked) {
      if (line.weeks[weekId] !== dayType) return line;
      const weeks = { ...line.weeks };
      delete weeks[weekId];
      return { ...line, weeks };
    }
    return { ...line, weeks: multipleWeeks ? { ...line.weeks, [weekId]: dayType } : { [weekId]: dayType } };
  });
}

/**
 * Weeks a parent can choose: open, on the waiting list, or still before the opening (the dialog can be filled
 * ahead); not closed and not full.
 */
export const isChoosable = (week: BookableWeek) => !week.full && week.state !== 'after_registration';

/** A line's chosen weeks in the course's order: the order of `courseWeeks` in the payload, which error keys index. */
export function chosenWeekIds(line: BookingLine, course: BookableCourse): number[] {
  return course.courseWeeks.filter((week) => line.weeks[week.id] !== undefined).map((week) => week.id);
}

/** The payload of POST /api/send-registration: weeks without a day type are left out. */
export function toPayload(values: BookingValues, course: BookableCourse): BookingInput {
  return {
    bookedChildren: values.lines.map((line) => ({
      children: line.child,
      props: line.props,
      courseWeeks: chosenWeekIds(line, course).map((id) => ({ courseWeek: id, dayType: line.weeks[id]! })),
    })),
    emergency_contact1_phone: values.emergency_contact1_phone,
    emergency_contact2_phone: values.emergency_contact2_phone,
    comment: values.comment,
  };
}

/**
 * Every error the dialog can find before sending (specification section 5), keyed by the payload's field
 * names as the server's 422 keys them: the domain's booking rules, the fields' own limits, and a child whose
 * data must be updated first.
 */
export function formErrors(values: BookingValues, course: BookableCourse, children: readonly FamilyChild[], lang: Language): BookingErrors {
  const parsed = bookingSchema.safeParse(toPayload(values, course));
  if (!parsed.success) {
    return Object.fromEntries(parsed.error.issues.map((issue) => [fieldName(issue.path), issueMessage(issue as never)]));
  }
  const errors = bookingErrors(parsed.data, course, children, lang);
  values.lines.forEach((line, index) => {
    const child = children.find((candidate) => candidate.id === line.child);
    if (child?.needs_update) {
      errors[`bookedChildren.${index}.children`] ??= { key: 'booking.errors.child_needs_update', params: { child: child.display_name } };
    }
  });
  return errors;
}

/** The field name of a week of a line, as error keys name it (its index among the line's chosen weeks). */
export function weekField(values: BookingValues, course: BookableCourse, lineIndex: number, weekId: number): string {
  return `bookedChildren.${lineIndex}.courseWeeks.${chosenWeekIds(values.lines[lineIndex]!, course).indexOf(weekId)}`;
}

export interface SummaryWeek {
  week: BookableWeek;
  dayType: DayType;
  price: number;
  /** Where the line would go by the week's numbers the dialog has: a place, the waiting list, or none left. */
  place: 'confirmed' | 'waiting' | null;
}

export interface BookingSummary {
  lines: { key: string; child: FamilyChild | undefined; weeks: SummaryWeek[] }[];
  /** What the confirmed places cost; waiting ones owe nothing until a place is free (decision 022). */
  total: number;
  waiting: boolean;
}

const amount = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * What the dialog would book and what it costs, before sending: per line the chosen weeks with day type and
 * price (the domain's price rule), where each would go, and the total of the places. The weeks' free places
 * go to the lines in the order sent, as the server decides them; others may book meanwhile, so the server's
 * answer decides.
 */
export function bookingSummary(values: BookingValues, course: BookableCourse, children: readonly FamilyChild[]): BookingSummary {
  const taken = new Map<number, { confirmed: number; waiting: number }>();
  const lines = values.lines.map((line) => ({
    key: line.key,
    child: children.find((candidate) => candidate.id === line.child),
    weeks: chosenWeekIds(line, course).map((id): SummaryWeek => {
      const week = course.courseWeeks.find((candidate) => candidate.id === id)!;
      const dayType = line.weeks[id]!;
      const before = taken.get(id) ?? { confirmed: 0, waiting: 0 };
      const place = nextPlace({ maxParticipants: week.free_places, waitingList: week.waiting_free_places, offered: 0, ...before });
      if (place) taken.set(id, { ...before, [place]: before[place] + 1 });
      return { week, dayType, price: registrationPrice({ price: amount(week.price), price_half_day: amount(week.price_half_day) }, dayType), place };
    }),
  }));
  const weeks = lines.flatMap((line) => line.weeks);
  return {
    lines,
    total: sumMoney(weeks.filter((week) => week.place === 'confirmed').map((week) => week.price)),
    waiting: weeks.some((week) => week.place === 'waiting'),
  };
}
