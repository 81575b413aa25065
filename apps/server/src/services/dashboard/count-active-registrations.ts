import { and, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { registrations } from '../../db/schema';
import { selectRegistrations } from '../../repositories/registrations';
import { registrationFilters } from '../registrations/list-registrations';

/**
 * The dashboard's totals: the registrations the registration list shows at first (active courses, not
 * deleted), confirmed and waiting, counted with the list's own filters so both always agree.
 */
export async function countActiveRegistrations(db: Executor, clock: Clock): Promise<{ confirmed: number; waiting: number }> {
  const [totals] = await selectRegistrations(db, {
    confirmed: sql<number>`count(*) filter (where not ${registrations.is_waiting})::int`,
    waiting: sql<number>`count(*) filter (where ${registrations.is_waiting})::int`,
  }).where(and(...registrationFilters(db, clock, { active: true })));
  return { confirmed: totals?.confirmed ?? 0, waiting: totals?.waiting ?? 0 };
}
