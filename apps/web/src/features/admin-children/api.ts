import type { AdminChildDetail, ParentOption } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const CHILD_ENDPOINT = '/api/child';

/** Every back-office list starts with this key: a change of a child's parents shows in the children's and the people's lists. */
export const LISTS = ['list'] as const;

/**
 * The child form's own record query (useRecordForm of /api/child): a change of the child's parents answers
 * the stored child, which replaces this entry.
 */
export const childQuery = (childId: number) =>
  queryOptions({
    queryKey: ['record', CHILD_ENDPOINT, childId],
    queryFn: ({ signal }) => api.get<{ data: AdminChildDetail }>(`${CHILD_ENDPOINT}/${childId}`, { signal }).then((answer) => answer.data),
  });

export type ChildParentsAnswer = { message: string; data: AdminChildDetail };

/** POST /api/child/{id}/parents: a further parent of a saved child. */
export const addChildParent = (childId: number, parentId: number) =>
  api.post<ChildParentsAnswer>(`${CHILD_ENDPOINT}/${childId}/parents`, { parent_id: parentId });

/** DELETE /api/child/{id}/parents/{personId}: the server keeps the last parent. */
export const removeChildParent = (childId: number, personId: number) =>
  api.delete<ChildParentsAnswer>(`${CHILD_ENDPOINT}/${childId}/parents/${personId}`);

/** GET /api/child/parents: the people whose first or last name matches, for the parent picker. */
export const parentOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['list', `${CHILD_ENDPOINT}/parents`, search],
    queryFn: ({ signal }) => api.get<{ data: ParentOption[] }>(`${CHILD_ENDPOINT}/parents`, { query: { search }, signal }),
  });
