import type { RoleListQuery, RoleSortKey } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, userRoles } from '../../db/schema';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';

const usersCount = sql<number>`(select count(*) from ${userRoles} where ${userRoles.role_id} = ${roles.id})`.mapWith(Number);

const ROLE_LIST: ListDefinition<RoleSortKey> = {
  sortable: { name: caseInsensitive(roles.name), users_count: usersCount },
  defaultSort: [{ key: 'name', desc: false }],
  searchable: [roles.name],
  tiebreaker: roles.id,
};

/** One page of the role list with the number of accounts holding each role. */
export function listRoles(db: Executor, input: { query: RoleListQuery }) {
  const select = db.select({ id: roles.id, name: roles.name, usersCount }).from(roles).$dynamic();
  return fetchList(db, select, ROLE_LIST, input.query);
}
