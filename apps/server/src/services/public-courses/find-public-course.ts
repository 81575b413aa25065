import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseTypes, locations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findCourse } from '../courses/find-course';
import { seasonOfYear } from '../seasons/seasons';

/**
 * An active course with its weeks, location and type, as its public page shows it, and when a season of its
 * year opens first come, first served; others are not found.
 */
export async function findPublicCourse(db: Executor, { id }: { id: number }) {
  const detail = await findCourse(db, { id });
  if (!detail.course.active) throw notFound();
  const [location] = detail.course.location_id ? await db.select().from(locations).where(eq(locations.id, detail.course.location_id)) : [];
  const [courseType] = detail.course.course_type_id ? await db.select().from(courseTypes).where(eq(courseTypes.id, detail.course.course_type_id)) : [];
  const season = await seasonOfYear(db, detail.course.year);
  return { ...detail, location: location ?? null, courseType: courseType ?? null, season: season ? { id: season.id, opensAt: season.first_come_from } : null };
}

export type PublicCourseDetail = Awaited<ReturnType<typeof findPublicCourse>>;
