import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { courseCategories } from '../../db/schema';

export const parent = alias(courseCategories, 'parent');

/** Categories with their parent's names, as lists and forms show them. */
export const selectWithParent = (db: Executor) =>
  db
    .select({ category: courseCategories, parent: { id: parent.id, name: parent.name, name_it: parent.name_it } })
    .from(courseCategories)
    .leftJoin(parent, eq(courseCategories.parent_id, parent.id));
