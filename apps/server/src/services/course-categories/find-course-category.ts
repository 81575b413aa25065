import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseCategories } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { selectWithParent } from './select-with-parent';

/** A category with its parent's names. */
export async function findCourseCategory(db: Executor, { id }: { id: number }) {
  const [row] = await selectWithParent(db).where(eq(courseCategories.id, id));
  if (!row) throw notFound();
  return row;
}
