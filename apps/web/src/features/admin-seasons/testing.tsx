import type { Season } from '@app/domain';
import { BackOffice } from '../../app/backoffice/BackOffice';
import { RequireAuth } from '../../app/guards';
import { parentUser, renderRoutes, stubApi, type ApiStubs } from '../../testing/app';

/** Test helpers of the season screens: the back office as it opens them, and a season as the API sends it. */

const routes = [{ element: <RequireAuth />, children: [{ path: '/be/*', element: <BackOffice /> }] }];
const office = parentUser({ id: 1, roles: ['Superadmin'], people: null, permissions: ['season.update'] });

export function season(overrides: Partial<Season> = {}): Season {
  return {
    id: 4,
    year: 2027,
    wish_from: '2027-03-01T08:00',
    wish_to: '2027-03-15T20:00',
    draw_at: '2027-03-16T09:00',
    publish_at: '2027-03-18T18:00',
    first_come_from: '2027-03-25T08:00',
    acceptance_days: 7,
    max_wishes: 5,
    max_weeks: 1,
    held_back_places: 0,
    commitment: null,
    public_number_source: null,
    official_run: false,
    published_at: null,
    phase: 'wishes',
    ...overrides,
  };
}

/** A back-office screen of the seasons area at `path`, signed in with `season.update`, on a stubbed API. */
export function renderSeasonsArea(path: string, stubs: ApiStubs) {
  const api = stubApi({ 'GET /api/userdata': () => [200, { data: office }], ...stubs });
  const rendered = renderRoutes(routes, path);
  return { api, ...rendered };
}
