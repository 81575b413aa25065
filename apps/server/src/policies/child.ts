import { sql, type SQL } from 'drizzle-orm';
import { childParents, children } from '../db/schema';
import type { Actor } from './actor';

/**
 * The children an actor may see and change as their family: those linked to the actor's person through
 * child_parents. An account without a person (the back office) has no family.
 */
export function scopeChildren(actor: Actor): SQL {
  if (actor.personId === null) return sql`false`;
  return sql`${children.id} IN (SELECT ${childParents.childId} FROM ${childParents} WHERE ${childParents.personId} = ${actor.personId})`;
}
