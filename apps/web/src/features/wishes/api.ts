import type { Season, WishList, WishListAnswer } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Every wish-list query starts with this key: a save reloads them all (the family page's links too). */
export const WISHES = ['wishes'] as const;

/** The address of a season's wish list (a family screen). */
export const wishListPath = (seasonId: number) => `/my-family/wishes/${seasonId}`;

/** GET /api/seasons/open: the seasons not yet at first come, first served, for the family page's links. */
export const openSeasonsQuery = queryOptions({
  queryKey: [...WISHES, 'open-seasons'],
  queryFn: async ({ signal }) => (await api.get<{ data: Season[] }>('/api/seasons/open', { signal })).data,
  // The family page does without the links when they cannot be read: no error of its own for them.
  meta: { silent: true },
});

/**
 * GET /api/my-family/wishes/{seasonId}: the season with its phase, the weeks to wish from (names in both
 * languages) and the family's list (null before its first save).
 */
export const wishListQuery = (seasonId: number) =>
  queryOptions({
    queryKey: [...WISHES, 'list', seasonId],
    queryFn: async ({ signal }) => (await api.get<WishListAnswer>(`/api/my-family/wishes/${seasonId}`, { signal })).data,
  });

export interface WishListSaved {
  success: boolean;
  message: string;
  data: { receipt: string; few_wishes: number[] };
}

/** PUT /api/my-family/wishes/{seasonId}: the whole list; 422 on fields, 409 outside the wish phase. */
export const saveWishList = (seasonId: number, list: WishList) => api.put<WishListSaved>(`/api/my-family/wishes/${seasonId}`, list);

export interface FriendGroupSaved {
  success: boolean;
  message: string;
  data: { code: string; course_week: number };
}

/** POST …/friends: a friend group for one of the family's children and a week; 422 on `child` or `course_week`, 409 outside the wish phase. */
export const openFriendGroup = (seasonId: number, body: { child: number; course_week: number }) =>
  api.post<FriendGroupSaved>(`/api/my-family/wishes/${seasonId}/friends`, body);

/** POST …/friends/join: a child of the family joins the group of a code; 422 on `code` (unknown, full) or `child`. */
export const joinFriendGroup = (seasonId: number, body: { child: number; code: string }) =>
  api.post<FriendGroupSaved>(`/api/my-family/wishes/${seasonId}/friends/join`, body);

/** DELETE …/friends/{code}/{child}: the child leaves the group; the last one out closes it. */
export const leaveFriendGroup = (seasonId: number, code: string, child: number) =>
  api.delete<{ message: string }>(`/api/my-family/wishes/${seasonId}/friends/${encodeURIComponent(code)}/${child}`);
