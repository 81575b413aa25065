import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema';

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

/** The user with the names of its roles and of every permission those roles grant. */
export async function loadAuthUser(db: Executor, userId: number): Promise<AuthUser | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return undefined;
  const rows = await db
    .select({ role: roles.name, permission: permissions.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    lang: user.lang,
    personId: user.personId,
    roles: [...new Set(rows.map((row) => row.role))].sort(),
    permissions: new Set(rows.flatMap((row) => (row.permission ? [row.permission] : []))),
  };
}
