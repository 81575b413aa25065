import { sql, type SQL } from 'drizzle-orm';
import { childParents, children } from '../db/schema';
import { CHILD_PARENTS_PERMISSIONS } from '@app/domain';
import { can, holdsAll, type Actor } from './actor';

/**
 * The children an actor may see and change as their family: those linked to the actor's person through
 * child_parents. An account without a person (the back office) has no family.
 */
export function scopeChildren(actor: Actor): SQL {
  if (actor.personId === null) return sql`false`;
  return childrenOfPerson(actor.personId);
}

/** The same for a person given as a column (parents read together, `readForParent`). */
export function childrenOfPerson(personId: number | SQL): SQL {
  return sql`${children.id} IN (SELECT ${childParents.child_id} FROM ${childParents} WHERE ${childParents.person_id} = ${personId})`;
}

/**
 * Health data of children who are not the actor's own (medicaments, incompatibilities, allergies,
 * with_diagnostics, risk_group): only roles holding child.health (decisions.md section 11). Without it the
 * fields are left out of answers, screens and exports, not masked. A family always sees its own children's.
 */
export function canSeeHealthData(actor: Actor | null): boolean {
  return can(actor, 'child.health');
}

/**
 * Linking a parent to a child, or unlinking one, decides who sees the child's health answers on the family page
 * and in the family's download: only staff who may see them themselves (CHILD_PARENTS_PERMISSIONS, issue 33).
 */
export function canChangeChildParents(actor: Actor | null): boolean {
  return holdsAll(actor, CHILD_PARENTS_PERMISSIONS);
}

/**
 * The payment confirmation of any child, not only the actor's own: staff who see registrations (the office
 * issues it again, also for a child kept anonymous after its family's erasure, decision 025).
 */
export function canSeeAnyConfirmation(actor: Actor): boolean {
  return can(actor, 'peopleCourseWeekRegistration.view');
}

/** Whose hands a child is written by: its family (the family page) or the office (the back office). */
export type ChildWriter = 'family' | 'office';

/**
 * What a write of a child may touch. A family writes only its own children (scopeChildren), health fields
 * included, and every save confirms the data for the year (last_update). The office writes any child, the
 * health fields only with child.health, and leaves the family's confirmation alone.
 */
export function childWriteRules(actor: Actor, as: ChildWriter): { scope: SQL | undefined; health: boolean; confirms: boolean } {
  if (as === 'family') return { scope: scopeChildren(actor), health: true, confirms: true };
  return { scope: undefined, health: canSeeHealthData(actor), confirms: false };
}
