import type { UserData } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

export interface IssuedToken {
  token: string;
  token_type: 'Bearer';
  expires_at: string;
}

export const userDataQuery = queryOptions({
  queryKey: ['userdata'],
  queryFn: async ({ signal }) => (await api.get<{ data: UserData }>('/api/userdata', { signal })).data,
  staleTime: 60_000,
});

export const login = (body: { email: string; password: string; remember?: boolean }) =>
  api.post<IssuedToken>('/api/login', body);
export const logout = () => api.get<{ message: string }>('/api/logout');
export const refresh = () => api.get<IssuedToken>('/api/refresh');
