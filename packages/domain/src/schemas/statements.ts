import { z } from 'zod';
import { plainText } from './fields';
import { listQuerySchema } from './list';

/**
 * Bank statement import (issue 25 part 3, docs/decisions/023): the credit lines of an uploaded CAMT.053 or CSV
 * statement, matched to bookings, reviewed and booked by staff holding peopleCourseWeekRegistration.update.
 */

export const STATEMENT_MATCHES = ['reference', 'proposal', 'none'] as const;
export type StatementMatch = (typeof STATEMENT_MATCHES)[number];
export const STATEMENT_LINE_STATES = ['open', 'booked', 'ignored'] as const;
export type StatementLineState = (typeof STATEMENT_LINE_STATES)[number];

/** The columns of a CSV statement staff name once per header; `reference` is optional (a bank's id or reference column). */
export const CSV_MAPPING_FIELDS = ['date', 'amount', 'payer', 'text', 'reference'] as const;
export type CsvMappingField = (typeof CSV_MAPPING_FIELDS)[number];
export const CSV_REQUIRED_FIELDS = ['date', 'amount', 'payer', 'text'] as const satisfies readonly CsvMappingField[];

/** Column indexes (0 = the first column) of a CSV header; `reference` null when the file has none. */
export interface CsvMapping {
  date: number;
  amount: number;
  payer: number;
  text: number;
  reference: number | null;
}

const columnIndex = z.coerce.number('invalid').int('invalid').min(0, 'invalid').max(199, 'invalid');

/**
 * The query string of the upload: a CSV's column mapping, when staff chose one. Without it, a CSV is read with
 * the mapping remembered for its header, or answered with the columns to map.
 */
export const statementUploadQuerySchema = z.object({
  date: columnIndex.optional(),
  amount: columnIndex.optional(),
  payer: columnIndex.optional(),
  text: columnIndex.optional(),
  reference: columnIndex.optional(),
});
export type StatementUploadQuery = z.output<typeof statementUploadQuerySchema>;

export const statementImportCountsSchema = z.object({
  /** Credit lines in the file. */
  credits: z.number(),
  /** New lines stored; the rest were imported before. */
  added: z.number(),
  already_imported: z.number(),
  /** Debits and lines in another currency, not imported. */
  not_credits: z.number(),
  /** CSV rows whose date or amount could not be read with the mapping. */
  unreadable: z.number(),
  reference: z.number(),
  proposal: z.number(),
  none: z.number(),
});
export type StatementImportCounts = z.infer<typeof statementImportCountsSchema>;

export const csvMappingSchema = z.object({
  date: z.number(),
  amount: z.number(),
  payer: z.number(),
  text: z.number(),
  reference: z.number().nullable(),
});

export const statementUploadAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('imported'),
    success: z.boolean(),
    message: z.string(),
    format: z.enum(['camt053', 'csv']),
    file_name: z.string(),
    counts: statementImportCountsSchema,
  }),
  z.object({
    kind: z.literal('mapping'),
    success: z.boolean(),
    message: z.string(),
    file_name: z.string(),
    /** The header row's cells. */
    columns: z.array(z.string()),
    /** The first data rows, to show what each column holds. */
    sample: z.array(z.array(z.string())),
    /** A guess from the column names, to preselect. */
    mapping: z.object({ date: z.number().nullable(), amount: z.number().nullable(), payer: z.number().nullable(), text: z.number().nullable(), reference: z.number().nullable() }),
  }),
]);
export type StatementUploadAnswer = z.infer<typeof statementUploadAnswerSchema>;

export const statementLineSchema = z.object({
  id: z.number(),
  file_name: z.string(),
  booked_on: z.string(),
  amount: z.number(),
  payer: z.string().nullable(),
  remittance: z.string().nullable(),
  match: z.enum(STATEMENT_MATCHES),
  state: z.enum(STATEMENT_LINE_STATES),
  /** The booking the line names or is proposed for; null when none. */
  booking: z
    .object({
      id: z.number(),
      reference: z.string(),
      /** The children of its standing registrations, "First Last". */
      children: z.array(z.string()),
      /** What is still open on its standing registrations now. */
      open_total: z.number(),
    })
    .nullable(),
  /** The amount is above the booking's open total: a person decides (confirm one by one, or set aside). */
  overpaid: z.boolean(),
  imported_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by_name: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const STATEMENT_LINE_SORTABLE = ['booked_on', 'amount', 'payer', 'imported_at', 'decided_at'] as const;
export type StatementLineSortKey = (typeof STATEMENT_LINE_SORTABLE)[number];
export const statementLineListQuerySchema = listQuerySchema({
  sortable: STATEMENT_LINE_SORTABLE,
  all: false,
  filters: {
    state: z.enum(STATEMENT_LINE_STATES, 'choice').optional(),
    match: z.enum(STATEMENT_MATCHES, 'choice').optional(),
  },
});
export type StatementLineListQuery = z.output<typeof statementLineListQuerySchema>;

/** The lines to book: each must be open and name a booking (by reference, or an accepted proposal). */
export const statementConfirmSchema = z.object({ data: z.array(z.int().min(1)).min(1, 'required').max(2000) });
export const statementConfirmAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** Booked now. */
  booked: z.array(z.number()),
  /** Booked, and more than the booking's open total: the rest is for a person to pay back. */
  overpaid: z.array(z.object({ id: z.number(), amount: z.number() })),
  /** Not booked: decided by someone else meanwhile, without a booking, or the booking has nothing standing. */
  skipped: z.array(z.number()),
  /** "Book all matched" leaves a line above its booking's open total open, for a person to decide. */
  left: z.array(z.number()),
});
export type StatementConfirmAnswer = z.infer<typeof statementConfirmAnswerSchema>;

/** A booking reference as a person types it (`SPW-123-45`, `spw 12345`); the server checks its digits. */
export const statementAssignSchema = z.object({ reference: plainText().trim().min(1, 'required').max(40) });
export type StatementAssign = z.infer<typeof statementAssignSchema>;
