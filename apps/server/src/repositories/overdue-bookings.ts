import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bookings, courses, registrations } from '../db/schema';
import type { Clock } from '../lib/clock';
import { optionValueSql } from './options';
import { openAmountSql, selectRegistrations, standingRegistrationSql } from './registrations';

/**
 * The payment deadline (decision 026), the one place that says which bookings are overdue; the reminder job,
 * the registration list's filter and the dashboard's count read it from here.
 *
 * A registration is owed while it stands (not cancelled, not waiting), its course is active and something of
 * its price is open. It was confirmed when it was booked, or when it was promoted from the waiting list. A
 * booking's due date is the day (in the organisation's time zone) its latest owed registration was confirmed
 * plus `payment_days`; it is overdue from the day after. `payment_days` 0 means no deadline: nothing is overdue.
 * A booking the draw wrote has its own due date, the end of the season's acceptance window (`payment_due_on`,
 * issue 37), until a registration of it is promoted from the waiting list: then the option's days count again.
 */
export const owedRegistrationSql = and(standingRegistrationSql, eq(courses.active, true), sql`${openAmountSql} > 0`)!;

const confirmedAtSql = sql`coalesce(${registrations.promoted_at}, ${registrations.created_at})`;

/**
 * The bookings past their deadline: `bookingId`, `dueOn` (YYYY-MM-DD) and what is open, as a subquery;
 * `registrationsOf` narrows the registrations read (one family's bookings); `paymentDays` counts with a
 * deadline the office has typed and not saved yet, instead of the option's.
 */
export function overdueBookings(db: Executor, clock: Clock, options: { registrationsOf?: SQL; paymentDays?: number } = {}) {
  const { registrationsOf, paymentDays } = options;
  const paymentDaysSql = paymentDays === undefined ? sql`(${optionValueSql('payment_days')})::int` : sql`${paymentDays}::int`;
  const localDay = (instant: SQL) => sql`(${instant} at time zone ${clock.timeZone})::date`;
  const optionDue = sql`case when ${paymentDaysSql} > 0 then ${localDay(sql`max(${confirmedAtSql})`)} + ${paymentDaysSql} end`;
  const ownDue = sql`max((select ${bookings.payment_due_on} from ${bookings} where ${bookings.id} = ${registrations.booking_id}))`;
  const dueOn = sql`case when max(${registrations.promoted_at}) is null and ${ownDue} is not null then ${ownDue} else ${optionDue} end`;
  return selectRegistrations(db, {
    bookingId: registrations.booking_id,
    dueOn: sql<string>`(${dueOn})::text`.as('due_on'),
    openAmount: sql<number>`sum(${openAmountSql})::float8`.as('open_amount'),
  })
    .where(and(owedRegistrationSql, registrationsOf))
    .groupBy(registrations.booking_id)
    .having(sql`${dueOn} < ${localDay(sql`${clock.now.toISOString()}::timestamptz`)}`)
    .as('overdue_bookings');
}

/** The owed registrations of overdue bookings: what the registration list shows for payment=overdue. */
export function overdueRegistrationSql(db: Executor, clock: Clock): SQL {
  const overdue = overdueBookings(db, clock);
  return and(owedRegistrationSql, inArray(registrations.booking_id, db.select({ id: overdue.bookingId }).from(overdue)))!;
}

export async function countOverdueBookings(db: Executor, clock: Clock): Promise<number> {
  const overdue = overdueBookings(db, clock);
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(overdue);
  return row?.count ?? 0;
}
