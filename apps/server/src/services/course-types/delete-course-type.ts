import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, courseTypes } from '../../db/schema';
import { deleteUnlessInUse } from '../../repositories/in-use';

export const deleteCourseType = (db: Database, { id }: { id: number }) =>
  deleteUnlessInUse(db, { table: courseTypes, id }, [
    { from: courses, where: eq(courses.course_type_id, id), key: 'catalogue.courseType.in_use' },
  ]);
