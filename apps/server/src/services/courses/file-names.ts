import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema';

/** Names of the files a course and its weeks show, by id (no bytes). */
export type FileNames = ReadonlyMap<string, { id: string; name: string }>;

export async function fileNames(db: Executor, ids: (string | null)[]): Promise<FileNames> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: files.id, name: files.name }).from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
