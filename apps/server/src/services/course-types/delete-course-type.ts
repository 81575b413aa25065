import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, courseTypes } from '../../db/schema';
import type { Actor } from '../../policies/actor';
import { deleteUnlessInUse } from '../../repositories/in-use';

export const deleteCourseType = (db: Database, { id }: { actor: Actor; id: number }) =>
  deleteUnlessInUse(db, { table: courseTypes, id }, [
    { from: courses, where: eq(courses.courseTypeId, id), key: 'catalogue.courseType.in_use' },
  ]);
