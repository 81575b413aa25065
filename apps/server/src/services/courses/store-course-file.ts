import type { Executor } from '../../db/client';
import type { Upload } from '../../files/read-upload';
import { storeFile } from '../../repositories/files';

/**
 * Stores an image or programme of a course or week (the route accepts `image` for pictures and `file` for
 * programmes); the course or week form then refers to it by id.
 */
export async function storeCourseFile(db: Executor, upload: Upload, userId: number) {
  // Course pictures and programmes are shown to every visitor of the catalogue.
  return storeFile(db, { name: upload.filename, mimeType: upload.mimeType, data: upload.bytes, isPublic: true, createdByUserId: userId });
}
