import { api, apiDownload, downloadUrl, type DownloadProgress } from '../../lib/api-client';

/** The family's data files (decision 025): the JSON file and the readable HTML page. */
export type FamilyDataFormat = 'json' | 'html';

/** The family page's own download, and the office's of a person's family (people show page). */
export const familyDataPath = (format: FamilyDataFormat, personId?: number) =>
  personId === undefined ? `/api/my-family/data.${format}` : `/api/parent/${personId}/data.${format}`;

export const familyDataUrl = (format: FamilyDataFormat, personId?: number) => downloadUrl(familyDataPath(format, personId));

export const downloadFamilyData = (format: FamilyDataFormat, personId: number | undefined, onProgress: (progress: DownloadProgress) => void) =>
  apiDownload(familyDataPath(format, personId), onProgress);

/** "Delete my account": the password first; the server ends the session with the account. */
export const deleteOwnAccount = (password: string) => api.post<{ success: boolean; message: string }>('/api/my-family/delete-account', { password });
