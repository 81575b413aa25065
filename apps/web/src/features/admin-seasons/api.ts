import type { CommitmentInput, DrawRun, OfficialRunInput, Season, SeasonValues, WishMonitor } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The seasons of the fair opening (issue 37, decision 028), for who holds `season.update`. */
export const SEASONS_ENDPOINT = '/api/seasons';

/** The back office's list of seasons, and a season's draw page: its wishes, commitment, trial and official runs. */
export const SEASONS_PATH = '/be/seasons';
export const seasonDrawPath = (id: number) => `${SEASONS_PATH}/${id}`;

/** GET /api/seasons: every season by course year, with the phase it is in now (not a paged list). */
export const seasonsQuery = queryOptions({
  queryKey: ['seasons'],
  queryFn: ({ signal }) => api.get<{ data: Season[] }>(SEASONS_ENDPOINT, { signal }).then((answer) => answer.data),
});

/** GET /api/seasons/{id}: one season; under the list's key, so whatever reloads the list reloads it too. */
export const seasonQuery = (id: number) =>
  queryOptions({
    queryKey: [...seasonsQuery.queryKey, id],
    queryFn: ({ signal }) => api.get<{ data: Season }>(`${SEASONS_ENDPOINT}/${id}`, { signal }).then((answer) => answer.data),
  });

/** GET /api/seasons/{id}/monitor: families, children and wishes so far, and per week its places against them. */
export const wishMonitorQuery = (seasonId: number) =>
  queryOptions({
    queryKey: ['season-monitor', seasonId],
    queryFn: ({ signal }) => api.get<{ data: WishMonitor }>(`${SEASONS_ENDPOINT}/${seasonId}/monitor`, { signal }).then((answer) => answer.data),
  });

/** GET /api/seasons/{id}/draws: the trial runs and the official one, newest first. */
export const drawRunsQuery = (seasonId: number) =>
  queryOptions({
    queryKey: ['season-draws', seasonId],
    queryFn: ({ signal }) => api.get<{ data: DrawRun[] }>(`${SEASONS_ENDPOINT}/${seasonId}/draws`, { signal }).then((answer) => answer.data),
  });

/** POST /api/seasons (a new season) or PUT /api/seasons/{id}: the server's sentence and the stored season. */
export const saveSeason = ({ id, values }: { id: number | undefined; values: SeasonValues }) =>
  id === undefined
    ? api.post<{ message: string; data: Season }>(SEASONS_ENDPOINT, values)
    : api.put<{ message: string; data: Season }>(`${SEASONS_ENDPOINT}/${id}`, values);

/** DELETE /api/seasons/{id}: refused (409, with the reason) once the season's wish phase has begun. */
export const deleteSeason = (id: number) => api.delete<{ message: string }>(`${SEASONS_ENDPOINT}/${id}`);

/** PUT /api/seasons/{id}/commitment: the secret's hash and the public number's source; 409 once the wish phase is over. */
export const saveCommitment = (seasonId: number, values: CommitmentInput) =>
  api.put<{ message: string; data: Season }>(`${SEASONS_ENDPOINT}/${seasonId}/commitment`, values);

/** POST /api/seasons/{id}/draws: a trial run on the wishes so far, with a seed the server throws away. */
export const runTrial = (seasonId: number) => api.post<{ message: string; data: DrawRun }>(`${SEASONS_ENDPOINT}/${seasonId}/draws`, {});

/**
 * POST /api/seasons/{id}/draws/official: the one official run; 422 on `secret` when it is not the committed
 * one, 409 while the wish phase lasts, without a commitment or when the official run exists.
 */
export const runOfficial = (seasonId: number, values: OfficialRunInput) =>
  api.post<{ message: string; data: DrawRun }>(`${SEASONS_ENDPOINT}/${seasonId}/draws/official`, values);
