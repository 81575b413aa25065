import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { logHealthAccess } from '../../repositories/health-access-log';
import { loadParentsOfChildren } from './child-parents';
import { loadChildRegistrations } from './child-registrations';

/**
 * One child for the back-office form: its parents and its current course weeks. Unknown id: 404. The answer
 * carries its health data for an actor holding child.health, which the access log records (decision 020).
 */
export async function findChild(db: Executor, input: { actor: Actor; id: number; now: Date; timeZone: string }) {
  const [child] = await db.select().from(children).where(eq(children.id, input.id));
  if (!child) throw notFound();
  const parents = await loadParentsOfChildren(db, [child.id]);
  const courseWeeks = await loadChildRegistrations(db, { childIds: [child.id], now: input.now, timeZone: input.timeZone, onlyCurrent: true });
  await logHealthAccess(db, { actor: input.actor, now: input.now, action: 'screen', childIds: [child.id] });
  return { ...child, parents, courseWeeks };
}
