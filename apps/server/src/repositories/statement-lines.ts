import { and, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { statementLineBookings, statementLines } from '../db/schema';

/**
 * The statement lines of these bookings, whichever way a line names a booking: `booking_id` (its one booking,
 * or the first of several) or `statement_line_bookings` (every booking of a line that pays several, issue 38).
 * A family's data export lists these lines and its erasure scrubs them (decision 025): one condition, so the two
 * cannot disagree. `bookingIds` must not be empty.
 */
export const statementLinesOfBookings = (bookingIds: readonly number[]): SQL =>
  or(
    inArray(statementLines.booking_id, [...bookingIds]),
    sql`exists (select 1 from ${statementLineBookings} where ${statementLineBookings.statement_line_id} = ${statementLines.id} and ${inArray(statementLineBookings.booking_id, [...bookingIds])})`,
  )!;

/**
 * Statement lines booked to no booking whose payer or remittance text names one of these people (each name as
 * written, compared case-insensitively): the bank's line of a family whose transfer nobody could match still names
 * it, and the erasure scrubs it as it scrubs the lines of the family's bookings. `names` must not be empty.
 */
export const unmatchedLinesNaming = (names: readonly string[]): SQL => {
  const lowered = [...new Set(names.map((name) => name.trim().toLowerCase()).filter((name) => name.length >= 5))];
  const text = sql`lower(coalesce(${statementLines.payer}, '') || ' ' || coalesce(${statementLines.remittance}, ''))`;
  return and(
    isNull(statementLines.booking_id),
    sql`not exists (select 1 from ${statementLineBookings} where ${statementLineBookings.statement_line_id} = ${statementLines.id})`,
    lowered.length === 0 ? sql`false` : or(...lowered.map((name) => sql`strpos(${text}, ${name}) > 0`)),
  )!;
};
