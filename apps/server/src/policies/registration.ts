import type { Actor } from './actor';

/**
 * A family books its own children: only an account with a linked person (a parent) can. Back-office
 * accounts have no family; they book through the staff route, for any child.
 */
export function canBookForFamily(actor: Actor): actor is Actor & { personId: number } {
  return actor.personId !== null;
}
