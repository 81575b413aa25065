import {
  OPTION_DEFINITIONS,
  OPTION_KEYS,
  OPTION_RULES,
  optionHasValue,
  PRIVACY_CHECK_DATE_KEY,
  STORED_FILE_URL,
  isOptionKey,
  type EditableOptionKey,
  type Option,
  type OptionKey,
  type OptionKind,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files, options } from '../../db/schema';
import { DOCUMENT_TYPES, IMAGE_TYPES, type SniffedType } from '../../files/sniff';
import { invalid, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';

type OptionRow = typeof options.$inferSelect;

const present = (row: OptionRow): Option => ({ id: row.id, key: row.key, value: row.value });

/** Every known option in the order of the definitions; rows of keys no longer defined are left out. */
export async function listOptions(db: Executor): Promise<Option[]> {
  const rows = new Map((await db.select().from(options)).map((row) => [row.key, row]));
  return OPTION_KEYS.flatMap((key) => {
    const row = rows.get(key);
    return row ? [present(row)] : [];
  });
}

async function findKnownOption(db: Executor, id: number): Promise<{ row: OptionRow; key: OptionKey }> {
  const [row] = await db.select().from(options).where(eq(options.id, id));
  const key = row?.key;
  if (!row || key === undefined || !isOptionKey(key)) throw notFound();
  return { row, key };
}

export const findOption = async (db: Executor, id: number): Promise<Option> => present((await findKnownOption(db, id)).row);

async function store(db: Executor, key: OptionKey, value: string): Promise<Option> {
  const [row] = await db
    .insert(options)
    .values({ key, value })
    .onConflictDoUpdate({ target: options.key, set: { value, updatedAt: new Date() } })
    .returning();
  return present(row!);
}

const FILE_TYPES: Partial<Record<OptionKind, readonly SniffedType[]>> = { image: IMAGE_TYPES, document: DOCUMENT_TYPES };

/** A file option must point at a public upload of the right type: no private signature as the logo. */
async function checkStoredFile(db: Executor, key: EditableOptionKey, value: string): Promise<void> {
  const accepted = FILE_TYPES[OPTION_RULES[key].kind];
  const id = STORED_FILE_URL.exec(value)?.[1];
  if (!accepted || !id) return;
  const [file] = await db
    .select({ mimeType: files.mimeType, isPublic: files.isPublic })
    .from(files)
    .where(eq(files.id, id));
  if (!file?.isPublic || !accepted.includes(file.mimeType as SniffedType)) {
    throw invalid({ value: { key: 'settings.option.file_unknown' } });
  }
}

/**
 * Saves one option (the payload is already checked against the key's rules). Rich text is sanitised here,
 * and checked for content once more: a text of only a script is empty once cleaned.
 */
export async function saveOption(db: Executor, input: { key: EditableOptionKey; value: string }): Promise<Option> {
  const { kind, required } = OPTION_RULES[input.key];
  const value = kind === 'rich_text' ? sanitizeRichText(input.value) : input.value;
  if (required && !optionHasValue(kind, value)) throw invalid({ value: 'required' });
  await checkStoredFile(db, input.key, value);
  return store(db, input.key, value);
}

export async function resetOption(db: Executor, id: number): Promise<Option> {
  const { key } = await findKnownOption(db, id);
  return store(db, key, OPTION_DEFINITIONS[key].default);
}

/**
 * The privacy document changed: every parent who accepted the terms before now must accept them again
 * (decisions.md section 6; GET /api/userdata reads the date).
 */
export const requestPrivacyConfirmation = (db: Executor, now = new Date()): Promise<Option> =>
  store(db, PRIVACY_CHECK_DATE_KEY, now.toISOString());
