import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, courses, courseWeeks, registrations } from '../../db/schema';
import { openAmountSql, parentIdSql, parentNameSql, photoConsentSql, priceSql, selectRegistrations } from '../../repositories/registrations';
import { notFound } from '../../lib/errors';

/** One registration (deleted ones too) with child, course, week, the family's parent and the payment figures. */
export async function loadRegistration(db: Executor, { id }: { id: number }) {
  const [row] = await selectRegistrations(db, {
      registration: registrations,
      child: children,
      course: courses,
      week: courseWeeks,
    parentId: parentIdSql,
    parentName: parentNameSql,
    price: priceSql,
    openAmount: openAmountSql,
    photoConsent: photoConsentSql,
  }).where(eq(registrations.id, id));
  if (!row) throw notFound();
  return row;
}

export type RegistrationDetailRow = Awaited<ReturnType<typeof loadRegistration>>;
