import { eq, sql, type SQL } from 'drizzle-orm';
import { people } from '../db/schema';
import { forbidden } from '../lib/errors';
import type { Actor } from './actor';

/**
 * The family an account acts for: the id of its linked person (a parent). An account without one (the back
 * office) has no family, and a use case that writes for or books as a family refuses it with the one answer:
 * 403 booking.errors.no_person. Reads need no such check: scopeOwnPerson and scopeChildren find nothing.
 */
export function requireFamily(actor: Actor): number {
  if (actor.personId === null) throw forbidden('booking.errors.no_person');
  return actor.personId;
}

/**
 * The person a parent may see and change on the family page: their own, the one linked to the account.
 * Another person's id is simply not found.
 */
export function scopeOwnPerson(actor: Actor): SQL {
  return actor.personId === null ? sql`false` : eq(people.id, actor.personId);
}
