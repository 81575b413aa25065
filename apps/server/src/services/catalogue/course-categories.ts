import type { CourseCategoryListQuery, CourseCategorySortKey, courseCategoryInputSchema } from '@app/domain';
import { asc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { courseCategories, courses } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';
import { deleteUnlessReferenced, inUse } from './in-use';

type CourseCategoryInput = z.output<typeof courseCategoryInputSchema>;

const parent = alias(courseCategories, 'parent');

/** A category with its parent's names, as lists and forms show it. */
const selectWithParent = (db: Executor) =>
  db
    .select({ category: courseCategories, parent: { id: parent.id, name: parent.name, nameIt: parent.nameIt } })
    .from(courseCategories)
    .leftJoin(parent, eq(courseCategories.parentId, parent.id));

const COURSE_CATEGORY_LIST: ListDefinition<CourseCategorySortKey> = {
  sortable: {
    name: caseInsensitive(courseCategories.name),
    name_it: caseInsensitive(courseCategories.nameIt),
    parent_name: caseInsensitive(parent.name),
  },
  defaultSort: [{ key: 'name', desc: false }],
  searchable: [courseCategories.name, courseCategories.nameIt, parent.name, parent.nameIt],
  tiebreaker: courseCategories.id,
};

const refuseParent = (reason: string) => invalid({ course_category_id: { key: `catalogue.courseCategory.${reason}` } });

export function listCourseCategories(db: Executor, query: CourseCategoryListQuery) {
  const filters: (SQL | undefined)[] = [];
  if (query.top_level !== undefined) {
    filters.push(query.top_level ? isNull(courseCategories.parentId) : isNotNull(courseCategories.parentId));
  }
  if (query.parent !== undefined) filters.push(eq(courseCategories.parentId, query.parent));
  return fetchList(db, selectWithParent(db).$dynamic(), COURSE_CATEGORY_LIST, query, filters);
}

export async function findCourseCategory(db: Executor, id: number) {
  const [row] = await selectWithParent(db).where(eq(courseCategories.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * Categories have two levels: the parent must be a top-level category other than the category itself, and
 * a category with children cannot get a parent. The rows involved are locked (in id order, so two saves
 * cannot deadlock) so that two concurrent saves cannot build a third level between them.
 */
async function checkParent(tx: Executor, id: number | undefined, parentId: number | null) {
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
  if (chosen.parentId !== null) throw refuseParent('parent_not_top_level');
  if (id === undefined) return;
  const [child] = await tx.select({ id: courseCategories.id }).from(courseCategories).where(eq(courseCategories.parentId, id)).limit(1);
  if (child) throw refuseParent('parent_has_children');
}

const values = (input: CourseCategoryInput) => ({
  name: input.name,
  nameIt: input.name_it,
  description: input.description,
  descriptionIt: input.description_it,
  parentId: input.course_category_id,
});

function saveCourseCategory(db: Executor, id: number | undefined, input: CourseCategoryInput) {
  return db.transaction(async (tx) => {
    await checkParent(tx, id, input.course_category_id);
    const [row] =
      id === undefined
        ? await tx.insert(courseCategories).values(values(input)).returning({ id: courseCategories.id })
        : await tx
            .update(courseCategories)
            .set({ ...values(input), updatedAt: new Date() })
            .where(eq(courseCategories.id, id))
            .returning({ id: courseCategories.id });
    return findCourseCategory(tx, row!.id);
  });
}

export const createCourseCategory = (db: Executor, input: CourseCategoryInput) => saveCourseCategory(db, undefined, input);

export const updateCourseCategory = (db: Executor, id: number, input: CourseCategoryInput) => saveCourseCategory(db, id, input);

export async function deleteCourseCategory(db: Executor, id: number): Promise<void> {
  const [child] = await db.select({ id: courseCategories.id }).from(courseCategories).where(eq(courseCategories.parentId, id)).limit(1);
  if (child) throw inUse('catalogue.courseCategory.has_children');
  const [used] = await db.select({ id: courses.id }).from(courses).where(eq(courses.courseCategoryId, id)).limit(1);
  if (used) throw inUse('catalogue.courseCategory.in_use');
  const deleted = await deleteUnlessReferenced(
    () => db.delete(courseCategories).where(eq(courseCategories.id, id)).returning({ id: courseCategories.id }),
    'catalogue.courseCategory.in_use',
  );
  if (deleted.length === 0) throw notFound();
}
