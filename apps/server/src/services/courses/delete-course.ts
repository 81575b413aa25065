import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, courseWeeks, registrations } from '../../db/schema';
import { deleteUnlessInUse } from '../../repositories/in-use';

/**
 * A course goes with its weeks, but never while a registration (even a cancelled one) points to one of them:
 * registrations are the record of who took part and what was paid.
 */
export const deleteCourse = (db: Database, { id }: { id: number }) =>
  deleteUnlessInUse(db, { table: courses, id }, [
    {
      from: registrations,
      where: inArray(registrations.course_week_id, db.select({ id: courseWeeks.id }).from(courseWeeks).where(eq(courseWeeks.course_id, id))),
      key: 'course.has_registrations',
    },
  ]);
