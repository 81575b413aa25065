import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, courses, courseWeeks, registrations } from '../../db/schema';
import { openAmountSql, parentIdSql, parentNameSql, photoConsentSql, priceSql, selectRegistrations } from '../../repositories/registrations';
import { notFound } from '../../lib/errors';
import { openOfferColumns, registrationHistory } from '../../repositories/offers';

/**
 * One registration (deleted ones too) with child, course, week, the family's parent, the payment figures, its
 * open offer and its history on the waiting list.
 */
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
    offer: openOfferColumns,
  }).where(eq(registrations.id, id));
  if (!row) throw notFound();
  return { ...row, history: await registrationHistory(db, id) };
}

export type RegistrationDetailRow = Awaited<ReturnType<typeof loadRegistration>>;
