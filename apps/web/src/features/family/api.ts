import type { ChildCreateInput, ChildUpdateInput, FamilyChild } from '@app/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The children of the signed-in parent's family (GET /api/my-family/children). */
export const familyChildrenQuery = queryOptions({
  queryKey: ['my-family', 'children'],
  queryFn: async ({ signal }) => (await api.get<{ data: FamilyChild[] }>('/api/my-family/children', { signal })).data,
});

interface ChildAnswer {
  success: boolean;
  message: string;
  data: FamilyChild;
}

/** Adds a child (no id) or corrects one, then reloads the family's children. */
export function useSaveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, child }: { id: number | null; child: ChildCreateInput | ChildUpdateInput }) =>
      id === null ? api.post<ChildAnswer>('/api/my-family/children', child) : api.put<ChildAnswer>(`/api/my-family/children/${id}`, child),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-family'] }),
  });
}
