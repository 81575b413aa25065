import { createHash } from 'node:crypto';

/** A credit line read from a statement file, before matching. */
export interface ParsedLine {
  /** The line's identity (`statement_lines.line_key`): the same line in a later file has the same key. */
  key: string;
  /** YYYY-MM-DD. */
  bookedOn: string;
  /** Euro, above 0. */
  amount: number;
  payer: string | null;
  /** Everything the payer wrote (and a structured reference), where our booking reference is looked for. */
  remittance: string | null;
  /**
   * The key a CAMT.053 line with a bank reference had before issue 33 (the reference alone): a line stored
   * under it with the same date, amount, payer and text is this line, imported before (decision 023).
   */
  legacyKey?: string;
}

export interface ParsedStatement {
  format: 'camt053' | 'csv';
  lines: ParsedLine[];
  /** Debits, and credits in another currency: not imported. */
  notCredits: number;
  /** Rows whose date or amount could not be read. */
  unreadable: number;
}

/** Why a file is not read as a statement; each is a message on the upload's file field. */
export type UnreadableReason = 'not_a_statement' | 'doctype' | 'empty_csv' | 'too_deep' | 'too_many_elements' | 'too_many_lines' | 'too_slow';

/** A file refused whole; `limit` is the number the message names (the depth, elements or lines allowed). */
export class UnreadableStatementError extends Error {
  constructor(
    readonly reason: UnreadableReason,
    readonly limit?: number,
  ) {
    super(reason);
  }
}

/**
 * Lines (transactions, CSV rows, debits and balance lines included) a file may hold: a small organisation's
 * account has a few thousand in a year, and 2,000 are matched in well under a second (decision 023). More is
 * no statement of this account, and would hold the import's one transaction for long.
 */
export const MAX_STATEMENT_LINES = 20_000;

/** The largest amount `statement_lines.amount` holds (numeric(10,2)): a larger one makes its line unreadable. */
export const MAX_LINE_AMOUNT = 99_999_999.99;

/**
 * A line key of at most 64 characters (the column's length) from the parts that make a line unique: a SHA-256
 * in hex, so a bank's long references and our own hashed fields fit alike and never collide across formats.
 */
export function lineKey(parts: readonly (string | number | null | undefined)[]): string {
  return createHash('sha256').update(parts.map((part) => String(part ?? '')).join('\u0000')).digest('hex');
}

/** Money as the statement line stores it: euro rounded to the cent. */
export const toCents = (amount: number) => Math.round(amount * 100);

/** Collapsed white space, or null when nothing is left. */
export function cleanText(text: string | null | undefined): string | null {
  const cleaned = (text ?? '').replace(/\s+/g, ' ').trim();
  return cleaned === '' ? null : cleaned;
}

/** A calendar date that exists, as YYYY-MM-DD, or undefined. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}
