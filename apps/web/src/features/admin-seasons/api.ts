import type { Season, SeasonValues } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The seasons of the fair opening (issue 37, decision 028), for who holds `season.update`. */
export const SEASONS_ENDPOINT = '/api/seasons';

/** GET /api/seasons: every season by course year, with the phase it is in now (not a paged list). */
export const seasonsQuery = queryOptions({
  queryKey: ['seasons'],
  queryFn: ({ signal }) => api.get<{ data: Season[] }>(SEASONS_ENDPOINT, { signal }).then((answer) => answer.data),
});

/** POST /api/seasons (a new season) or PUT /api/seasons/{id}: the server's sentence and the stored season. */
export const saveSeason = ({ id, values }: { id: number | undefined; values: SeasonValues }) =>
  id === undefined
    ? api.post<{ message: string; data: Season }>(SEASONS_ENDPOINT, values)
    : api.put<{ message: string; data: Season }>(`${SEASONS_ENDPOINT}/${id}`, values);

/** DELETE /api/seasons/{id}: refused (409, with the reason) once the season's wish phase has begun. */
export const deleteSeason = (id: number) => api.delete<{ message: string }>(`${SEASONS_ENDPOINT}/${id}`);
