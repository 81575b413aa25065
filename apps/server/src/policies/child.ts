import { sql, type SQL } from 'drizzle-orm';
import { childParents, children } from '../db/schema';
import { can, type Actor } from './actor';

/**
 * The children an actor may see and change as their family: those linked to the actor's person through
 * child_parents. An account without a person (the back office) has no family.
 */
export function scopeChildren(actor: Actor): SQL {
  if (actor.personId === null) return sql`false`;
  return sql`${children.id} IN (SELECT ${childParents.childId} FROM ${childParents} WHERE ${childParents.personId} = ${actor.personId})`;
}

/**
 * Health data of children who are not the actor's own (medicaments, incompatibilities, allergies,
 * with_diagnostics, risk_group): only roles holding child.health (decisions.md section 11). Without it the
 * fields are left out of answers, screens and exports, not masked. A family always sees its own children's.
 */
export function canSeeHealthData(actor: Actor | null): boolean {
  return can(actor, 'child.health');
}
