import type { DeleteAccountInput, ErasurePreview } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, apiDownload, downloadUrl, type DownloadProgress } from '../../lib/api-client';

/** The family's data files (decision 025): the JSON file and the readable HTML page. */
export type FamilyDataFormat = 'json' | 'html';

/** The family page's own download, and the office's of a person's family (people show page). */
export const familyDataPath = (format: FamilyDataFormat, personId?: number) =>
  personId === undefined ? `/api/my-family/data.${format}` : `/api/parent/${personId}/data.${format}`;

export const familyDataUrl = (format: FamilyDataFormat, personId?: number) => downloadUrl(familyDataPath(format, personId));

export const downloadFamilyData = (format: FamilyDataFormat, personId: number | undefined, onProgress: (progress: DownloadProgress) => void) =>
  apiDownload(familyDataPath(format, personId), onProgress);

/**
 * What an erasure asks first (decision 025): the paid places of weeks to come, of the family page's own family or
 * of a person's family (people show page). Read when the dialog opens, never kept: places are paid meanwhile.
 */
export const erasurePreviewQuery = (personId?: number) =>
  queryOptions({
    queryKey: ['erasure-preview', personId ?? 'own'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ErasurePreview }>(personId === undefined ? '/api/my-family/erasure' : `/api/parent/${personId}/erasure`, { signal })).data,
    gcTime: 0,
    staleTime: 0,
  });

/** "Delete my account": the password first; the server ends the session with the account. */
export const deleteOwnAccount = (input: DeleteAccountInput) => api.post<{ success: boolean; message: string }>('/api/my-family/delete-account', input);
