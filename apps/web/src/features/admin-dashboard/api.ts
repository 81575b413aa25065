import type { Dashboard, Refund } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, apiDownload, downloadUrl, type DownloadProgress } from '../../lib/api-client';

/** GET /api/dashboard: the totals of the active courses and the export links. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: async ({ signal }) => (await api.get<{ data: Dashboard }>('/api/dashboard', { signal })).data,
});

/** An export link of the dashboard (the server names them: `/excelExport/active`, `/export/payments`). */
export const exportUrl = (link: string) => downloadUrl(link);
/** The same export fetched by the page, which shows its progress. */
export const downloadExport = (link: string, onProgress: (progress: DownloadProgress) => void) => apiDownload(link, onProgress);

/** GET /api/refunds: the office's refund to-do, paid places an erased family gave up and overpayments (decisions 025, 023). */
export const refundsQuery = queryOptions({
  queryKey: ['refunds'],
  queryFn: async ({ signal }) => (await api.get<{ data: Refund[] }>('/api/refunds', { signal })).data,
});

/** POST /api/refunds/{id}/done: the money is sent back; the family's contact goes with the to-do. */
export const completeRefund = (id: number) => api.post<{ success: boolean; message: string }>(`/api/refunds/${id}/done`);
