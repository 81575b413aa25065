import type { CourseUpload } from '@app/domain';
import { z } from 'zod';
import { fileUrl, type FileInfo } from '../repositories/files';

export const storedFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});

/** The answer of the document upload. */
export const presentFile = (file: FileInfo): z.infer<typeof storedFileSchema> => ({
  id: file.id,
  name: file.name,
  mime_type: file.mime_type,
  size: file.size,
  url: fileUrl(file),
});

/** The answer of the course upload: what the course form shows of a picture or programme. */
export const presentCourseUpload = (file: FileInfo): CourseUpload => ({
  id: file.id,
  url: fileUrl(file),
  name: file.name,
  mime_type: file.mime_type,
});
