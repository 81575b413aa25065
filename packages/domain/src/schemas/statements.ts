import { z } from 'zod';
import { plainText, requiredText } from './fields';
import { listQuerySchema, queryFlag } from './list';

/**
 * Bank statement import (issue 25 part 3, docs/decisions/023): the credit lines of an uploaded CAMT.053 or CSV
 * statement, matched to bookings, reviewed and booked by staff holding peopleCourseWeekRegistration.update.
 */

export const STATEMENT_MATCHES = ['reference', 'proposal', 'none'] as const;
export type StatementMatch = (typeof STATEMENT_MATCHES)[number];
export const STATEMENT_LINE_STATES = ['open', 'booked', 'ignored'] as const;
export type StatementLineState = (typeof STATEMENT_LINE_STATES)[number];

/**
 * The columns of a CSV statement staff name once per header; `payer` is optional (banks without a payer column
 * write the name in the text), `reference` too (a bank's id or reference column).
 */
export const CSV_MAPPING_FIELDS = ['date', 'amount', 'payer', 'text', 'reference'] as const;
export type CsvMappingField = (typeof CSV_MAPPING_FIELDS)[number];
export const CSV_REQUIRED_FIELDS = ['date', 'amount', 'text'] as const satisfies readonly CsvMappingField[];

/** Column indexes (0 = the first column) of a CSV header; `payer` and `reference` null when the file has none. */
export interface CsvMapping {
  date: number;
  amount: number;
  payer: number | null;
  text: number;
  reference: number | null;
}

const columnIndex = z.coerce.number('invalid').int('invalid').min(0, 'invalid').max(199, 'invalid');

/**
 * The query string of the upload: a CSV's column mapping, when staff chose one, and whether its first row is a
 * header (`header=0`: the file has none, every row is a transfer). Without a mapping, a CSV is read with the
 * mapping remembered for its header (or, without a header row, for its number of columns), or answered with
 * the columns to map.
 */
export const statementUploadQuerySchema = z.object({
  date: columnIndex.optional(),
  amount: columnIndex.optional(),
  payer: columnIndex.optional(),
  text: columnIndex.optional(),
  reference: columnIndex.optional(),
  header: queryFlag.optional(),
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
  /** Transfers the bank has not booked yet (a CSV's status column, CAMT `Sts` PDNG): they come again once booked. */
  pending: z.number(),
  /** A CSV's balance rows (Saldo, Kontostand). */
  balances: z.number(),
  /** Rows or entries whose date or amount could not be read (listed in `unreadable_lines`). */
  unreadable: z.number(),
  reference: z.number(),
  proposal: z.number(),
  none: z.number(),
});
export type StatementImportCounts = z.infer<typeof statementImportCountsSchema>;

export const csvMappingSchema = z.object({
  date: z.number(),
  amount: z.number(),
  payer: z.number().nullable(),
  text: z.number(),
  reference: z.number().nullable(),
});

/** A row or entry of a statement that could not be read: where it is (a CSV's line, a CAMT's entry number) and its text. */
export const unreadableLineSchema = z.object({ at: z.number(), text: z.string() });
export type UnreadableLine = z.infer<typeof unreadableLineSchema>;

export const STATEMENT_FORMATS = ['camt053', 'camt052', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const statementUploadAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('imported'),
    success: z.boolean(),
    message: z.string(),
    format: z.enum(STATEMENT_FORMATS),
    file_name: z.string(),
    counts: statementImportCountsSchema,
    /** Every row (CSV: its line in the file) or entry (CAMT: its number) that could not be read, with its text. */
    unreadable_lines: z.array(unreadableLineSchema),
  }),
  z.object({
    kind: z.literal('mapping'),
    success: z.boolean(),
    message: z.string(),
    file_name: z.string(),
    /** The header row's cells; empty strings when the file has no header row. */
    columns: z.array(z.string()),
    /** Whether a header row was found; without one every row is a transfer and the mapping is kept for the number of columns. */
    header: z.boolean(),
    /** The first data rows, to show what each column holds. */
    sample: z.array(z.array(z.string())),
    /** A guess from the column names and what the rows hold, to preselect. */
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
  /**
   * The bookings the line names or is proposed for, in the order named (a transfer for two bookings names
   * both and is split across them); empty when none.
   */
  bookings: z.array(
    z.object({
      id: z.number(),
      reference: z.string(),
      /** The children of its standing registrations, each once, with their number of weeks. */
      children: z.array(z.object({ name: z.string(), weeks: z.number() })),
      /** What is still open on its standing registrations now. */
      open_total: z.number(),
    }),
  ),
  /** An open line above its bookings' open total: a person decides (book it, the rest becomes a refund, or set it aside). */
  overpaid: z.boolean(),
  /** What a booked line paid beyond what its bookings owed: the refund to make, and when it was made. */
  refund: z.object({ id: z.number(), amount: z.number(), refunded_at: z.string().nullable() }).nullable(),
  /** Why a person set the line aside. */
  ignore_reason: z.string().nullable(),
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
  /** Booked, and more than the bookings' open total: the rest is a refund to make (on the list of refunds). */
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

/** Why a line is set aside (a transfer for something else, paid back already): kept with the line. */
export const statementIgnoreSchema = z.object({ reason: requiredText(300) });
export type StatementIgnore = z.infer<typeof statementIgnoreSchema>;

/**
 * A column mapping remembered for CSV files of one shape: `id` names the shape (its header, or its number of
 * columns when the file has no header row); `columns` are the header's cells (empty strings without one).
 */
export const csvMappingEntrySchema = csvMappingSchema.extend({ id: z.string(), columns: z.array(z.string()), header: z.boolean() });
export type CsvMappingEntry = z.infer<typeof csvMappingEntrySchema>;
export const csvMappingsAnswerSchema = z.object({ data: z.array(csvMappingEntrySchema) });

/** A remembered mapping changed in the back office: the columns again (payer and reference may be none). */
export const csvMappingUpdateSchema = z.object({
  date: columnIndex,
  amount: columnIndex,
  payer: columnIndex.nullable(),
  text: columnIndex,
  reference: columnIndex.nullable(),
});
export type CsvMappingUpdate = z.output<typeof csvMappingUpdateSchema>;
/**
 * The shape a remembered mapping is kept for: a header's signature (16 hex digits) or `no-header-<columns>`;
 * any other is a shape not remembered (404 from the service, after the body is checked, as every record id).
 */
export const csvMappingParamsSchema = z.object({ id: z.string().min(1).max(40) });
