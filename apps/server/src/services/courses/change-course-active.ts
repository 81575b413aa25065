import { eq, not } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findCourse } from './load-course';

/** Switches a course between active (offered to families) and inactive, in one statement so two clicks toggle twice. */
export async function changeCourseActive(db: Executor, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(courses)
      .set({ active: not(courses.active), updatedAt: new Date() })
      .where(eq(courses.id, id))
      .returning({ id: courses.id });
    if (!row) throw notFound();
    return findCourse(tx, row.id);
  });
}
