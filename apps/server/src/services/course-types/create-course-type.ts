import type { CourseTypeValues } from '@app/domain';
import type { Database } from '../../db/client';
import { courseTypes } from '../../db/schema';
import { courseTypeColumns } from './course-type-columns';

export async function createCourseType(db: Database, { values }: { values: CourseTypeValues }) {
  const [row] = await db.insert(courseTypes).values(courseTypeColumns(values)).returning();
  return row!;
}
