import { eq, sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';
import { can, holdsAll, type Actor } from './actor';

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
 * Through the user form (the profile page, the user management) only user.create moves an account to another
 * e-mail address: the address is the login. Never a family's login (one with a person): staff who moved it to
 * their own mailbox would reset its password and see the children's health data. A family moves its own on the
 * family page, with its password and a link to the new address (services/family/save-parent.ts, decision 017).
 * The pages say this rule in one sentence, `account.email_rule`.
 */
export function canChangeUserEmail(actor: Actor | null, account: { personId: number | null }): boolean {
  return account.personId === null && can(actor, 'user.create');
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

/**
 * Whether the actor may change or delete another account: only one that can do nothing the actor cannot
 * (decision 017). Otherwise a role with user management would move a Superadmin's e-mail to its own mailbox,
 * or delete the accounts above it. One's own account is always one's own.
 */
export function canManageAccount(actor: Actor | null, account: { id: number; permissions: Iterable<string> }): boolean {
  return actor !== null && (actor.id === account.id || holdsAll(actor, account.permissions));
}

/**
 * A password is set only by its owner (with the current one) or through a reset link sent to the owner's
 * address (decision 017): staff who could type another account's password could sign in as that account.
 */
export function canSetPassword(actor: Actor | null, account: { id: number }): boolean {
  return actor !== null && actor.id === account.id;
}

/** Staff with user.update send an account they manage a reset link instead of setting its password. */
export function canSendPasswordReset(actor: Actor | null, account: { id: number; permissions: Iterable<string> }): boolean {
  return can(actor, 'user.update') && canManageAccount(actor, account);
}

/** Roles are given only when every permission they bring is the giver's own (decision 017). */
export function canGiveRoles(actor: Actor | null, permissionsOfRoles: Iterable<string>): boolean {
  return canAssignRoles(actor) && holdsAll(actor, permissionsOfRoles);
}
