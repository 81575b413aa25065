import type { PrivacyUpdateInput, User, UserData, UserProfileInput } from '@app/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { userDataQuery } from '../../lib/session-api';

interface Answer {
  success: boolean;
  message: string;
}

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: ['user', id],
    queryFn: async ({ signal }) => (await api.get<{ data: User }>(`/api/user/${id}`, { signal })).data,
  });

/** PUT /api/user/{id}: the stored user replaces the cached one, and the user data (name, e-mail) is read again. */
export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserProfileInput) => api.put<Answer & { data: User }>(`/api/user/${id}`, body),
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(userQuery(id).queryKey, data);
      await queryClient.invalidateQueries({ queryKey: userDataQuery.queryKey });
    },
  });
}

/**
 * POST /api/update-user-privacy. The answer's user data goes into the cache at once, so that the guard of
 * the page the parent returns to already sees the consent; a refetch follows.
 */
export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacyUpdateInput) => api.post<Answer & { data: UserData }>('/api/update-user-privacy', body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(userDataQuery.queryKey, data);
      void queryClient.invalidateQueries({ queryKey: userDataQuery.queryKey });
    },
    // The specification ignores a failed save: the page returns the parent to where they were.
    meta: { silent: true },
  });
}
