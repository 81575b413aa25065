import { eq, not } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { courses } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findCourse } from './find-course';

/** Switches a course between active (offered to families) and inactive, in one statement so two clicks toggle twice. */
export async function changeCourseActive(db: Database, input: { now: Date; id: number }) {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(courses)
      .set({ active: not(courses.active), updated_at: input.now })
      .where(eq(courses.id, input.id))
      .returning({ id: courses.id });
    if (!row) throw notFound();
    return findCourse(tx, { id: row.id });
  });
}
