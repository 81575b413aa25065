import type { AdminPersonDetail, OfficeErasureInput } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, downloadUrl } from '../../lib/api-client';

export const PARENT_ENDPOINT = '/api/parent';

/**
 * GET /api/parent/{id}: a person with children and registrations. The key is the person form's own
 * (useRecordForm of /api/parent), so a save there refreshes the show page too.
 */
export const personQuery = (id: number) =>
  queryOptions({
    queryKey: ['record', PARENT_ENDPOINT, id],
    queryFn: ({ signal }) => api.get<{ data: AdminPersonDetail }>(`${PARENT_ENDPOINT}/${id}`, { signal }).then((answer) => answer.data),
  });

/** GET /api/files/{id}: the stored signature as an image; the token travels in the query. */
export const signatureUrl = (fileId: string) => downloadUrl(`/api/files/${fileId}`);

/**
 * POST /api/parent/{id}/erase: the family's erasure (decision 025), as "delete my account" does it, confirmed by
 * the family's name typed.
 */
export const eraseFamily = ({ id, ...input }: OfficeErasureInput & { id: number }) => api.post<{ success: boolean; message: string }>(`${PARENT_ENDPOINT}/${id}/erase`, input);
