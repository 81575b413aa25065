import { asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { courseCategories } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';

const refuseParent = (reason: string) => invalid({ course_category_id: { key: `catalogue.courseCategory.${reason}` } });

/**
 * Categories have two levels: the parent must be a top-level category other than the category itself (`id`,
 * none for a new one), and a category with children cannot get a parent. The rows involved are locked (in id
 * order, so two saves cannot deadlock) so that two concurrent saves cannot build a third level between them.
 */
export async function checkParent(tx: Transaction, id: number | undefined, parentId: number | null) {
  const ids = [id, parentId].filter((value): value is number => value != null);
  const locked =
    ids.length === 0
      ? []
      : await tx.select().from(courseCategories).where(inArray(courseCategories.id, ids)).orderBy(asc(courseCategories.id)).for('update');
  if (id !== undefined && !locked.some((row) => row.id === id)) throw notFound();
  if (parentId === null) return;
  if (parentId === id) throw refuseParent('parent_self');
  const chosen = locked.find((row) => row.id === parentId);
  if (!chosen) throw refuseParent('parent_not_found');
  if (chosen.parent_id !== null) throw refuseParent('parent_not_top_level');
  if (id === undefined) return;
  const [child] = await tx.select({ id: courseCategories.id }).from(courseCategories).where(eq(courseCategories.parent_id, id)).limit(1);
  if (child) throw refuseParent('parent_has_children');
}
