import type { Database } from '../../db/client';
import type { Upload } from '../../files/read-upload';
import type { Actor } from '../../policies/actor';
import { storeFile, type FileInfo } from '../../repositories/files';

/**
 * Stores a file uploaded in the back office (a document, a course picture or programme, an option's image or
 * privacy PDF). All of them are shown to visitors, so they are public; the form then refers to the file.
 */
export function storeUpload(db: Database, input: { actor: Actor; upload: Upload }): Promise<FileInfo> {
  const { actor, upload } = input;
  return storeFile(db, { name: upload.filename, mimeType: upload.mimeType, data: upload.bytes, isPublic: true, createdByUserId: actor.id });
}
