import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { childParents, people } from '../../db/schema';

export type ParentOfChild = Pick<typeof people.$inferSelect, 'id' | 'firstName' | 'lastName' | 'place'> & { childId: number };

/** The parents of the given children, by last and first name, in one query (a page of the list at once). */
export async function loadParentsOfChildren(db: Executor, childIds: readonly number[]): Promise<ParentOfChild[]> {
  if (childIds.length === 0) return [];
  return db
    .select({ childId: childParents.childId, id: people.id, firstName: people.firstName, lastName: people.lastName, place: people.place })
    .from(childParents)
    .innerJoin(people, eq(people.id, childParents.personId))
    .where(inArray(childParents.childId, [...childIds]))
    .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id));
}
