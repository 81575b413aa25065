import type { Season, WishListAnswer } from '@app/domain';
import { createElement } from 'react';
import { RequireAuth } from '../../app/guards';
import { parentUser, stubApi, type ApiStubs } from '../../testing/app';
import { child } from '../../testing/children';
import { WishListPage } from './WishListPage';

/** Test data of the wish-list page: its route, a season in its wish phase, the theatre's two weeks, two children. */

export const routes = [{ element: createElement(RequireAuth), children: [{ path: '/my-family/wishes/:seasonId', element: createElement(WishListPage) }] }];

export const season = (overrides: Partial<Season> = {}): Season => ({
  id: 4,
  year: 2027,
  wish_from: '2027-03-01T08:00',
  wish_to: '2027-03-15T20:00',
  draw_at: '2027-03-16T10:00',
  publish_at: '2027-03-20T18:00',
  first_come_from: '2027-04-01T08:00',
  acceptance_days: 7,
  max_wishes: 5,
  max_weeks: 2,
  held_back_places: 0,
  commitment: null,
  public_number_source: null,
  official_run: false,
  published_at: null,
  phase: 'wishes',
  ...overrides,
});

export const theatre = { id: 5, name: 'Sommertheater', name_it: 'Teatro estivo' };
export const weeks = [
  { id: 21, course: theatre, name: 'Woche 1', name_it: 'Settimana 1', from: '2027-07-05', to: '2027-07-09', full_day: true, half_day: true, questions: [] },
  { id: 22, course: theatre, name: 'Woche 2', name_it: 'Settimana 2', from: '2027-07-12', to: '2027-07-16', full_day: true, half_day: false, questions: [] },
];
export const noProps = { custom_field: null, custom_field_2: null, custom_field_3: null, leave_alone: false, swimming_help: false, medicaments: null, incompatibilities: null, allergies: null };

/** The page's API: a parent with Anna (11) and Luca (12), the season, and `answer` over an empty list. */
export function stubWishes(answer: Partial<WishListAnswer['data']>, more: ApiStubs = {}) {
  return stubApi({
    'GET /api/userdata': () => [200, { data: parentUser() }],
    'GET /api/my-family/children': () => [200, { data: [child(), child({ id: 12, first_name: 'Luca', display_name: 'Luca Rossi' })] }],
    'GET /api/my-family/wishes/4': () => [200, { data: { season: season(), weeks, list: null, result: null, friends: [], ...answer } }],
    ...more,
  });
}
