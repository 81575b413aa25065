import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { children } from '../../db/schema';
import type { Actor } from '../../policies/actor';
import { scopeChildren } from '../../policies/child';
import { requireFamily } from '../../policies/person';

type ChildRow = typeof children.$inferSelect;

/**
 * The children of the parent's family, by first name: the booking dialog offers them per line. Accounts
 * without a person have no family and are told so.
 */
export async function listChildren(db: Database, input: { actor: Actor }): Promise<ChildRow[]> {
  const { actor } = input;
  requireFamily(actor);
  return db.select().from(children).where(scopeChildren(actor)).orderBy(asc(children.first_name), asc(children.id));
}
