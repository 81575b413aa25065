import type { StatementFormat, UnreadableLine } from '@app/domain';
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
  /** What the payer wrote (and a structured reference or additional text): shown with the line. */
  remittance: string | null;
  /**
   * The booking references the line carries (decision 022), in the order written: in its text, a reference
   * column, a CAMT end-to-end id. Read where the text's lines are still apart, so a reference a bank cut
   * over two lines is found.
   */
  references: number[];
  /**
   * A CAMT.053 line with a bank reference as it was stored before issue 33: under the reference alone, with
   * the text as then read. A line stored so with the same date, amount, payer and text is this line, imported
   * before (decision 023).
   */
  legacy?: { key: string; remittance: string | null };
}

export interface ParsedStatement {
  format: StatementFormat;
  lines: ParsedLine[];
  /** Debits, and credits in another currency: not imported. */
  notCredits: number;
  /** Transfers the bank has not booked yet: not imported, they come again once booked. */
  pending: number;
  /** A CSV's balance rows. */
  balances: number;
  /** Rows (a CSV's line number) or entries (a CAMT's entry number) whose date or amount could not be read. */
  unreadable: UnreadableLine[];
}

/** Why a file is not read as a statement; each is a message on the upload's file field. */
export type UnreadableReason =
  | 'not_a_statement'
  | 'doctype'
  | 'empty_csv'
  | 'too_deep'
  | 'too_many_elements'
  | 'too_many_lines'
  | 'too_slow'
  | 'too_large'
  | 'other_currency'
  | 'zip_unreadable'
  | 'zip_too_large'
  | 'zip_without_statement';

/** What a refusal's message names: a limit (the depth, elements, lines or megabytes allowed) or a currency. */
export interface UnreadableParams {
  limit?: number;
  currency?: string;
}

/** A file refused whole. */
export class UnreadableStatementError extends Error {
  constructor(
    readonly reason: UnreadableReason,
    readonly params: UnreadableParams = {},
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

/** An unreadable row's text as listed: its cells as written, cut where a row of a broken file would run on. */
export const unreadableText = (text: string) => cleanText(text)?.slice(0, 300) ?? '';

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
