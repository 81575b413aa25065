import type { Role, RoleListItem } from '@app/domain';
import type { RoleRows } from '../services/roles/find-role';

export const presentRoleListItem = (row: { id: number; name: string; usersCount: number }): RoleListItem => ({
  id: row.id,
  name: row.name,
  users_count: row.usersCount,
});

export const presentRole = ({ role, permissions, users }: RoleRows): Role => ({
  id: role.id,
  name: role.name,
  permissions,
  ...(users ? { users: users.map((user) => ({ id: user.id, name: user.name, email: user.email })) } : {}),
});
