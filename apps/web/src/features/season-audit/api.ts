import type { SeasonAudit } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The address of a season's public audit page (the family's result links to it). */
export const seasonAuditPath = (seasonId: number) => `/seasons/${seasonId}/audit`;

/** GET /api/seasons/{id}/audit, public: the commitment from the start, the seed, digests and files once published; 404 for no season. */
export const seasonAuditQuery = (seasonId: number) =>
  queryOptions({
    queryKey: ['season-audit', seasonId],
    queryFn: async ({ signal }) => (await api.get<{ data: SeasonAudit }>(`/api/seasons/${seasonId}/audit`, { signal })).data,
  });

export type AuditFile = 'input' | 'result';

export const auditFileUrl = (seasonId: number, file: AuditFile) => `/api/seasons/${seasonId}/audit/${file}.json`;

/**
 * The name the download arrives with: the server's Content-Disposition wins over the link's own, so the
 * commands the page shows name the files as the browser saved them.
 */
export const auditFileName = (seasonId: number, file: AuditFile) => `draw-${seasonId}-${file}.json`;
