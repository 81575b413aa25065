import { eq, sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';
import { can, type Actor } from './actor';

/**
 * The accounts an actor reaches: every account with user.update, otherwise only their own (user.updateOwn).
 * Load queries add the condition, so another user's account is simply not found (404) and its existence
 * stays hidden. `undefined` means no restriction.
 */
export function scopeUsers(actor: Actor | null): SQL | undefined {
  if (can(actor, 'user.update')) return undefined;
  return actor ? eq(users.id, actor.id) : sql`false`;
}

/**
 * Only user.create may move an account to another e-mail address: the address is the login, and a parent
 * who changed it by mistake would lock themselves out.
 */
export function canChangeUserEmail(actor: Actor | null): boolean {
  return can(actor, 'user.create');
}

/**
 * Only user.create (the user management) gives or takes roles: with user.update alone an account's name and
 * password can be changed, not what it may do.
 */
export function canAssignRoles(actor: Actor | null): boolean {
  return can(actor, 'user.create');
}

/** Nobody deletes their own account (decisions.md section 12): the one signed in would lock themselves out. */
export function canDeleteUser(actor: Actor | null, user: { id: number }): boolean {
  return actor !== null && actor.id !== user.id;
}
