import { and, eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { childParents, children } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { canChangeChildParents } from '../../policies/child';
import { logHealthAccess } from '../../repositories/health-access-log';

/**
 * Unlinks a parent from a child. The last parent stays: a child without a family could not be booked or reached.
 * Who sees the child's health answers changes with it, so the same staff as for linking, and a log entry.
 */
export async function removeChildParent(db: Database, input: { actor: Actor; now: Date; childId: number; personId: number }): Promise<void> {
  const { actor, now } = input;
  if (!canChangeChildParents(actor)) throw forbidden('people.parents_need_health');
  await transaction(db, async (tx) => {
    // The child's row is the lock that keeps two removals from taking both parents away at once.
    const [child] = await tx.select({ id: children.id }).from(children).where(eq(children.id, input.childId)).for('update');
    if (!child) throw notFound();
    const links = await tx.select({ person_id: childParents.person_id }).from(childParents).where(eq(childParents.child_id, child.id));
    if (!links.some((link) => link.person_id === input.personId)) throw notFound();
    if (links.length === 1) throw conflict('people.last_parent');
    await tx.delete(childParents).where(and(eq(childParents.child_id, child.id), eq(childParents.person_id, input.personId)));
    await logHealthAccess(tx, { actor, now, action: 'parent_unlinked', childIds: [child.id], personId: input.personId });
  });
}
