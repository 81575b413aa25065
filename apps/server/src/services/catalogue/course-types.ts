import type { CourseTypeListQuery, CourseTypeSortKey, courseTypeInputSchema } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { courseTypes, courses } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';
import { deleteUnlessReferenced, inUse } from './in-use';

type CourseTypeInput = z.output<typeof courseTypeInputSchema>;

const COURSE_TYPE_LIST: ListDefinition<CourseTypeSortKey> = {
  sortable: {
    name: caseInsensitive(courseTypes.name),
    name_it: caseInsensitive(courseTypes.nameIt),
    sort_order: courseTypes.sortOrder,
  },
  // The order the organisation chose for its public catalogue.
  defaultSort: [
    { key: 'sort_order', desc: false },
    { key: 'name', desc: false },
  ],
  searchable: [courseTypes.name, courseTypes.nameIt],
  tiebreaker: courseTypes.id,
};

const IN_USE = 'catalogue.courseType.in_use';

const values = (input: CourseTypeInput) => ({ name: input.name, nameIt: input.name_it, sortOrder: input.sort_order });

export const listCourseTypes = (db: Executor, query: CourseTypeListQuery) =>
  fetchList(db, db.select().from(courseTypes).$dynamic(), COURSE_TYPE_LIST, query);

export async function findCourseType(db: Executor, id: number) {
  const [row] = await db.select().from(courseTypes).where(eq(courseTypes.id, id));
  if (!row) throw notFound();
  return row;
}

export async function createCourseType(db: Executor, input: CourseTypeInput) {
  const [row] = await db.insert(courseTypes).values(values(input)).returning();
  return row!;
}

export async function updateCourseType(db: Executor, id: number, input: CourseTypeInput) {
  const [row] = await db
    .update(courseTypes)
    .set({ ...values(input), updatedAt: new Date() })
    .where(eq(courseTypes.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function deleteCourseType(db: Executor, id: number): Promise<void> {
  const [used] = await db.select({ id: courses.id }).from(courses).where(eq(courses.courseTypeId, id)).limit(1);
  if (used) throw inUse(IN_USE);
  const deleted = await deleteUnlessReferenced(
    () => db.delete(courseTypes).where(eq(courseTypes.id, id)).returning({ id: courseTypes.id }),
    IN_USE,
  );
  if (deleted.length === 0) throw notFound();
}
