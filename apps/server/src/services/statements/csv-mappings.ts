import { BANK_CSV_MAPPING_KEY, csvMappingSchema, type CsvMapping, type CsvMappingEntry } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { options } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { readOption } from '../../repositories/options';
import { tableShape, type CsvTable } from './parse-csv';

/**
 * The column mappings staff chose for CSV statements, remembered per shape of file (option bank_csv_mapping,
 * JSON `{ <shape>: { columns, header, date, amount, payer, text, reference } }`; the shape is the header's
 * signature, or `no-header-<columns>` for a file without a header row), so a bank's next export of the same
 * shape is read without asking again. Staff list them, change their columns and delete them.
 */

// Mappings remembered before issue 38 have no `header` (they all had one) and always a payer column.
const storedEntrySchema = csvMappingSchema.extend({ columns: z.array(z.string()), header: z.boolean().default(true) });

async function storedEntries(db: Executor): Promise<Record<string, unknown>> {
  try {
    const stored: unknown = JSON.parse(await readOption(db, BANK_CSV_MAPPING_KEY));
    return stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function rememberedMapping(db: Executor, table: CsvTable): Promise<CsvMapping | undefined> {
  const parsed = storedEntrySchema.safeParse((await storedEntries(db))[tableShape(table)]);
  if (!parsed.success) return undefined;
  const { date, amount, payer, text, reference } = parsed.data;
  return { date, amount, payer, text, reference };
}

/** The stored value with one shape's entry merged in, or taken out, in the statement that reads it: two imports lose none. */
const mergedValue = (entry: Record<string, unknown>) => sql`(coalesce(nullif(${options.value}, ''), '{}')::jsonb || ${JSON.stringify(entry)}::jsonb)::text`;
const hasShape = (id: string) => sql`coalesce(nullif(${options.value}, ''), '{}')::jsonb -> ${id} is not null`;

/** Adds or replaces the mapping of a table's shape. */
export async function rememberMapping(db: Executor, table: CsvTable, mapping: CsvMapping, now: Date): Promise<void> {
  const entry = { [tableShape(table)]: { columns: table.header?.cells ?? Array.from({ length: table.width }, () => ''), header: table.header !== null, ...mapping } };
  await db
    .insert(options)
    .values({ key: BANK_CSV_MAPPING_KEY, value: JSON.stringify(entry) })
    .onConflictDoUpdate({ target: options.key, set: { value: mergedValue(entry), updated_at: now } });
}

/** Every remembered mapping, in the order remembered; entries that are not mappings are left out. */
export async function listCsvMappings(db: Executor): Promise<CsvMappingEntry[]> {
  return Object.entries(await storedEntries(db)).flatMap(([id, value]) => {
    const parsed = storedEntrySchema.safeParse(value);
    return parsed.success ? [{ id, ...parsed.data }] : [];
  });
}

/** Staff change the columns of a remembered mapping: 404 when it is gone, 422 on a column outside the file's. */
export async function updateCsvMapping(db: Executor, input: { id: string; mapping: CsvMapping; now: Date }): Promise<CsvMappingEntry> {
  const current = (await listCsvMappings(db)).find((entry) => entry.id === input.id);
  if (!current) throw notFound();
  const outside = (Object.keys(input.mapping) as (keyof CsvMapping)[]).filter((field) => (input.mapping[field] ?? -1) >= current.columns.length);
  if (outside.length > 0) {
    throw invalid(Object.fromEntries(outside.map((field) => [field, { key: 'statements.upload.mapping_column', params: { number: input.mapping[field]! + 1 } }])));
  }
  const { id, ...kept } = current;
  const entry = { ...kept, ...input.mapping };
  const [changed] = await db
    .update(options)
    .set({ value: mergedValue({ [id]: entry }), updated_at: input.now })
    .where(and(eq(options.key, BANK_CSV_MAPPING_KEY), hasShape(id)))
    .returning({ key: options.key });
  if (!changed) throw notFound();
  return { id, ...entry };
}

/** Staff delete a remembered mapping: the next file of its shape asks for its columns again. 404 when it is gone. */
export async function deleteCsvMapping(db: Executor, input: { id: string; now: Date }): Promise<void> {
  const [deleted] = await db
    .update(options)
    .set({ value: sql`(coalesce(nullif(${options.value}, ''), '{}')::jsonb - ${input.id}::text)::text`, updated_at: input.now })
    .where(and(eq(options.key, BANK_CSV_MAPPING_KEY), hasShape(input.id)))
    .returning({ key: options.key });
  if (!deleted) throw notFound();
}
