import { COURSE_RICH_TEXT_FIELDS, type CourseValues } from '@app/domain';
import type { courses } from '../../db/schema';
import type { Transaction } from '../../db/client';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../files/sniff';
import { invalid } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { checkCourseReferences, checkFile } from './references';

type CourseRow = typeof courses.$inferInsert;

/** Stored cleaned; an editor's empty paragraph is no text at all. */
export const richText = (html: string | null) => sanitizeRichText(html) || null;

/** Rich texts of the form, cleaned, under their own names. */
export const richTexts = <Key extends string>(input: Record<Key, string | null>, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, richText(input[key])])) as Record<Key, string | null>;

/**
 * The form's values as the table's columns (create and update): the columns carry the form's names, so only
 * the files differ (the form names the file, the table its id). Create and update decide `active` themselves.
 */
export function courseColumns(input: CourseValues) {
  const { image_id, program_id, ...columns } = input;
  return { ...columns, ...richTexts(input, COURSE_RICH_TEXT_FIELDS), image_file_id: image_id, program_file_id: program_id } satisfies Partial<CourseRow>;
}

/** What only the database can tell: the chosen type, location, category and files exist (and the files fit). */
export async function checkCourseValues(tx: Transaction, values: CourseValues): Promise<void> {
  const errors = {
    ...(await checkCourseReferences(tx, values)),
    ...(await checkFile(tx, 'image_id', values.image_id, IMAGE_TYPES, { key: 'validation.file_type_image' })),
    ...(await checkFile(tx, 'program_id', values.program_id, DOCUMENT_TYPES, { key: 'validation.file_type_document' })),
  };
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
