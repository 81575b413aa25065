import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Actor } from '../../policies/actor';
import { courses, courseWeeks, registrations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { deleteUnlessReferenced, inUse } from '../catalogue/in-use';

const HAS_REGISTRATIONS = 'course.has_registrations';

/**
 * A course goes with its weeks, but never while a registration (even a cancelled one) points to one of them:
 * registrations are the record of who took part and what was paid.
 */
export async function deleteCourse(db: Database, input: { actor: Actor; id: number }): Promise<void> {
  const { id } = input;
  const [registered] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.courseWeekId))
    .where(eq(courseWeeks.courseId, id))
    .limit(1);
  if (registered) throw inUse(HAS_REGISTRATIONS);
  const deleted = await deleteUnlessReferenced(
    () => db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id }),
    HAS_REGISTRATIONS,
  );
  if (deleted.length === 0) throw notFound();
}
