import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children, courses, courseWeeks, registrations } from '../../db/schema';
import { openAmountSql, parentIdSql, parentNameSql, photoConsentSql, priceSql, selectRegistrations } from '../../repositories/registrations';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { canSeeHealthData } from '../../policies/child';
import { logHealthAccess } from '../../repositories/health-access-log';

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

/**
 * The registration show and edit page: the registration as above, with its health answers for an actor who
 * holds child.health, which the access log records (decision 020).
 */
export async function findRegistration(db: Executor, { actor, now, id }: { actor: Actor; now: Date; id: number }) {
  const row = await loadRegistration(db, { id });
  await logHealthAccess(db, { actor, now, action: 'screen', childIds: [row.child.id] });
  return { ...row, health: canSeeHealthData(actor) };
}

export type RegistrationDetailRow = Awaited<ReturnType<typeof findRegistration>>;
