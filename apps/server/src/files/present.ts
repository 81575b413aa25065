import { z } from 'zod';
import { fileUrl, type FileInfo } from '../repositories/files';

export const storedFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});

export const presentFile = (file: FileInfo): z.infer<typeof storedFileSchema> => ({
  id: file.id,
  name: file.name,
  mime_type: file.mimeType,
  size: file.size,
  url: fileUrl(file),
});
