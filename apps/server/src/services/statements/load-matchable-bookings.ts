import { sumMoney } from '@app/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, childParents, children, people, registrations } from '../../db/schema';
import { openAmountSql, selectRegistrations, standingRegistrationSql } from '../../repositories/registrations';
import type { MatchableBooking } from './match-lines';

/**
 * The bookings a statement's lines can be matched to, in one read: those with something open, and those the
 * lines name by reference (a paid booking named again is matched, and its line shows as an overpayment). Only
 * standing registrations count: not deleted, not waiting (a waiting one is not owed until promoted). The day
 * a booking was made is its day in `timeZone`, the organisation's, as a statement's dates are.
 */
export async function loadMatchableBookings(db: Executor, input: { referencedIds: readonly number[]; timeZone: string }): Promise<MatchableBooking[]> {
  const { referencedIds } = input;
  // Joined, not a subquery per row: a row per parent of each child, folded into the booking below.
  const rows = await selectRegistrations(db, {
    bookingId: registrations.booking_id,
    registrationId: registrations.id,
    open: openAmountSql,
    childName: children.last_name,
    parentName: people.last_name,
    createdOn: sql<string>`(${bookings.created_at} at time zone ${input.timeZone})::date::text`,
  })
    .innerJoin(bookings, eq(bookings.id, registrations.booking_id))
    .leftJoin(childParents, eq(childParents.child_id, children.id))
    .leftJoin(people, eq(people.id, childParents.person_id))
    .where(
      and(
        standingRegistrationSql,
        or(sql`${openAmountSql} > 0`, referencedIds.length > 0 ? inArray(registrations.booking_id, [...referencedIds]) : undefined),
      ),
    );
  const found = new Map<number, MatchableBooking>();
  const counted = new Set<number>();
  for (const row of rows) {
    const booking = found.get(row.bookingId) ?? { id: row.bookingId, openTotal: 0, lastNames: [], createdOn: row.createdOn };
    // A registration comes once per parent of its child: its open amount counts once.
    if (!counted.has(row.registrationId)) {
      counted.add(row.registrationId);
      booking.openTotal = sumMoney([booking.openTotal, Number(row.open)]);
    }
    for (const name of [row.childName, row.parentName]) if (name && !booking.lastNames.includes(name)) booking.lastNames.push(name);
    found.set(row.bookingId, booking);
  }
  return [...found.values()];
}
