import type { CourseValues } from '@app/domain';
import { eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import type { Actor } from '../../policies/actor';
import { courses } from '../../db/schema';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../files/sniff';
import { invalid, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { findCourse } from './load-course';
import { checkCourseReferences, checkFile } from './references';

/** Stored cleaned; an editor's empty paragraph is no text at all. */
export const richText = (html: string | null) => sanitizeRichText(html) || null;

const values = (input: CourseValues) => ({
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

function saveCourse(db: Database, now: Date, id: number | undefined, input: CourseValues) {
  return transaction(db, async (tx) => {
    const errors = {
      ...(await checkCourseReferences(tx, input)),
      ...(await checkFile(tx, 'image_id', input.image_id, IMAGE_TYPES, { key: 'validation.file_type_image' })),
      ...(await checkFile(tx, 'program_id', input.program_id, DOCUMENT_TYPES, { key: 'validation.file_type_document' })),
    };
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const [row] =
      id === undefined
        ? await tx
            .insert(courses)
            .values({ ...values(input), active: input.active ?? false })
            .returning({ id: courses.id })
        : await tx
            .update(courses)
            .set({ ...values(input), active: input.active, updatedAt: now })
            .where(eq(courses.id, id))
            .returning({ id: courses.id });
    if (!row) throw notFound();
    return findCourse(tx, row.id);
  });
}

export const createCourse = (db: Database, input: { actor: Actor; now: Date; values: CourseValues }) =>
  saveCourse(db, input.now, undefined, input.values);

export const updateCourse = (db: Database, input: { actor: Actor; now: Date; id: number; values: CourseValues }) =>
  saveCourse(db, input.now, input.id, input.values);
