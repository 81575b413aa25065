import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, files } from '../../db/schema';
import { fileUrl } from '../../repositories/files';

/** The address of an active course's picture (its public page's largest paint), or undefined. */
export async function findCoursePicture(db: Executor, id: number): Promise<string | undefined> {
  const [picture] = await db
    .select({ id: files.id, name: files.name })
    .from(courses)
    .innerJoin(files, eq(files.id, courses.imageFileId))
    .where(and(eq(courses.id, id), eq(courses.active, true)));
  return picture && fileUrl(picture);
}
