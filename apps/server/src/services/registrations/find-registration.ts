import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, courses, courseWeeks, registrations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { canSeeHealthData } from '../../policies/child';
import { firstParentIdSql, firstParentNameSql, openAmountSql, photoConsentSql, priceSql } from './registration-columns';

/** One registration (deleted ones too) with child, course, week, first parent and the payment figures. */
export async function findRegistration(db: Executor, { actor, id }: { actor: Actor; id: number }) {
  const [row] = await db
    .select({
      registration: registrations,
      child: children,
      course: courses,
      week: courseWeeks,
      parentId: firstParentIdSql,
      parentName: firstParentNameSql,
      price: priceSql,
      openAmount: openAmountSql,
      photoConsent: photoConsentSql,
    })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .innerJoin(courseWeeks, eq(courseWeeks.id, registrations.courseWeekId))
    .innerJoin(courses, eq(courses.id, courseWeeks.courseId))
    .where(eq(registrations.id, id));
  if (!row) throw notFound();
  return { ...row, health: canSeeHealthData(actor) };
}

export type RegistrationDetailRow = Awaited<ReturnType<typeof findRegistration>>;
