import type { StatementLineListQuery, StatementLineSortKey } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, courseWeeks, registrations, statementLines, users } from '../../db/schema';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';
import { openAmountSql } from '../../repositories/registrations';

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

// The booking a line names, as it stands now: its standing (not deleted, not waiting) registrations.
const standingOfLine = sql`${registrations.booking_id} = ${statementLines.booking_id} and ${registrations.deleted_at} is null and not ${registrations.is_waiting}`;
const bookingChildren = sql<string[] | null>`(select array_agg(${children.first_name} || ' ' || ${children.last_name} order by ${registrations.id})
  from ${registrations} join ${children} on ${children.id} = ${registrations.child_id} where ${standingOfLine})`;
const bookingOpenTotal = sql<number | null>`(select sum(${openAmountSql})::float8
  from ${registrations} join ${courseWeeks} on ${courseWeeks.id} = ${registrations.course_week_id} where ${standingOfLine})`;

/** A page of imported statement lines with the booking each names (children, open total) and who decided it. */
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
      booking_id: statementLines.booking_id,
      booking_children: bookingChildren,
      booking_open_total: bookingOpenTotal,
      imported_at: statementLines.imported_at,
      decided_at: statementLines.decided_at,
      decided_by_name: users.name,
    })
    .from(statementLines)
    .leftJoin(users, eq(users.id, statementLines.decided_by_user_id))
    .$dynamic();
  return fetchList(db, select, STATEMENT_LINE_LIST, query, [
    query.state === undefined ? undefined : eq(statementLines.state, query.state),
    query.match === undefined ? undefined : eq(statementLines.match, query.match),
  ]);
}
