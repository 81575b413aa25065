import { CSV_REQUIRED_FIELDS, findBookingReferences, type CsvMapping, type StatementImportCounts, type StatementUploadQuery } from '@app/domain';
import { sql } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { statementLines } from '../../db/schema';
import { invalid, type MessageRef } from '../../lib/errors';
import { rememberedMapping, rememberMapping } from './csv-mappings';
import { loadMatchableBookings } from './load-matchable-bookings';
import { createMatcher } from './match-lines';
import { guessMapping, parseCsvStatement, type CsvTable } from './parse-csv';
import type { StatementReader } from './read-statement';
import type { ParsedStatement, UnreadableReason } from './statement-line';

export type ImportResult =
  | { kind: 'imported'; format: ParsedStatement['format']; counts: StatementImportCounts }
  | { kind: 'mapping'; columns: string[]; sample: string[][]; mapping: ReturnType<typeof guessMapping> };

const SAMPLE_ROWS = 3;

const fileError = (reason: UnreadableReason, limit?: number): never => {
  // German and Italian both group thousands with a point: 20.000.
  const ref: MessageRef = { key: `statements.upload.${reason}`, ...(limit === undefined ? {} : { params: { max: limit.toLocaleString('de-DE') } }) };
  throw invalid({ file: ref }, ref);
};

/** The mapping of the upload's query string, complete and inside the header, or undefined when none was sent. */
function chosenMapping(query: StatementUploadQuery, table: CsvTable): CsvMapping | undefined {
  if (Object.values(query).every((column) => column === undefined)) return undefined;
  const missing = CSV_REQUIRED_FIELDS.filter((field) => query[field] === undefined);
  if (missing.length > 0) throw invalid(Object.fromEntries(missing.map((field) => [field, 'required'])));
  const mapping: CsvMapping = { date: query.date!, amount: query.amount!, payer: query.payer!, text: query.text!, reference: query.reference ?? null };
  const outside = (Object.keys(mapping) as (keyof CsvMapping)[]).filter((field) => (mapping[field] ?? -1) >= table.header.length);
  if (outside.length > 0) {
    throw invalid(Object.fromEntries(outside.map((field) => [field, { key: 'statements.upload.mapping_column', params: { number: mapping[field]! + 1 } }])));
  }
  return mapping;
}

/**
 * Reads an uploaded statement (`read`: in a document worker, off the thread that answers requests), matches its
 * credit lines to bookings (one read of the matchable bookings) and stores the lines that are new, all in one
 * transaction: a line already imported (same `line_key`, or its legacy key with the same content) is left as
 * it is, so importing a file again adds and changes nothing. A CSV without a mapping, chosen or remembered for
 * its header, is not imported: the answer lists its columns to map.
 */
export async function importStatement(
  db: Database,
  input: { bytes: Uint8Array; fileName: string; query: StatementUploadQuery; userId: number; now: Date; read: StatementReader },
): Promise<ImportResult> {
  const read = await input.read(input.bytes);
  if (read.kind === 'unreadable') return fileError(read.reason, read.limit);

  return transaction(db, async (tx) => {
    let statement: ParsedStatement;
    if (read.kind === 'csv') {
      const chosen = chosenMapping(input.query, read.table);
      const mapping = chosen ?? (await rememberedMapping(tx, read.table.header));
      if (!mapping) {
        return { kind: 'mapping', columns: read.table.header, sample: read.table.rows.slice(0, SAMPLE_ROWS), mapping: guessMapping(read.table.header) };
      }
      statement = parseCsvStatement(read.table, mapping);
      if (statement.lines.length === 0 && statement.notCredits === 0) {
        const ref: MessageRef = { key: 'statements.upload.mapping_unreadable' };
        throw invalid({ date: ref, amount: ref }, ref);
      }
      if (chosen) await rememberMapping(tx, read.table.header, chosen, input.now);
    } else statement = read.statement;

    const unique = [...new Map(statement.lines.map((line) => [line.key, line])).values()];
    const bookings = await loadMatchableBookings(tx, [...new Set(unique.flatMap((line) => findBookingReferences(line.remittance ?? '')))]);
    const match = createMatcher(bookings);
    const rows = unique.map((line) => {
      const found = match(line);
      return {
        line_key: line.key,
        legacy_key: line.legacyKey ?? null,
        booked_on: line.bookedOn,
        amount: line.amount,
        payer: line.payer?.slice(0, 300) ?? null,
        remittance: line.remittance,
        match: found.match,
        booking_id: found.bookingId,
      };
    });
    // All lines as one JSON parameter, in file order: thousands of bound parameters cost the embedded database
    // more than the rows themselves (1.2 s for 2,000 lines, decision 023). A line stored before issue 33 under
    // its bank reference alone is known by that key and its content: the references were not stored, so no
    // migration can give those lines their new keys.
    const inserted = await tx.execute(sql`
        insert into ${statementLines} (line_key, file_name, booked_on, amount, payer, remittance, match, booking_id, imported_by_user_id, imported_at)
        select line.line_key, ${input.fileName}, line.booked_on, line.amount, line.payer, line.remittance, line.match::statement_match, line.booking_id,
          ${input.userId}::int, ${input.now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as line(line_key varchar, legacy_key varchar, booked_on date, amount numeric, payer varchar, remittance text, match text, booking_id int)
        where line.legacy_key is null or not exists (
          select 1 from ${statementLines} known
          where known.line_key = line.legacy_key and known.booked_on = line.booked_on and known.amount = line.amount
            and known.payer is not distinct from line.payer and known.remittance is not distinct from line.remittance)
        on conflict (line_key) do nothing
        returning match`);
    // Both drivers answer the rows under `rows`.
    const added = (inserted as unknown as { rows: { match: string }[] }).rows;
    const count = (kind: string) => added.filter((row) => row.match === kind).length;
    return {
      kind: 'imported',
      format: statement.format,
      counts: {
        credits: statement.lines.length,
        added: added.length,
        already_imported: statement.lines.length - added.length,
        not_credits: statement.notCredits,
        unreadable: statement.unreadable,
        reference: count('reference'),
        proposal: count('proposal'),
        none: count('none'),
      },
    };
  });
}
