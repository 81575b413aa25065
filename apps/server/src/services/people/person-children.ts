import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { childParents, children } from '../../db/schema';

export type ChildOfPerson = Pick<typeof children.$inferSelect, 'id' | 'firstName' | 'lastName'> & { personId: number };

/** The children of the given people, by first name, in one query. */
export async function loadChildrenOfPeople(db: Executor, personIds: readonly number[]): Promise<ChildOfPerson[]> {
  if (personIds.length === 0) return [];
  return db
    .select({ personId: childParents.personId, id: children.id, firstName: children.firstName, lastName: children.lastName })
    .from(childParents)
    .innerJoin(children, eq(children.id, childParents.childId))
    .where(inArray(childParents.personId, [...personIds]))
    .orderBy(asc(children.firstName), asc(children.id));
}
