import type { CsvMappingEntry, CsvMappingUpdate, StatementConfirmAnswer, StatementUploadAnswer, StatementUploadQuery } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /api/statements: the imported statement lines, a list of the back-office convention (decision 023). */
export const STATEMENT_LINES_ENDPOINT = '/api/statements';
/** GET /api/statements/mappings: the column mappings remembered for CSV statements. */
export const CSV_MAPPINGS_ENDPOINT = '/api/statements/mappings';

/** The remembered mappings; an upload that remembers one refreshes them. */
export const csvMappingsQuery = queryOptions({
  queryKey: ['statements', 'mappings'],
  queryFn: ({ signal }) => api.get<{ data: CsvMappingEntry[] }>(CSV_MAPPINGS_ENDPOINT, { signal }),
});

export const uploadStatement = (file: File, mapping: StatementUploadQuery = {}) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<StatementUploadAnswer>('/api/statements/upload', form, { query: mapping });
};

export const confirmLines = (ids: number[]) => api.post<StatementConfirmAnswer>('/api/statements/confirm', { data: ids });
export const confirmMatchedLines = () => api.post<StatementConfirmAnswer>('/api/statements/confirmMatched');
export const assignLine = (id: number, reference: string) => api.post<StatementConfirmAnswer>(`/api/statements/${id}/assign`, { reference });
export const ignoreLine = (id: number, reason: string) => api.post<{ message: string }>(`/api/statements/${id}/ignore`, { reason });

export const updateCsvMapping = (id: string, mapping: CsvMappingUpdate) =>
  api.put<{ message: string; data: CsvMappingEntry }>(`${CSV_MAPPINGS_ENDPOINT}/${encodeURIComponent(id)}`, mapping);
export const deleteCsvMapping = (id: string) => api.delete<{ message: string }>(`${CSV_MAPPINGS_ENDPOINT}/${encodeURIComponent(id)}`);
