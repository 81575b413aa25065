import { OPTION_DEFINITIONS, PUBLIC_OPTION_KEYS, type OptionKey } from '@app/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type PublicOptions = Record<OptionKey, string>;

/** GET /api/options: loaded before anything is shown, so the page never flashes the wrong name or colour. */
export const optionsQuery = queryOptions({
  queryKey: ['options'],
  queryFn: async ({ signal }) => {
    const values = Object.fromEntries(PUBLIC_OPTION_KEYS.map((key) => [key, OPTION_DEFINITIONS[key].default]));
    try {
      const { data } = await api.get<{ data: { key: string; value: string }[] }>('/api/options', { signal });
      for (const { key, value } of data) values[key] = value;
    } catch (error) {
      // Without the options the app still works, with the defaults.
      console.error(error);
    }
    return values as PublicOptions;
  },
  staleTime: 5 * 60_000,
});

export function useOptions(): PublicOptions {
  return useSuspenseQuery(optionsQuery).data;
}
