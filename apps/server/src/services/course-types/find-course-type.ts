import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseTypes } from '../../db/schema';
import { notFound } from '../../lib/errors';

export async function findCourseType(db: Executor, { id }: { id: number }) {
  const [row] = await db.select().from(courseTypes).where(eq(courseTypes.id, id));
  if (!row) throw notFound();
  return row;
}
