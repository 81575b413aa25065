import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { childParents, people } from '../../db/schema';

export type ParentOfChild = Pick<typeof people.$inferSelect, 'id' | 'first_name' | 'last_name' | 'place'> & { child_id: number };

/** The parents of the given children, by last and first name, in one query (a page of the list at once). */
export async function loadParentsOfChildren(db: Executor, childIds: readonly number[]): Promise<ParentOfChild[]> {
  if (childIds.length === 0) return [];
  return db
    .select({ child_id: childParents.child_id, id: people.id, first_name: people.first_name, last_name: people.last_name, place: people.place })
    .from(childParents)
    .innerJoin(people, eq(people.id, childParents.person_id))
    .where(inArray(childParents.child_id, [...childIds]))
    .orderBy(asc(people.last_name), asc(people.first_name), asc(people.id));
}
