import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { BookingDialog } from '../booking';
import { publicCourseQuery, publicCoursesQuery } from './api';

/*
 * Route loaders of the public pages. The router runs them as soon as it is created, before the options have
 * arrived and before a lazy page's code has, so the page's data is on its way in parallel instead of after
 * them. They do not wait for the answer: the page shows it through the same query. They run again when the
 * address changes (a filter, the booking's `?book=1`): only a missing answer is asked for then, the page
 * itself decides when to refresh.
 */
const ONLY_WHEN_MISSING = { staleTime: Infinity } as const;

export function prefetchCourseList(): null {
  void queryClient.prefetchQuery({ ...publicCoursesQuery, ...ONLY_WHEN_MISSING });
  return null;
}

export function prefetchCourse({ params, request }: LoaderFunctionArgs): null {
  const id = Number(params.id);
  if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery({ ...publicCourseQuery(id), ...ONLY_WHEN_MISSING });
  // Back from signing in, or a reload in the booking: the dialog opens at once, so its code is needed too.
  if (new URL(request.url).searchParams.get('book') === '1') BookingDialog.preload();
  return null;
}
