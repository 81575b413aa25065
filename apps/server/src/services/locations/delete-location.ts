import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, locations } from '../../db/schema';
import { deleteUnlessInUse } from '../../repositories/in-use';

/** A location of a course stays: the course would lose where it takes place. */
export const deleteLocation = (db: Database, { id }: { id: number }) =>
  deleteUnlessInUse(db, { table: locations, id }, [
    { from: courses, where: eq(courses.location_id, id), key: 'catalogue.location.in_use' },
  ]);
