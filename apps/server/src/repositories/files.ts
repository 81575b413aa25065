import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
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
  mime_type: files.mime_type,
  size: files.size,
  is_public: files.is_public,
  created_by_user_id: files.created_by_user_id,
  created_at: files.created_at,
};

/** Stores an upload under a new uuid. A stored file never changes, so its address can be cached forever. */
export async function storeFile(db: Executor, file: NewFile): Promise<FileInfo> {
  const [stored] = await db
    .insert(files)
    .values({
      name: sanitizeFileName(file.name, file.mimeType),
      mime_type: file.mimeType,
      size: file.data.length,
      is_public: file.isPublic,
      data: file.data,
      created_by_user_id: file.createdByUserId,
    })
    .returning(infoColumns);
  return stored!;
}

/**
 * A parent's drawn signature (the PNG from files/signature.ts), private, stored in the transaction of the
 * consent it documents, so a consent never lacks its signature.
 */
export function storeSignature(tx: Transaction, png: Buffer, createdByUserId: number | null): Promise<FileInfo> {
  return storeFile(tx, { name: 'signature.png', mimeType: 'image/png', data: png, isPublic: false, createdByUserId });
}

/** A stored file, when `scope` (policies/file.ts) lets the asker read it. */
export async function findFile(db: Executor, id: string, scope: SQL | undefined): Promise<StoredFile | undefined> {
  const [file] = await db.select().from(files).where(and(eq(files.id, id), scope)).limit(1);
  return file;
}

/** The stable address a file is served at; the name segment is only for people reading the link. */
export function fileUrl(file: Pick<StoredFile, 'id' | 'name'>): string {
  return `/api/files/${file.id}/${urlSafeName(file.name)}`;
}
