import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Actor } from '../../policies/actor';
import { courseWeeks, registrations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { deleteUnlessReferenced, inUse } from '../catalogue/in-use';

const HAS_REGISTRATIONS = 'course.week.has_registrations';

/** A week with registrations stays, cancelled ones included: they are the record of who took part and paid. */
export async function deleteCourseWeek(db: Database, input: { actor: Actor; id: number }): Promise<void> {
  const { id } = input;
  const [registered] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.courseWeekId, id))
    .limit(1);
  if (registered) throw inUse(HAS_REGISTRATIONS);
  const deleted = await deleteUnlessReferenced(
    () => db.delete(courseWeeks).where(eq(courseWeeks.id, id)).returning({ id: courseWeeks.id }),
    HAS_REGISTRATIONS,
  );
  if (deleted.length === 0) throw notFound();
}
