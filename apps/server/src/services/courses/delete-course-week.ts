import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseWeeks, registrations } from '../../db/schema';
import { deleteUnlessInUse } from '../../repositories/in-use';

/** A week with registrations stays, cancelled ones included: they are the record of who took part and paid. */
export const deleteCourseWeek = (db: Database, { id }: { id: number }) =>
  deleteUnlessInUse(db, { table: courseWeeks, id }, [
    { from: registrations, where: eq(registrations.course_week_id, id), key: 'course.week.has_registrations' },
  ]);
