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
const refresh = () => api.get<IssuedToken>('/api/refresh');

/** When a tab last renewed the shared token (local storage, so every tab sees it). */
const REFRESHED_AT_KEY = 'summer-weeks.token-refreshed-at';

/**
 * Renews the token all tabs share, one tab at a time, and not again soon after another tab did: the server
 * ends the whole sign-in when a token is refreshed twice (decision 017), which is what a copied token looks
 * like. Where the browser has no Web Locks, the time stamp alone keeps tabs apart but for a rare race.
 */
export async function refreshSharedToken(intervalMs: number, store: (token: string) => void): Promise<void> {
  const renew = async () => {
    const last = Number(localStorage.getItem(REFRESHED_AT_KEY) ?? 0);
    if (Date.now() - last < intervalMs / 2) return;
    const { token } = await refresh();
    localStorage.setItem(REFRESHED_AT_KEY, String(Date.now()));
    store(token);
  };
  if (typeof navigator !== 'undefined' && 'locks' in navigator) await navigator.locks.request('summer-weeks.token-refresh', renew);
  else await renew();
}
