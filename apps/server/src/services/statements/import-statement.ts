import { CSV_MAPPING_FIELDS, CSV_REQUIRED_FIELDS, type CsvMapping, type StatementImportCounts, type StatementUploadQuery, type UnreadableLine } from '@app/domain';
import { sql } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { statementLineBookings, statementLines } from '../../db/schema';
import { invalid, type MessageRef } from '../../lib/errors';
import { rememberedMapping, rememberMapping } from './csv-mappings';
import { loadMatchableBookings } from './load-matchable-bookings';
import { createMatcher } from './match-lines';
import { guessMapping, parseCsvStatement, withHeaderRow, type CsvTable } from './parse-csv';
import type { StatementReader } from './read-statement';
import type { ParsedStatement, UnreadableParams, UnreadableReason } from './statement-line';

export type ImportResult =
  | { kind: 'imported'; format: ParsedStatement['format']; counts: StatementImportCounts; unreadableLines: UnreadableLine[] }
  | { kind: 'mapping'; columns: string[]; header: boolean; sample: string[][]; mapping: ReturnType<typeof guessMapping> };

const SAMPLE_ROWS = 3;

const fileError = (reason: UnreadableReason, { limit, currency }: UnreadableParams): never => {
  // German and Italian both group thousands with a point: 20.000.
  const params = { ...(limit === undefined ? {} : { max: limit.toLocaleString('de-DE') }), ...(currency === undefined ? {} : { currency }) };
  const ref: MessageRef = { key: `statements.upload.${reason}`, ...(Object.keys(params).length > 0 ? { params } : {}) };
  throw invalid({ file: ref }, ref);
};

/** The mapping of the upload's query string, complete and inside the file's columns, or undefined when none was sent. */
function chosenMapping(query: StatementUploadQuery, table: CsvTable): CsvMapping | undefined {
  if (CSV_MAPPING_FIELDS.every((field) => query[field] === undefined)) return undefined;
  const missing = CSV_REQUIRED_FIELDS.filter((field) => query[field] === undefined);
  if (missing.length > 0) throw invalid(Object.fromEntries(missing.map((field) => [field, 'required'])));
  const mapping: CsvMapping = { date: query.date!, amount: query.amount!, payer: query.payer ?? null, text: query.text!, reference: query.reference ?? null };
  const outside = (Object.keys(mapping) as (keyof CsvMapping)[]).filter((field) => (mapping[field] ?? -1) >= table.width);
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
 * its shape, is not imported: the answer lists its columns to map.
 */
export async function importStatement(
  db: Database,
  input: { bytes: Uint8Array; fileName: string; query: StatementUploadQuery; userId: number; now: Date; timeZone: string; read: StatementReader },
): Promise<ImportResult> {
  const read = await input.read(input.bytes);
  if (read.kind === 'unreadable') return fileError(read.reason, read);

  return transaction(db, async (tx) => {
    let statement: ParsedStatement;
    if (read.kind === 'csv') {
      const table = input.query.header === undefined ? read.table : withHeaderRow(read.table, input.query.header);
      const chosen = chosenMapping(input.query, table);
      const mapping = chosen ?? (await rememberedMapping(tx, table));
      if (!mapping) {
        return {
          kind: 'mapping',
          columns: table.header?.cells ?? Array.from({ length: table.width }, () => ''),
          header: table.header !== null,
          sample: table.rows.slice(0, SAMPLE_ROWS).map((row) => row.cells),
          mapping: guessMapping(table),
        };
      }
      statement = parseCsvStatement(table, mapping);
      if (statement.lines.length === 0 && statement.notCredits === 0) {
        const ref: MessageRef = { key: 'statements.upload.mapping_unreadable' };
        throw invalid({ date: ref, amount: ref }, ref);
      }
      if (chosen) await rememberMapping(tx, table, chosen, input.now);
    } else statement = read.statement;

    const unique = [...new Map(statement.lines.map((line) => [line.key, line])).values()];
    const referenced = new Set(unique.flatMap((line) => line.references));
    const bookings = await loadMatchableBookings(tx, { referencedIds: [...referenced], timeZone: input.timeZone });
    // A booking the file pays by reference is not proposed for another of its lines as well.
    const match = createMatcher(bookings, referenced);
    const rows = unique.map((line) => {
      const found = match(line);
      return {
        line_key: line.key,
        legacy_key: line.legacy?.key ?? null,
        legacy_remittance: line.legacy?.remittance ?? null,
        booked_on: line.bookedOn,
        amount: line.amount,
        payer: line.payer?.slice(0, 300) ?? null,
        remittance: line.remittance,
        match: found.match,
        booking_id: found.bookingIds[0] ?? null,
        split: found.bookingIds.length > 1 ? found.bookingIds : null,
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
          as line(line_key varchar, legacy_key varchar, legacy_remittance text, booked_on date, amount numeric, payer varchar, remittance text, match text, booking_id int)
        where line.legacy_key is null or not exists (
          select 1 from ${statementLines} known
          where known.line_key = line.legacy_key and known.booked_on = line.booked_on and known.amount = line.amount
            and known.payer is not distinct from line.payer and known.remittance is not distinct from line.legacy_remittance)
        on conflict (line_key) do nothing
        returning id, line_key, match`);
    // Both drivers answer the rows under `rows`.
    const added = (inserted as unknown as { rows: { id: number; line_key: string; match: string }[] }).rows;
    // A transfer for two or more bookings names them all: it is split across them when booked.
    const splits = new Map(rows.flatMap((row) => (row.split ? [[row.line_key, row.split] as const] : [])));
    const splitRows = added.flatMap((line) => (splits.get(line.line_key) ?? []).map((bookingId, position) => ({ statement_line_id: line.id, booking_id: bookingId, position })));
    if (splitRows.length > 0) await tx.insert(statementLineBookings).values(splitRows);
    const count = (kind: string) => added.filter((row) => row.match === kind).length;
    return {
      kind: 'imported',
      format: statement.format,
      counts: {
        credits: statement.lines.length,
        added: added.length,
        already_imported: statement.lines.length - added.length,
        not_credits: statement.notCredits,
        pending: statement.pending,
        balances: statement.balances,
        unreadable: statement.unreadable.length,
        reference: count('reference'),
        proposal: count('proposal'),
        none: count('none'),
      },
      unreadableLines: statement.unreadable,
    };
  });
}
