import { OPTION_RULES, optionHasValue, STORED_FILE_URL, type EditableOptionKey, type OptionKind } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { DOCUMENT_TYPES, IMAGE_TYPES, type SniffedType } from '../../files/sniff';
import { invalid } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { storeOption, type OptionRow } from '../../repositories/options';

const FILE_TYPES: Partial<Record<OptionKind, readonly SniffedType[]>> = { image: IMAGE_TYPES, document: DOCUMENT_TYPES };

/** A file option must point at a public upload of the right type: no private signature as the logo. */
async function checkStoredFile(db: Database, key: EditableOptionKey, value: string): Promise<void> {
  const accepted = FILE_TYPES[OPTION_RULES[key].kind];
  const id = STORED_FILE_URL.exec(value)?.[1];
  if (!accepted || !id) return;
  const [file] = await db
    .select({ mime_type: files.mime_type, is_public: files.is_public })
    .from(files)
    .where(eq(files.id, id));
  if (!file?.is_public || !accepted.includes(file.mime_type as SniffedType)) {
    throw invalid({ value: { key: 'settings.option.file_unknown' } });
  }
}

/**
 * Saves one option (the payload is already checked against the key's rules). Rich text is sanitised here,
 * and checked for content once more: a text of only a script is empty once cleaned.
 */
export async function saveOption(
  db: Database,
  input: { now: Date; key: EditableOptionKey; value: string },
): Promise<OptionRow> {
  const { kind, required } = OPTION_RULES[input.key];
  const value = kind === 'rich_text' ? sanitizeRichText(input.value) : input.value;
  if (required && !optionHasValue(kind, value)) throw invalid({ value: 'required' });
  await checkStoredFile(db, input.key, value);
  return storeOption(db, { key: input.key, value, now: input.now });
}
