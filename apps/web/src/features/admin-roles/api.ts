import type { Permission } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const ROLE_ENDPOINT = '/api/role';

/** GET /api/role/permissions: every permission a role can hold; they change only with a new release. */
export const permissionsQuery = queryOptions({
  queryKey: ['role-permissions'],
  queryFn: ({ signal }) => api.get<{ data: { name: Permission }[] }>(`${ROLE_ENDPOINT}/permissions`, { signal }),
  staleTime: Infinity,
});
