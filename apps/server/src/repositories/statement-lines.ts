import { inArray, or, sql, type SQL } from 'drizzle-orm';
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
