import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { children } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { loadParentsOfChildren } from './child-parents';
import { loadChildRegistrations } from './child-registrations';

/**
 * One child for the back-office form: its parents and its current course weeks. Unknown id: 404. What of its
 * health data the answer shows is the presenter's, through the health gate (decision 020).
 */
export async function findChild(db: Executor, input: { id: number; now: Date; timeZone: string }) {
  const [child] = await db.select().from(children).where(eq(children.id, input.id));
  if (!child) throw notFound();
  const parents = await loadParentsOfChildren(db, [child.id]);
  const courseWeeks = await loadChildRegistrations(db, { childIds: [child.id], now: input.now, timeZone: input.timeZone, onlyCurrent: true });
  return { ...child, parents, courseWeeks };
}
