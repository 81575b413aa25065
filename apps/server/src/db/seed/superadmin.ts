import { ROLE_NAMES } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../../lib/passwords';
import type { Executor } from '../client';
import { roles, userRoles, users } from '../schema';

export interface SuperadminResult {
  email: string;
  /** Set only when the password was generated: it is shown once in the log and never again. */
  generatedPassword?: string;
}

/** On an empty database, creates the first account so that someone can sign in to the back office. */
export async function ensureSuperadmin(
  db: Executor,
  options: { email?: string; password?: string },
): Promise<SuperadminResult | undefined> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return undefined;
  const email = options.email ?? 'admin@example.org';
  const generated = options.email && options.password ? undefined : generatePassword();
  const password = generated ?? options.password!;
  const [user] = await db
    .insert(users)
    .values({ name: 'Superadmin', email, password_hash: await hashPassword(password) })
    .returning();
  const [role] = await db.select().from(roles).where(eq(roles.name, ROLE_NAMES.superadmin)).limit(1);
  await db.insert(userRoles).values({ user_id: user!.id, role_id: role!.id });
  return { email, generatedPassword: generated };
}
