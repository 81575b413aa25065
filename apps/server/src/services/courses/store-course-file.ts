import type { Executor } from '../../db/client';
import type { Upload } from '../../files/read-upload';
import { DOCUMENT_TYPES, IMAGE_TYPES, type SniffedType } from '../../files/sniff';
import { invalid } from '../../lib/errors';
import { storeFile } from '../../repositories/files';

/** What each field of the course upload takes: `image` the course picture, `file` a programme. */
export const COURSE_UPLOAD_FIELDS: Record<string, { accept: readonly SniffedType[]; wrongType: string }> = {
  image: { accept: IMAGE_TYPES, wrongType: 'file_type_image' },
  file: { accept: DOCUMENT_TYPES, wrongType: 'file_type_document' },
};

/** Stores an image or programme of a course or week; the course or week form then refers to it by id. */
export async function storeCourseFile(db: Executor, upload: Upload, userId: number) {
  const rule = COURSE_UPLOAD_FIELDS[upload.field]!;
  if (!rule.accept.includes(upload.mimeType)) {
    const message = { key: `validation.${rule.wrongType}` };
    throw invalid({ [upload.field]: message }, message);
  }
  // Course pictures and programmes are shown to every visitor of the catalogue.
  return storeFile(db, { name: upload.filename, mimeType: upload.mimeType, data: upload.bytes, isPublic: true, createdByUserId: userId });
}
