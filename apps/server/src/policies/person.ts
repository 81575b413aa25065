import { eq, sql, type SQL } from 'drizzle-orm';
import { people } from '../db/schema';
import type { Actor } from './actor';

/**
 * The person a parent may see and change on the family page: their own, the one linked to the account.
 * Another person's id is simply not found.
 */
export function scopeOwnPerson(actor: Actor): SQL {
  return actor.personId === null ? sql`false` : eq(people.id, actor.personId);
}
