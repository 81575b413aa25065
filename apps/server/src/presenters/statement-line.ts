import { bookingReference, roundMoney, sumMoney, type StatementLine } from '@app/domain';
import type { listStatementLines } from '../services/statements/list-statement-lines';

type StatementLineRow = Awaited<ReturnType<typeof listStatementLines>>['data'][number];

export function presentStatementLine(row: StatementLineRow): StatementLine {
  const bookings = row.bookings.map((booking) => ({
    id: booking.id,
    reference: bookingReference(booking.id),
    children: booking.children ?? [],
    // A sum of float8 amounts: 1001.6700000000001 is 1001.67.
    open_total: roundMoney(Number(booking.open_total ?? 0)),
  }));
  const openTotal = sumMoney(bookings.map((booking) => booking.open_total));
  return {
    id: row.id,
    file_name: row.file_name,
    booked_on: row.booked_on,
    amount: row.amount,
    payer: row.payer,
    remittance: row.remittance,
    match: row.match,
    state: row.state,
    bookings,
    overpaid: row.state === 'open' && bookings.length > 0 && row.amount > openTotal,
    refund: row.refund === null ? null : { id: row.refund.id, amount: row.refund.amount, refunded_at: row.refund.refunded_at?.toISOString() ?? null },
    ignore_reason: row.ignore_reason,
    imported_at: row.imported_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    decided_by_name: row.decided_by_name,
  };
}
