import { BANK_CSV_MAPPING_KEY, csvMappingSchema, type CsvMapping } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { options } from '../../db/schema';
import { readOption } from '../../repositories/options';
import { headerSignature } from './parse-csv';

/**
 * The column mappings staff chose for CSV statements, remembered per header (option bank_csv_mapping, JSON
 * `{ <header signature>: { columns, date, amount, payer, text, reference } }`), so a bank's next export of the
 * same shape is read without asking again.
 */

export async function rememberedMapping(db: Executor, header: readonly string[]): Promise<CsvMapping | undefined> {
  let stored: unknown;
  try {
    stored = JSON.parse(await readOption(db, BANK_CSV_MAPPING_KEY));
  } catch {
    return undefined;
  }
  const entry = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>)[headerSignature(header)] : undefined;
  const parsed = csvMappingSchema.safeParse(entry);
  return parsed.success ? parsed.data : undefined;
}

/** Adds or replaces one header's mapping in the same statement that reads the others, so two imports lose none. */
export async function rememberMapping(db: Executor, header: readonly string[], mapping: CsvMapping, now: Date): Promise<void> {
  const entry = JSON.stringify({ [headerSignature(header)]: { columns: header, ...mapping } });
  await db
    .insert(options)
    .values({ key: BANK_CSV_MAPPING_KEY, value: entry })
    .onConflictDoUpdate({
      target: options.key,
      set: { value: sql`(coalesce(nullif(${options.value}, ''), '{}')::jsonb || excluded.value::jsonb)::text`, updated_at: now },
    });
}
