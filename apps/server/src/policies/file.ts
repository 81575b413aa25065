import { eq, or, type SQL } from 'drizzle-orm';
import { files } from '../db/schema';
import { can, type Actor } from './actor';

/**
 * Public files are for everyone. A private one (a parent's signature) only for the user who stored it and
 * for staff who may see people. Load queries add the condition, so to everybody else a private file is not
 * found (404) and its existence stays hidden. `undefined` means no restriction.
 */
export function scopeFiles(actor: Actor | null): SQL | undefined {
  if (can(actor, 'person.view')) return undefined;
  const isPublic = eq(files.is_public, true);
  return actor ? or(isPublic, eq(files.created_by_user_id, actor.id)) : isPublic;
}
