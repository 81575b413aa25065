import { DEFAULT_PAGE_SIZE } from '@app/domain';
import { useCallback, useState } from 'react';

export interface SortTerm {
  id: string;
  desc: boolean;
}

export interface ListState {
  pageIndex: number;
  pageSize: number;
  sorting: SortTerm[];
  search: string;
  filters: Record<string, string>;
}

/**
 * Table options, search and filters are kept per route while the app runs, so coming back from a form shows
 * the list as it was; a reload of the page starts fresh (the store lives in memory only).
 */
const kept = new Map<string, ListState>();

export function emptyListState(initial: Partial<ListState> = {}): ListState {
  return { pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE, sorting: [], search: '', filters: {}, ...initial };
}

/** `fresh`: start from `initial`, not from what is kept for the route (a link that asks for a filtered list). */
export function useListState(key: string, initial: Partial<ListState>, fresh = false) {
  const [state, setState] = useState<ListState>(() => (fresh ? undefined : kept.get(key)) ?? emptyListState(initial));
  const update = useCallback(
    (change: Partial<ListState>) => {
      setState((current) => {
        // A new search or filter starts on the first page: the old page may not exist any more.
        const restart = change.search !== undefined || change.filters !== undefined || change.pageSize !== undefined;
        const next = { ...current, ...(restart ? { pageIndex: 0 } : {}), ...change };
        kept.set(key, next);
        return next;
      });
    },
    [key],
  );
  return [state, update] as const;
}
