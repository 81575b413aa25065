import type { StatementConfirmAnswer, StatementUploadAnswer, StatementUploadQuery } from '@app/domain';
import { api } from '../../lib/api-client';

/** GET /api/statements: the imported statement lines, a list of the back-office convention (decision 023). */
export const STATEMENT_LINES_ENDPOINT = '/api/statements';

export const uploadStatement = (file: File, mapping: StatementUploadQuery = {}) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<StatementUploadAnswer>('/api/statements/upload', form, { query: mapping });
};

export const confirmLines = (ids: number[]) => api.post<StatementConfirmAnswer>('/api/statements/confirm', { data: ids });
export const confirmMatchedLines = () => api.post<StatementConfirmAnswer>('/api/statements/confirmMatched');
export const assignLine = (id: number, reference: string) => api.post<StatementConfirmAnswer>(`/api/statements/${id}/assign`, { reference });
export const ignoreLine = (id: number) => api.post<{ message: string }>(`/api/statements/${id}/ignore`);
