import { parseBookingReference } from '@app/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { transaction, type Database, type Transaction } from '../../db/client';
import { bookings, refunds, statementLineBookings, statementLines } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { recordBookingPayment } from '../payments/record-booking-payment';

/** Thrown inside a line's transaction to undo it: the line stays open. */
class LeaveOpen extends Error {
  constructor(readonly why: 'nothing_standing' | 'overpaid') {
    super(why);
  }
}

type Outcome = { kind: 'booked'; overpaid: number } | { kind: 'skipped' } | { kind: LeaveOpen['why'] };

interface Decision {
  userId: number;
  now: Date;
  timeZone: string;
}

/** The bookings a line is booked onto: those it names by reference when two or more, in their order, else its one. */
async function bookingsOfLine(tx: Transaction, line: { id: number; booking_id: number | null }): Promise<number[]> {
  const split = await tx
    .select({ bookingId: statementLineBookings.booking_id })
    .from(statementLineBookings)
    .where(eq(statementLineBookings.statement_line_id, line.id))
    .orderBy(asc(statementLineBookings.position));
  if (split.length > 0) return split.map((row) => row.bookingId);
  return line.booking_id === null ? [] : [line.booking_id];
}

/**
 * Books one statement line in one transaction: the line becomes `booked` only if it is still open (the
 * `WHERE state = 'open'` guard: of two staff confirming at once, the second finds nothing to book), then the
 * payment is recorded with the line's booking date, split across the bookings it names in their order, each
 * up to what it owes (decision 023). What is left (a booking paid already, a transfer above what is open) is
 * the line's refund, on the refunds to-do. Bookings with nothing standing undo both; so does an overpayment
 * when `leaveOverpaid` (book all matched leaves those for a person to decide). `bookingId`, a person's
 * assignment, replaces the bookings the line named.
 */
async function bookLine(db: Database, lineId: number, decision: Decision & { bookingId?: number; leaveOverpaid?: boolean }): Promise<Outcome> {
  try {
    return await transaction(db, async (tx) => {
      const [line] = await tx
        .update(statementLines)
        .set({
          state: 'booked',
          decided_at: decision.now,
          decided_by_user_id: decision.userId,
          ...(decision.bookingId === undefined ? {} : { booking_id: decision.bookingId }),
        })
        .where(and(eq(statementLines.id, lineId), eq(statementLines.state, 'open'), decision.bookingId === undefined ? isNotNull(statementLines.booking_id) : undefined))
        .returning();
      if (!line) return { kind: 'skipped' } as const;
      if (decision.bookingId !== undefined) await tx.delete(statementLineBookings).where(eq(statementLineBookings.statement_line_id, line.id));
      let left = line.amount;
      let refundOf: number | undefined;
      for (const bookingId of await bookingsOfLine(tx, line)) {
        if (left <= 0) break;
        const paid = await recordBookingPayment(tx, { bookingId, amount: left, paidOn: line.booked_on, now: decision.now, timeZone: decision.timeZone });
        if (!paid.standing) continue;
        refundOf ??= bookingId;
        left = paid.overpaid;
      }
      if (refundOf === undefined) throw new LeaveOpen('nothing_standing');
      if (left > 0) {
        if (decision.leaveOverpaid) throw new LeaveOpen('overpaid');
        await tx.insert(refunds).values({ booking_id: refundOf, amount: left, statement_line_id: line.id, created_at: decision.now });
      }
      return { kind: 'booked', overpaid: left } as const;
    });
  } catch (error) {
    if (error instanceof LeaveOpen) return { kind: error.why };
    throw error;
  }
}

export interface BookedLines {
  booked: number[];
  overpaid: { id: number; amount: number }[];
  skipped: number[];
  left: number[];
}

/** Books lines one after the other, oldest booking date first, so the partial payments of a booking add up in order. */
async function bookLines(db: Database, ids: readonly number[], decision: Decision & { leaveOverpaid: boolean }): Promise<BookedLines> {
  const ordered = await db
    .select({ id: statementLines.id })
    .from(statementLines)
    .where(inArray(statementLines.id, [...ids]))
    .orderBy(asc(statementLines.booked_on), asc(statementLines.id));
  const result: BookedLines = { booked: [], overpaid: [], skipped: ids.filter((id) => !ordered.some((line) => line.id === id)), left: [] };
  for (const { id } of ordered) {
    const outcome = await bookLine(db, id, decision);
    if (outcome.kind === 'booked') {
      result.booked.push(id);
      if (outcome.overpaid > 0) result.overpaid.push({ id, amount: outcome.overpaid });
    } else if (outcome.kind === 'overpaid') result.left.push(id);
    else result.skipped.push(id);
  }
  return result;
}

/** A person confirms these lines (matched ones, or accepted proposals): each is booked onto the booking it names. */
export function confirmStatementLines(db: Database, input: Decision & { ids: readonly number[] }): Promise<BookedLines> {
  return bookLines(db, input.ids, { ...input, leaveOverpaid: false });
}

/** "Book all matched": every open line matched by reference, except those above their bookings' open total. */
export async function confirmMatchedStatementLines(db: Database, input: Decision): Promise<BookedLines> {
  const matched = await db
    .select({ id: statementLines.id })
    .from(statementLines)
    .where(and(eq(statementLines.state, 'open'), eq(statementLines.match, 'reference')));
  return bookLines(db, matched.map((line) => line.id), { ...input, leaveOverpaid: true });
}

/**
 * A person books a line onto the booking of a reference they typed: 422 on `reference` when its check digits
 * are wrong or its booking has nothing standing, 409 when the line was decided meanwhile.
 */
export async function assignStatementLine(db: Database, input: Decision & { id: number; reference: string }): Promise<{ overpaid: number }> {
  const bookingId = parseBookingReference(input.reference);
  if (bookingId === null) throw invalid({ reference: { key: 'statements.reference_invalid' } });
  const [line] = await db.select({ state: statementLines.state }).from(statementLines).where(eq(statementLines.id, input.id));
  if (!line) throw notFound();
  const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw invalid({ reference: { key: 'statements.reference_unknown' } });
  const outcome = await bookLine(db, input.id, { ...input, bookingId });
  if (outcome.kind === 'nothing_standing') throw invalid({ reference: { key: 'statements.reference_unknown' } });
  if (outcome.kind !== 'booked') throw conflict('statements.already_decided');
  return { overpaid: outcome.overpaid };
}

/** A person sets an open line aside, saying why: it is never booked; 409 when it was decided meanwhile. */
export async function ignoreStatementLine(db: Database, input: Omit<Decision, 'timeZone'> & { id: number; reason: string }): Promise<void> {
  const [ignored] = await db
    .update(statementLines)
    .set({ state: 'ignored', decided_at: input.now, decided_by_user_id: input.userId, ignore_reason: input.reason })
    .where(and(eq(statementLines.id, input.id), eq(statementLines.state, 'open')))
    .returning({ id: statementLines.id });
  if (ignored) return;
  const [line] = await db.select({ id: statementLines.id }).from(statementLines).where(eq(statementLines.id, input.id));
  if (!line) throw notFound();
  throw conflict('statements.already_decided');
}
