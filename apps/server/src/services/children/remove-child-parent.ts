import { and, eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { childParents, children } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

/** Unlinks a parent from a child. The last parent stays: a child without a family could not be booked or reached. */
export async function removeChildParent(db: Database, input: { childId: number; personId: number }): Promise<void> {
  await transaction(db, async (tx) => {
    // The child's row is the lock that keeps two removals from taking both parents away at once.
    const [child] = await tx.select({ id: children.id }).from(children).where(eq(children.id, input.childId)).for('update');
    if (!child) throw notFound();
    const links = await tx.select({ person_id: childParents.person_id }).from(childParents).where(eq(childParents.child_id, child.id));
    if (!links.some((link) => link.person_id === input.personId)) throw notFound();
    if (links.length === 1) throw conflict('people.last_parent');
    await tx.delete(childParents).where(and(eq(childParents.child_id, child.id), eq(childParents.person_id, input.personId)));
  });
}
