import { matchPath } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { BookingDialog } from '../booking';
import { publicCourseQuery, publicCoursesQuery } from './api';

/*
 * The data of the public pages, asked for from the address alone: before the first render (router.tsx), so it
 * is on its way in parallel with the options, the texts and a lazy page's code instead of after them, and on
 * every navigation. Nothing waits for the answer: the page shows it through the same query. Only a missing
 * answer is asked for (a filter or the booking's `?book=1` change the address too); the page itself decides
 * when to refresh.
 */
const ONLY_WHEN_MISSING = { staleTime: Infinity } as const;

export function prefetchPageData({ pathname, search }: { pathname: string; search: string }): void {
  if (pathname === '/') {
    void queryClient.prefetchQuery({ ...publicCoursesQuery, ...ONLY_WHEN_MISSING });
    return;
  }
  const id = Number(matchPath('/courseregistration/:id', pathname)?.params.id);
  if (!Number.isInteger(id) || id <= 0) return;
  void queryClient.prefetchQuery({ ...publicCourseQuery(id), ...ONLY_WHEN_MISSING });
  // Back from signing in, or a reload in the booking: the dialog opens at once, so its code is needed too.
  if (new URLSearchParams(search).get('book') === '1') BookingDialog.preload();
}
