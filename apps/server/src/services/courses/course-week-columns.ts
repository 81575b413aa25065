import type { CourseWeekValues } from '@app/domain';
import type { Executor } from '../../db/client';
import { DOCUMENT_TYPES } from '../../files/sniff';
import { invalid } from '../../lib/errors';
import { richText } from './course-columns';
import { checkFile, type FieldErrors } from './references';

/** The dialog's values as the table's columns (create and update). */
export const courseWeekColumns = (input: CourseWeekValues) => ({
  name: input.name,
  nameIt: input.name_it,
  registerFrom: input.register_from,
  registerFromTime: input.register_from_time,
  registerTo: input.register_to,
  from: input.from,
  to: input.to,
  maxParticipants: input.max_participants,
  waitingList: input.waiting_list,
  halfDay: input.half_day,
  priceHalfDay: input.price_half_day,
  fullDay: input.full_day,
  price: input.price,
  timeInfoDe: richText(input.time_info_de),
  timeInfoIt: richText(input.time_info_it),
  programFileId: input.program_id,
});

export const checkProgram = (tx: Executor, input: CourseWeekValues) =>
  checkFile(tx, 'program_id', input.program_id, DOCUMENT_TYPES, { key: 'validation.file_type_document' });

export function refuseIfAny(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
