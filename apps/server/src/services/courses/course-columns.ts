import type { CourseValues } from '@app/domain';
import type { Transaction } from '../../db/client';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../files/sniff';
import { invalid } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { checkCourseReferences, checkFile } from './references';

/** Stored cleaned; an editor's empty paragraph is no text at all. */
export const richText = (html: string | null) => sanitizeRichText(html) || null;

/** The form's values as the table's columns (create and update). */
export const courseColumns = (input: CourseValues) => ({
  name: input.name,
  nameIt: input.name_it,
  courseTypeId: input.course_type_id,
  locationId: input.location_id,
  courseCategoryId: input.course_category_id,
  registerFrom: input.register_from,
  registerFromTime: input.register_from_time,
  registerTo: input.register_to,
  from: input.from,
  to: input.to,
  year: input.year,
  maxParticipants: input.max_participants,
  waitingList: input.waiting_list,
  multipleCourseWeekRegistration: input.multiple_course_week_registration,
  price: input.price,
  customField: input.custom_field,
  customFieldDe: input.custom_field_de,
  customFieldIt: input.custom_field_it,
  customField2: input.custom_field_2,
  customField2De: input.custom_field_2_de,
  customField2It: input.custom_field_2_it,
  customField3: input.custom_field_3,
  customField3De: input.custom_field_3_de,
  customField3It: input.custom_field_3_it,
  disableSwimmingHelp: input.disable_swimming_help,
  disableLeaveAlone: input.disable_leave_alone,
  labelHalfDayDe: input.label_half_day_de,
  labelHalfDayIt: input.label_half_day_it,
  labelFullDayDe: input.label_full_day_de,
  labelFullDayIt: input.label_full_day_it,
  bankName: input.bank_name,
  bankIban: input.bank_iban,
  description: richText(input.description),
  descriptionIt: richText(input.description_it),
  info: richText(input.info),
  infoIt: richText(input.info_it),
  imageFileId: input.image_id,
  programFileId: input.program_id,
  emailNew: richText(input.email_new),
  emailNewIt: richText(input.email_new_it),
  emailNewWaiting: richText(input.email_new_waiting),
  emailNewWaitingIt: richText(input.email_new_waiting_it),
  emailWaiting: richText(input.email_waiting),
  emailWaitingIt: richText(input.email_waiting_it),
  emailDeleted: richText(input.email_deleted),
  emailDeletedIt: richText(input.email_deleted_it),
  emailPayed: richText(input.email_payed),
  emailPayedIt: richText(input.email_payed_it),
});

/** What only the database can tell: the chosen type, location, category and files exist (and the files fit). */
export async function checkCourseValues(tx: Transaction, values: CourseValues): Promise<void> {
  const errors = {
    ...(await checkCourseReferences(tx, values)),
    ...(await checkFile(tx, 'image_id', values.image_id, IMAGE_TYPES, { key: 'validation.file_type_image' })),
    ...(await checkFile(tx, 'program_id', values.program_id, DOCUMENT_TYPES, { key: 'validation.file_type_document' })),
  };
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
