import type { Dashboard } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /api/dashboard: the totals of the active courses and the export links. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: async ({ signal }) => (await api.get<{ data: Dashboard }>('/api/dashboard', { signal })).data,
});
