import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { childParents, children } from '../../db/schema';

export type ChildOfPerson = Pick<typeof children.$inferSelect, 'id' | 'first_name' | 'last_name'> & { person_id: number };

/** The children of the given people, by first name, in one query. */
export async function loadChildrenOfPeople(db: Executor, personIds: readonly number[]): Promise<ChildOfPerson[]> {
  if (personIds.length === 0) return [];
  return db
    .select({ person_id: childParents.person_id, id: children.id, first_name: children.first_name, last_name: children.last_name })
    .from(childParents)
    .innerJoin(children, eq(children.id, childParents.child_id))
    .where(inArray(childParents.person_id, [...personIds]))
    .orderBy(asc(children.first_name), asc(children.id));
}
