import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { scopeUsers } from '../../policies/user';
import { loadAuthUser, type AuthUser } from '../../repositories/users';

/** One account with its roles, when the actor reaches it (policies/user); otherwise 404. */
export async function findUser(db: Database, input: { actor: Actor; userId: number }): Promise<AuthUser> {
  const [visible] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.userId), scopeUsers(input.actor)))
    .limit(1);
  const user = visible && (await loadAuthUser(db, visible.id));
  if (!user) throw notFound();
  return user;
}
