import { isFixedRole, lockedPermissions } from '@app/domain';
import { can, holdsAll, type Actor } from './actor';

/**
 * The rules of a role record, whoever edits it (the route guard has checked role.update / role.delete).
 * Superadmin and Parent are found by name by the code (start-up seed, sign-up): they keep their names and
 * are never deleted. Superadmin keeps every permission, so the organisation can never lock itself out; Parent
 * keeps exactly its own, so no family's account gains a permission through it (`lockedPermissions`).
 */
interface RoleRecord {
  name: string;
}

export const canRenameRole = (role: RoleRecord): boolean => !isFixedRole(role.name);

export const canDeleteRole = (role: RoleRecord): boolean => !isFixedRole(role.name);

/** Whether a role may be left with exactly these permissions. */
export function canHoldPermissions(role: RoleRecord, permissions: readonly string[]): boolean {
  const locked: readonly string[] | undefined = lockedPermissions(role.name);
  return !locked || (locked.every((permission) => permissions.includes(permission)) && permissions.every((permission) => locked.includes(permission)));
}

/**
 * Only permissions the editor holds may be put into a role, and only a role whose permissions the editor
 * holds may be changed or deleted (decision 017): with role.update alone, a role could otherwise grant itself
 * everything, or strip the roles above it. The Superadmin holds every permission and so edits every role.
 */
export function canEditRole(actor: Actor | null, role: { permissions: Iterable<string> }): boolean {
  return holdsAll(actor, role.permissions);
}

export function canGrantPermissions(actor: Actor | null, permissions: Iterable<string>): boolean {
  return holdsAll(actor, permissions);
}

/**
 * Who holds a role (names and e-mail addresses of accounts) is the user list's to tell: a role editor without
 * `user.index` sees the role's permissions, not its holders.
 */
export const canSeeRoleHolders = (actor: Actor | null): boolean => can(actor, 'user.index');
