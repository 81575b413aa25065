import { datesOverlap, formatDate, lineField, localName, nextPlace, translate, type BookingAnswer, type Language, type WeekCounts } from '@app/domain';
import { invalid, notFound, type DomainError } from '../../lib/errors';
import { weekCounts } from '../../lib/week-state';
import { childFullName, weekName, type ChildRow, type FieldErrors, type WeekRow } from './booking-job';

/** A week as the batch locked it, with its committed counts, which stay so until the commit. */
export interface LockedWeek {
  id: number;
  max_participants: number;
  waiting_list: number;
  confirmed_count: number;
  waiting_count: number;
  offered_count: number;
}

/** A registration of a booked child near the booked weeks (json_agg keeps the select's names). */
export interface ExistingRegistration {
  child_id: number;
  from: string;
  to: string;
  week_name: string;
  week_name_it: string;
  course_name: string;
  course_name_it: string;
}

/** What placing reads of a line: the child, the week, and where in the request a refusal is told. */
export interface LineToPlace {
  lineIndex: number;
  weekIndex: number;
  child: Pick<ChildRow, 'id' | 'first_name' | 'last_name'>;
  week: Pick<WeekRow, 'id' | 'name' | 'name_it' | 'from' | 'to'>;
}

export interface BookingToPlace<L extends LineToPlace> {
  lines: readonly L[];
  /** The language of the answer's sentences and of the refusals. */
  lang: Language;
}

/** Where a line of a stored booking went: a place, or the waiting list at this position. */
export interface Placed<L extends LineToPlace> {
  line: L;
  isWaiting: boolean;
  waitingPosition: number | null;
}

export type Placement<L extends LineToPlace> = { ok: true; placed: Placed<L>[]; answer: BookingAnswer } | { ok: false; error: DomainError };

/** A locked week's counts once the batch is placed, and what the batch's stored bookings add to them. */
export interface WeekTally {
  now: WeekCounts;
  added: { confirmed: number; waiting: number };
}

/**
 * Places a batch of bookings on the locked weeks, booking after booking in arrival order, each all lines or
 * none on the counts moved by the ones before it (the capacity's `nextPlace`, the one rule): a refused
 * booking's lines move nothing, so its places go to the bookings after it. Answers each booking's placement,
 * in the order given, and every locked week's tally, by week id.
 */
export function placeBatch<L extends LineToPlace>(
  bookings: readonly BookingToPlace<L>[],
  weeks: readonly LockedWeek[],
  existing: readonly ExistingRegistration[],
): { placements: Placement<L>[]; tallies: Map<number, WeekTally> } {
  const tallies = new Map(weeks.map((week) => [week.id, { now: weekCounts(week), added: { confirmed: 0, waiting: 0 } }]));
  const placements = bookings.map((booking) => placeBooking(booking, tallies, existing));
  return { placements, tallies };
}

function placeBooking<L extends LineToPlace>(
  { lines, lang }: BookingToPlace<L>,
  tallies: Map<number, WeekTally>,
  existing: readonly ExistingRegistration[],
): Placement<L> {
  // A week deleted since the booking was prepared is not found any more, as a removed child is: only this
  // booking is refused, the rest of the batch is placed (locked weeks = prepared weeks).
  if (lines.some((line) => !tallies.has(line.week.id))) return { ok: false, error: notFound() };
  const elsewhere = elsewhereThatWeek(lines, existing, lang);
  // Refused on these lines alone, as a booking sent alone is: its other lines are not told a week is full.
  if (Object.keys(elsewhere).length > 0) return { ok: false, error: invalid(elsewhere) };

  const full: FieldErrors = {};
  const trial = new Map([...tallies].map(([id, tally]) => [id, { ...tally.now }]));
  const placed = lines.map((line): Placed<L> => {
    const now = trial.get(line.week.id)!;
    const place = nextPlace(now);
    if (place === null) {
      full[lineField(line.lineIndex, line.weekIndex)] ??= { key: 'booking.errors.week_full', params: { week: weekName(line.week, lang) } };
      return { line, isWaiting: false, waitingPosition: null };
    }
    now[place]++;
    // The newest on the list: behind every waiting place counted so far, and the children offered a place (still on it).
    return { line, isWaiting: place === 'waiting', waitingPosition: place === 'waiting' ? now.waiting + now.offered : null };
  });
  if (Object.keys(full).length > 0) return { ok: false, error: invalid(full) };

  for (const { line, isWaiting } of placed) {
    const tally = tallies.get(line.week.id)!;
    const place = isWaiting ? 'waiting' : 'confirmed';
    tally.now[place]++;
    tally.added[place]++;
  }
  const sentence = ({ line, isWaiting }: Placed<L>) =>
    translate(lang, isWaiting ? 'booking.waiting' : 'booking.registered', {
      child: line.child.first_name,
      week: weekName(line.week, lang),
      from: formatDate(line.week.from),
      to: formatDate(line.week.to),
    });
  const answer: BookingAnswer = {
    success: true,
    message: placed.map(sentence),
    waitingQueueWarnings: placed.filter((entry) => entry.isWaiting).map(sentence),
  };
  return { ok: true, placed, answer };
}

/**
 * One programme per calendar week, across all courses: the lines whose child already has a registration in
 * an overlapping week, told with the course and week it is in.
 */
function elsewhereThatWeek(lines: readonly LineToPlace[], existing: readonly ExistingRegistration[], lang: Language): FieldErrors {
  const errors: FieldErrors = {};
  for (const line of lines) {
    const registration = existing.find((row) => row.child_id === line.child.id && datesOverlap(row, line.week));
    if (registration) {
      errors[lineField(line.lineIndex, line.weekIndex)] ??= {
        key: 'booking.errors.one_programme_per_week',
        params: {
          child: childFullName(line.child),
          course: localName({ name: registration.course_name, name_it: registration.course_name_it }, lang),
          week: localName({ name: registration.week_name, name_it: registration.week_name_it }, lang),
        },
      };
    }
  }
  return errors;
}
