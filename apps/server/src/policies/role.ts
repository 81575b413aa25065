import { holdsEveryPermission, isFixedRole, PERMISSIONS } from '@app/domain';

/**
 * The rules of a role record, whoever edits it (the route guard has checked role.update / role.delete).
 * Superadmin and Parent are found by name by the code (start-up seed, sign-up): they keep their names and
 * are never deleted. Superadmin keeps every permission, so the organisation can never lock itself out.
 */
interface RoleRecord {
  name: string;
}

export const canRenameRole = (role: RoleRecord): boolean => !isFixedRole(role.name);

export const canDeleteRole = (role: RoleRecord): boolean => !isFixedRole(role.name);

/** Whether a role may be left with exactly these permissions. */
export function canHoldPermissions(role: RoleRecord, permissions: readonly string[]): boolean {
  return !holdsEveryPermission(role.name) || PERMISSIONS.every((permission) => permissions.includes(permission));
}
