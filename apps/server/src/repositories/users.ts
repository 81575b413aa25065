import { ROLE_NAMES, type PasswordContext } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { people, permissions, rolePermissions, roles, userRoles, users } from '../db/schema';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  lang: 'de' | 'it';
  personId: number | null;
  roles: string[];
  permissions: Set<string>;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

/**
 * A sign-in with the password: the account is in use, so a notice that it would be deleted for disuse no
 * longer holds (decision 025).
 */
export async function recordSignIn(db: Executor, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ last_sign_in_at: now, deletion_notice_at: null }).where(eq(users.id, userId));
}

/** What the account is known by, for the password rule (decision 017): its name and sign-in address, its person's names and address. */
export async function passwordContextOf(db: Executor, userId: number): Promise<PasswordContext> {
  const [row] = await db
    .select({ name: users.name, email: users.email, firstName: people.first_name, lastName: people.last_name, address: people.address, place: people.place })
    .from(users)
    .leftJoin(people, eq(people.id, users.person_id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { names: [row.name, row.firstName, row.lastName], email: row.email, address: [row.address, row.place] } : {};
}

/** The user with the names of its roles and of every permission those roles grant. */
export async function loadAuthUser(db: Executor, userId: number): Promise<AuthUser | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return undefined;
  const rows = await db
    .select({ role: roles.name, permission: permissions.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(userRoles.user_id, userId));
  return toAuthUser(user, rows);
}

/** An account with one row per (role, permission) of a join over its roles, as the guard uses it. */
export function toAuthUser(
  user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'lang' | 'person_id'>,
  rows: readonly { role: string | null; permission: string | null }[],
): AuthUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    lang: user.lang,
    personId: user.person_id,
    roles: [...new Set(rows.flatMap((row) => (row.role ? [row.role] : [])))].sort(),
    permissions: new Set(rows.flatMap((row) => (row.permission ? [row.permission] : []))),
  };
}

/**
 * The accounts holding the Superadmin role, with the role row locked until the transaction ends: two requests
 * that each take the role from one of the last two holders run one after the other, so the second sees that
 * only one holder is left (decisions.md section 12: the last Superadmin keeps the role).
 */
export async function lockSuperadminHolders(tx: Transaction): Promise<{ roleId: number; userIds: number[] } | undefined> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_NAMES.superadmin)).for('update');
  if (!role) return undefined;
  const holders = await tx.select({ user_id: userRoles.user_id }).from(userRoles).where(eq(userRoles.role_id, role.id));
  return { roleId: role.id, userIds: holders.map((holder) => holder.user_id) };
}
