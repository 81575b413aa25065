import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { BookingDialog } from '../booking';
import { publicCourseQuery, publicCoursesQuery } from './api';

/*
 * The data of the public pages, asked for from the address alone: before the first render (main.tsx), so it
 * is on its way in parallel with the options, the texts and a lazy page's code instead of after them, and on
 * every navigation. Nothing waits for the answer: the page shows it through the same query. Only a missing
 * answer is asked for (a filter or the booking's `?book=1` change the address too); the page itself decides
 * when to refresh. The server renders a public page with the same queries (entry-server.tsx).
 */
const ONLY_WHEN_MISSING = { staleTime: Infinity } as const;

/** A query of a page, whatever its data: asked for into a client. */
export interface PageQuery {
  queryKey: QueryKey;
  fetch(client: QueryClient, options?: { staleTime?: number; retry?: false }): Promise<unknown>;
}

export const pageQuery = <T, Key extends QueryKey>(query: FetchQueryOptions<T, Error, T, Key>): PageQuery => ({
  queryKey: query.queryKey,
  fetch: (client, options) => client.fetchQuery({ ...query, ...options }),
});

/** The course a course page's path names, else null. */
export function coursePageId(pathname: string): number | null {
  const id = Number(matchPath('/courseregistration/:id', pathname)?.params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The queries a public page shows, by its path; none for any other page. */
export function publicPageQueries(pathname: string): PageQuery[] {
  if (pathname === '/') return [pageQuery(publicCoursesQuery)];
  const id = coursePageId(pathname);
  return id === null ? [] : [pageQuery(publicCourseQuery(id))];
}

export function prefetchPageData(client: QueryClient, { pathname, search }: { pathname: string; search: string }): void {
  // A failure is the page's to show, when it reads the same query.
  for (const query of publicPageQueries(pathname)) query.fetch(client, ONLY_WHEN_MISSING).catch(() => {});
  // Back from signing in, or a reload in the booking: the dialog opens at once, so its code is needed too.
  if (pathname !== '/' && new URLSearchParams(search).get('book') === '1') BookingDialog.preload();
}
