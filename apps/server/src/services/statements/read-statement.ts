import { parseCamt } from './parse-camt';
import { foreignCurrencyOf, readCsvTable, type CsvTable } from './parse-csv';
import { isZip, readZip } from './read-zip';
import { MAX_STATEMENT_LINES, UnreadableStatementError, type ParsedStatement, type UnreadableParams, type UnreadableReason } from './statement-line';

/**
 * A statement's text: UTF-8 when the bytes are valid UTF-8, else Windows-1252, the encoding of many German and
 * Italian banks' CSV exports (their umlauts and accents would otherwise turn into replacement characters).
 */
export function decodeStatement(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** Binary files are neither XML nor CSV: a NUL byte or many control characters say so before any parsing. */
function looksLikeText(text: string): boolean {
  const sample = text.slice(0, 4096);
  let control = 0;
  for (const char of sample) {
    const code = char.charCodeAt(0);
    if (code === 0) return false;
    if (code < 32 && char !== '\n' && char !== '\r' && char !== '\t') control += 1;
  }
  return control <= sample.length / 100;
}

/**
 * A CAMT statement parsed, a CSV table still to be read with a column mapping, or why the file is refused.
 * A refusal is a value, not an exception: the reading crosses from a document worker as JSON, where an
 * exception would lose its class.
 */
export type StatementReading =
  | { kind: 'statement'; statement: ParsedStatement }
  | { kind: 'csv'; table: CsvTable }
  | ({ kind: 'unreadable'; reason: UnreadableReason } & UnreadableParams);

/** Reads an upload's bytes: in a document worker (`app.documents.readStatement`), or in-process (benchmarks). */
export type StatementReader = (bytes: Uint8Array) => Promise<StatementReading>;

const isXml = (text: string) => text.trimStart().startsWith('<');

/** The XML files of a ZIP (German and Austrian banks hand out a day's CAMT statement each), read as one statement. */
function readZipStatement(bytes: Uint8Array): ParsedStatement {
  const documents = readZip(bytes, (name) => /\.xml$/i.test(name))
    .map((file) => decodeStatement(file.data))
    .filter(isXml);
  if (documents.length === 0) throw new UnreadableStatementError('zip_without_statement');
  return parseCamt(documents);
}

export function readStatement(bytes: Uint8Array): StatementReading {
  try {
    if (isZip(bytes)) return { kind: 'statement', statement: readZipStatement(bytes) };
    const text = decodeStatement(bytes);
    if (!looksLikeText(text)) throw new UnreadableStatementError('not_a_statement');
    if (isXml(text)) return { kind: 'statement', statement: parseCamt([text]) };
    const table = readCsvTable(text);
    if (!table) throw new UnreadableStatementError('not_a_statement');
    if (table.rows.length === 0) throw new UnreadableStatementError('empty_csv');
    if (table.rows.length > MAX_STATEMENT_LINES) throw new UnreadableStatementError('too_many_lines', { limit: MAX_STATEMENT_LINES });
    const currency = foreignCurrencyOf(table);
    if (currency) throw new UnreadableStatementError('other_currency', { currency });
    return { kind: 'csv', table };
  } catch (error) {
    if (error instanceof UnreadableStatementError) return { kind: 'unreadable', reason: error.reason, ...error.params };
    throw error;
  }
}

export const readStatementInProcess: StatementReader = async (bytes) => readStatement(bytes);
