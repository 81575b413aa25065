import { isOptionKey, OPTION_DEFINITIONS, OPTION_KEYS, type OptionKey } from '@app/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { options } from '../db/schema';

export type OptionValues = Record<OptionKey, string>;

/** Every option with its stored value, or its default when nothing is stored. */
export async function readOptions(db: Executor): Promise<OptionValues> {
  const rows = await db.select().from(options);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    OPTION_KEYS.map((key) => [key, stored.get(key) ?? OPTION_DEFINITIONS[key].default]),
  ) as OptionValues;
}

export async function readOption(db: Executor, key: OptionKey): Promise<string> {
  const [row] = await db.select().from(options).where(eq(options.key, key)).limit(1);
  return row?.value ?? OPTION_DEFINITIONS[key].default;
}

/** One option's value (its default when nothing is stored) as a column of a larger query: no round trip of its own. */
export function optionValueSql(key: OptionKey): SQL<string> {
  return sql<string>`coalesce((select ${options.value} from ${options} where ${options.key} = ${key}), ${OPTION_DEFINITIONS[key].default})`;
}

/**
 * Writes the default of every key that has no row yet (or the given first value, such as the app's address);
 * existing values are never touched.
 */
export async function insertMissingOptions(db: Executor, firstValues: Partial<OptionValues> = {}): Promise<void> {
  await db
    .insert(options)
    .values(OPTION_KEYS.map((key) => ({ key, value: firstValues[key] ?? OPTION_DEFINITIONS[key].default })))
    .onConflictDoNothing({ target: options.key });
}

export type OptionRow = typeof options.$inferSelect;

/** The stored row of an option the code still knows, by its id. */
export async function findKnownOption(db: Executor, id: number): Promise<{ row: OptionRow; key: OptionKey } | undefined> {
  const [row] = await db.select().from(options).where(eq(options.id, id));
  const key = row?.key;
  return row && key !== undefined && isOptionKey(key) ? { row, key } : undefined;
}

/** Writes one option's value (every key has one row, so this always updates). */
export async function storeOption(db: Executor, input: { key: OptionKey; value: string; now: Date }): Promise<OptionRow> {
  const { key, value, now } = input;
  const [row] = await db
    .insert(options)
    .values({ key, value })
    .onConflictDoUpdate({ target: options.key, set: { value, updated_at: now } })
    .returning();
  return row!;
}
