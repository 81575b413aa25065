import { ALL_ITEMS, type ListAnswer, type RoleListItem } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const USER_ENDPOINT = '/api/user';

/** GET /api/role: every role by name, the choices of the user form. The key starts like the roles' list, so saving a role refreshes them. */
export const roleChoicesQuery = queryOptions({
  queryKey: ['list', '/api/role', 'choices'],
  queryFn: ({ signal }) => api.get<ListAnswer<RoleListItem>>('/api/role', { query: { itemsPerPage: ALL_ITEMS, sortBy: 'name' }, signal }),
});

/** POST /api/user/{id}/password-reset: the account gets a link to set its own new password (decision 017). */
export const sendPasswordReset = (id: number) => api.post<{ message: string }>(`${USER_ENDPOINT}/${id}/password-reset`, {});
