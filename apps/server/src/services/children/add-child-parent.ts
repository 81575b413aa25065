import { and, eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { childParents, children, people } from '../../db/schema';
import { forbidden, invalid, notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { canChangeChildParents } from '../../policies/child';
import { logHealthAccess } from '../../repositories/health-access-log';
import { readOptions } from '../../repositories/options';
import { queueParentLinkedNotices } from './parent-linked-notices';

/**
 * Links a further parent to a child ("add my husband as second parent"); a parent already linked is refused.
 * The new parent sees the child's health answers from then on, so only staff who may see them link (403
 * otherwise), the link is written to the health-data log, and the parents the child had are told by e-mail.
 */
export async function addChildParent(db: Database, input: { actor: Actor; now: Date; childId: number; personId: number }): Promise<void> {
  const { actor, now } = input;
  if (!canChangeChildParents(actor)) throw forbidden('people.parents_need_health');
  const options = await readOptions(db);
  await transaction(db, async (tx) => {
    const [child] = await tx.select().from(children).where(eq(children.id, input.childId)).for('update');
    if (!child) throw notFound();
    const [person] = await tx.select().from(people).where(eq(people.id, input.personId)).for('share');
    if (!person) throw invalid({ parent_id: 'choice' });
    const [linked] = await tx
      .select({ id: childParents.person_id })
      .from(childParents)
      .where(and(eq(childParents.child_id, child.id), eq(childParents.person_id, person.id)));
    if (linked) throw invalid({ parent_id: { key: 'people.already_parent' } });
    await tx.insert(childParents).values({ child_id: child.id, person_id: person.id });
    await logHealthAccess(tx, { actor, now, action: 'parent_linked', childIds: [child.id], personId: person.id });
    await queueParentLinkedNotices(tx, { children: [child], parent: person, options });
  });
}
