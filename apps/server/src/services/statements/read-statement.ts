import { NotCamt053Error, parseCamt053, XmlDoctypeError } from './parse-camt053';
import { readCsvTable, type CsvTable } from './parse-csv';
import type { ParsedStatement } from './statement-line';

/** Why a file is not read as a statement; each is a message on the upload's file field. */
export type UnreadableReason = 'not_a_statement' | 'doctype' | 'empty_csv';

export class UnreadableStatementError extends Error {
  constructor(readonly reason: UnreadableReason) {
    super(reason);
  }
}

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

export type ReadStatement = { kind: 'statement'; statement: ParsedStatement } | { kind: 'csv'; table: CsvTable };

/** A CAMT.053 statement parsed, or a CSV table still to be read with a column mapping. */
export function readStatement(bytes: Uint8Array): ReadStatement {
  const text = decodeStatement(bytes);
  if (!looksLikeText(text)) throw new UnreadableStatementError('not_a_statement');
  if (text.trimStart().startsWith('<')) {
    try {
      return { kind: 'statement', statement: parseCamt053(text) };
    } catch (error) {
      if (error instanceof XmlDoctypeError) throw new UnreadableStatementError('doctype');
      if (error instanceof NotCamt053Error) throw new UnreadableStatementError('not_a_statement');
      throw error;
    }
  }
  const table = readCsvTable(text);
  if (!table) throw new UnreadableStatementError('not_a_statement');
  if (table.rows.length === 0) throw new UnreadableStatementError('empty_csv');
  return { kind: 'csv', table };
}
