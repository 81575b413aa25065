import type { StatementLineListQuery, StatementLineSortKey } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, courseWeeks, refunds, registrations, statementLineBookings, statementLines, users } from '../../db/schema';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';
import { openAmountSql, standingRegistrationSql } from '../../repositories/registrations';

const STATEMENT_LINE_LIST: ListDefinition<StatementLineSortKey> = {
  sortable: {
    booked_on: statementLines.booked_on,
    amount: statementLines.amount,
    payer: caseInsensitive(statementLines.payer),
    imported_at: statementLines.imported_at,
    decided_at: statementLines.decided_at,
  },
  // The oldest first: payments are booked in the order they arrived, so partial payments add up in order.
  defaultSort: [{ key: 'booked_on', desc: false }],
  searchable: [statementLines.payer, statementLines.remittance, statementLines.file_name],
  tiebreaker: statementLines.id,
};

/** What the list shows of each booking a line names, as it stands now. */
export interface LineBooking {
  id: number;
  /** The children of its standing registrations, each once, in booking order, with their number of weeks. */
  children: { name: string; weeks: number }[] | null;
  open_total: number | null;
}

// The standing registrations of the booking `line_booking.id`.
const standing = sql`${registrations.booking_id} = line_booking.id and ${standingRegistrationSql}`;
const childrenOfBooking = sql`(select json_agg(json_build_object('name', child.name, 'weeks', child.weeks) order by child.first_registration)
  from (select ${children.first_name} || ' ' || ${children.last_name} as name, count(*)::int as weeks, min(${registrations.id}) as first_registration
    from ${registrations} join ${children} on ${children.id} = ${registrations.child_id} where ${standing}
    group by ${children.id}, ${children.first_name}, ${children.last_name}) child)`;
const openTotalOfBooking = sql`(select sum(${openAmountSql})::float8
  from ${registrations} join ${courseWeeks} on ${courseWeeks.id} = ${registrations.course_week_id} where ${standing})`;
// The bookings a line names when two or more (in their order), else its one booking.
const lineBookings = sql<LineBooking[]>`(select coalesce(json_agg(json_build_object('id', line_booking.id, 'children', ${childrenOfBooking}, 'open_total', ${openTotalOfBooking}) order by line_booking.position), '[]'::json)
  from (select ${statementLineBookings.booking_id} as id, ${statementLineBookings.position} as position from ${statementLineBookings}
      where ${statementLineBookings.statement_line_id} = ${statementLines.id}
    union all
    select ${statementLines.booking_id}, 0 where ${statementLines.booking_id} is not null
      and not exists (select 1 from ${statementLineBookings} where ${statementLineBookings.statement_line_id} = ${statementLines.id})) line_booking)`;

/**
 * A page of imported statement lines with the bookings each names (children, open total), its refund (what it
 * paid beyond its bookings) and who decided it.
 */
export function listStatementLines(db: Executor, query: StatementLineListQuery) {
  const select = db
    .select({
      id: statementLines.id,
      file_name: statementLines.file_name,
      booked_on: statementLines.booked_on,
      amount: statementLines.amount,
      payer: statementLines.payer,
      remittance: statementLines.remittance,
      match: statementLines.match,
      state: statementLines.state,
      bookings: lineBookings,
      refund: { id: refunds.id, amount: refunds.amount, refunded_at: refunds.refunded_at },
      ignore_reason: statementLines.ignore_reason,
      imported_at: statementLines.imported_at,
      decided_at: statementLines.decided_at,
      decided_by_name: users.name,
    })
    .from(statementLines)
    .leftJoin(users, eq(users.id, statementLines.decided_by_user_id))
    .leftJoin(refunds, eq(refunds.statement_line_id, statementLines.id))
    .$dynamic();
  return fetchList(db, select, STATEMENT_LINE_LIST, query, [
    query.state === undefined ? undefined : eq(statementLines.state, query.state),
    query.match === undefined ? undefined : eq(statementLines.match, query.match),
  ]);
}
