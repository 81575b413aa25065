import type { CourseTypeValues } from '@app/domain';
import type { Database } from '../../db/client';
import { courseTypes } from '../../db/schema';
import type { Actor } from '../../policies/actor';
import { courseTypeColumns } from './course-type-columns';

export async function createCourseType(db: Database, { values }: { actor: Actor; values: CourseTypeValues }) {
  const [row] = await db.insert(courseTypes).values(courseTypeColumns(values)).returning();
  return row!;
}
