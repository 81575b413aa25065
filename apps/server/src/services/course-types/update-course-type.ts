import type { CourseTypeValues } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseTypes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { courseTypeColumns } from './course-type-columns';

export async function updateCourseType(db: Database, { now, id, values }: { now: Date; id: number; values: CourseTypeValues }) {
  const [row] = await db
    .update(courseTypes)
    .set({ ...courseTypeColumns(values), updated_at: now })
    .where(eq(courseTypes.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}
