import { and, eq } from 'drizzle-orm';
import { transaction, type Database } from '../../db/client';
import { childParents, children, people } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';

/** Links a further parent to a child ("add my husband as second parent"); a parent already linked is refused. */
export async function addChildParent(db: Database, input: { childId: number; personId: number }): Promise<void> {
  await transaction(db, async (tx) => {
    const [child] = await tx.select({ id: children.id }).from(children).where(eq(children.id, input.childId)).for('update');
    if (!child) throw notFound();
    const [person] = await tx.select({ id: people.id }).from(people).where(eq(people.id, input.personId)).for('share');
    if (!person) throw invalid({ parent_id: 'choice' });
    const [linked] = await tx
      .select({ id: childParents.person_id })
      .from(childParents)
      .where(and(eq(childParents.child_id, child.id), eq(childParents.person_id, person.id)));
    if (linked) throw invalid({ parent_id: { key: 'people.already_parent' } });
    await tx.insert(childParents).values({ child_id: child.id, person_id: person.id });
  });
}
