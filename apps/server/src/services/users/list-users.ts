import type { UserListQuery, UserSortKey } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import { caseInsensitive, fetchList, type ListDefinition } from '../../lib/list-query';

const USER_LIST: ListDefinition<UserSortKey> = {
  sortable: { name: caseInsensitive(users.name), email: users.email },
  defaultSort: [{ key: 'name', desc: false }],
  searchable: [users.name, users.email],
  tiebreaker: users.id,
};

/**
 * One page of the user list with each account's role names. The guard (user.index) is the whole rule: the
 * user management sees every account.
 */
export async function listUsers(db: Executor, input: { query: UserListQuery }) {
  const select = db
    .select({ id: users.id, name: users.name, email: users.email, personId: users.person_id })
    .from(users)
    .$dynamic();
  const page = await fetchList(db, select, USER_LIST, input.query);
  const ids = page.data.map((user) => user.id);
  const held = ids.length > 0
    ? await db
        .select({ user_id: userRoles.user_id, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.role_id))
        .where(inArray(userRoles.user_id, ids))
        .orderBy(roles.name)
    : [];
  const data = page.data.map((user) => ({
    ...user,
    roles: held.filter((role) => role.user_id === user.id).map((role) => role.name),
  }));
  return { data, meta: page.meta };
}
