import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, courseWeeks, refunds, registrations, statementLines } from '../../db/schema';

/**
 * The office's refund to-do (decisions 025 and 023): the refunds not marked done, oldest first, each with the
 * weeks its booking gave up, or the statement line whose overpayment it is (the transfer tells the office whom
 * to pay back). Two queries whatever their number.
 */
export async function listOpenRefunds(db: Executor) {
  const open = await db
    .select({ refund: refunds, line: { booked_on: statementLines.booked_on, amount: statementLines.amount, payer: statementLines.payer } })
    .from(refunds)
    .leftJoin(statementLines, eq(statementLines.id, refunds.statement_line_id))
    .where(isNull(refunds.refunded_at))
    .orderBy(asc(refunds.created_at), asc(refunds.id));
  if (open.length === 0) return [];
  const weeks = await db
    .select({
      refundId: registrations.refund_id,
      course: { name: courses.name, name_it: courses.name_it },
      week: { name: courseWeeks.name, name_it: courseWeeks.name_it, from: courseWeeks.from, to: courseWeeks.to },
    })
    .from(registrations)
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.course_week_id))
    .innerJoin(courses, eq(courses.id, courseWeeks.course_id))
    .where(inArray(registrations.refund_id, open.map(({ refund }) => refund.id)))
    .orderBy(asc(courseWeeks.from), asc(registrations.id));
  return open.map(({ refund, line }) => ({ refund, line, weeks: weeks.filter((week) => week.refundId === refund.id) }));
}
export type OpenRefundRow = Awaited<ReturnType<typeof listOpenRefunds>>[number];
