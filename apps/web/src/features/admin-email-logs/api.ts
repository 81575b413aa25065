import type { EmailLog } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const EMAIL_LOG_ENDPOINT = '/api/emailLogs';

/** GET /api/emailLogs/:id: one e-mail with its body and delivery state. */
export const emailLogQuery = (id: number) =>
  queryOptions({
    queryKey: ['emailLogs', id],
    queryFn: async ({ signal }) => (await api.get<{ data: EmailLog }>(`${EMAIL_LOG_ENDPOINT}/${id}`, { signal })).data,
  });
