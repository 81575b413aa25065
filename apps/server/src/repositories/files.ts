import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { files } from '../db/schema';
import { sanitizeFileName, urlSafeName } from '../files/names';
import type { SniffedType } from '../files/sniff';

export type StoredFile = typeof files.$inferSelect;
/** A stored file without its bytes. */
export type FileInfo = Omit<StoredFile, 'data'>;

export interface NewFile {
  name: string;
  /** The sniffed type (files/sniff.ts), never the browser's claim. */
  mimeType: SniffedType;
  data: Buffer;
  /** Personal data (signatures) is private: only its creator and staff who may see people read it. */
  isPublic: boolean;
  createdByUserId: number | null;
}

const infoColumns = {
  id: files.id,
  name: files.name,
  mimeType: files.mimeType,
  size: files.size,
  isPublic: files.isPublic,
  createdByUserId: files.createdByUserId,
  createdAt: files.createdAt,
};

/** Stores an upload under a new uuid. A stored file never changes, so its address can be cached forever. */
export async function storeFile(db: Executor, file: NewFile): Promise<FileInfo> {
  const [stored] = await db
    .insert(files)
    .values({
      name: sanitizeFileName(file.name, file.mimeType),
      mimeType: file.mimeType,
      size: file.data.length,
      isPublic: file.isPublic,
      data: file.data,
      createdByUserId: file.createdByUserId,
    })
    .returning(infoColumns);
  return stored!;
}

export async function findFile(db: Executor, id: string): Promise<StoredFile | undefined> {
  const [file] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return file;
}

/** The stable address a file is served at; the name segment is only for people reading the link. */
export function fileUrl(file: Pick<StoredFile, 'id' | 'name'>): string {
  return `/api/files/${file.id}/${urlSafeName(file.name)}`;
}
