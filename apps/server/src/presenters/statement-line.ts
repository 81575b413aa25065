import { bookingReference, type StatementLine } from '@app/domain';
import type { listStatementLines } from '../services/statements/list-statement-lines';

type StatementLineRow = Awaited<ReturnType<typeof listStatementLines>>['data'][number];

export function presentStatementLine(row: StatementLineRow): StatementLine {
  const openTotal = Number(row.booking_open_total ?? 0);
  return {
    id: row.id,
    file_name: row.file_name,
    booked_on: row.booked_on,
    amount: row.amount,
    payer: row.payer,
    remittance: row.remittance,
    match: row.match,
    state: row.state,
    booking:
      row.booking_id === null
        ? null
        : { id: row.booking_id, reference: bookingReference(row.booking_id), children: row.booking_children ?? [], open_total: openTotal },
    overpaid: row.state === 'open' && row.booking_id !== null && Math.round(row.amount * 100) > Math.round(openTotal * 100),
    imported_at: row.imported_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    decided_by_name: row.decided_by_name,
  };
}
