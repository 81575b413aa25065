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
}

export interface ParsedStatement {
  format: 'camt053' | 'csv';
  lines: ParsedLine[];
  /** Debits, and credits in another currency: not imported. */
  notCredits: number;
  /** Rows whose date or amount could not be read. */
  unreadable: number;
}

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
