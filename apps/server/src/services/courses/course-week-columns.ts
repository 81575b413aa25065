import { COURSE_WEEK_TEXT_FIELDS, type CourseWeekValues } from '@app/domain';
import type { Executor } from '../../db/client';
import type { courseWeeks } from '../../db/schema';
import { DOCUMENT_TYPES } from '../../files/sniff';
import { invalid } from '../../lib/errors';
import { richTexts } from './course-columns';
import { checkFile, type FieldErrors } from './references';

/** The dialog's values as the table's columns (create and update): the columns carry the dialog's names. */
export function courseWeekColumns(input: CourseWeekValues) {
  const { program_id, ...columns } = input;
  return { ...columns, ...richTexts(input, COURSE_WEEK_TEXT_FIELDS), program_file_id: program_id } satisfies Partial<typeof courseWeeks.$inferInsert>;
}

export const checkProgram = (tx: Executor, input: CourseWeekValues) =>
  checkFile(tx, 'program_id', input.program_id, DOCUMENT_TYPES, { key: 'validation.file_type_document' });

export function refuseIfAny(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
