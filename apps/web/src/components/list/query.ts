import { ALL_ITEMS, type ListAnswer } from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { ListState } from './list-state';

/** The table's "all" choice; the server is asked with itemsPerPage -1. */
export const ALL_ROWS = 1_000_000;

export function listParams(state: ListState, search: string) {
  return {
    page: state.pageIndex + 1,
    itemsPerPage: state.pageSize === ALL_ROWS ? ALL_ITEMS : state.pageSize,
    sortBy: state.sorting.map((term) => term.id),
    sortDesc: state.sorting.map((term) => term.desc),
    search: search.trim() || undefined,
    ...state.filters,
  };
}

/**
 * One page of a back-office list. Every request has its own cache key, so an answer that arrives late for
 * an older search or page never replaces the current one; the previous page stays visible while loading.
 */
export function useListQuery<Row>(endpoint: string, params: ReturnType<typeof listParams>) {
  return useQuery({
    queryKey: ['list', endpoint, params],
    queryFn: ({ signal }) => api.get<ListAnswer<Row>>(endpoint, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}
