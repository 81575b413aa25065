import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { PersonList } from './PersonList';

const routes = [{ element: <RequireAuth />, children: [{ path: '/be/person', element: <PersonList /> }] }];
const row = {
  id: 3,
  first_name: 'Maria',
  last_name: 'Huber',
  display_name: 'Maria Huber',
  address: 'Lauben 1',
  plz: null,
  place: 'Bozen',
  tax: 'HBRMRA86L63A952X',
  gender: 'f',
  birth: '1986-07-23',
  phone: null,
  email: 'maria@example.org',
  lang: 'de',
  privacy_photo: 'no',
  privacy_photo_accept_at: null,
  has_login: true,
  childrens: [{ id: 5, first_name: 'Lena', last_name: 'Huber', display_name: 'Lena Huber' }],
  childrens_length: 1,
};
const refusal = 'Das Elternteil kann nicht gelöscht werden: Seine Kinder haben Anmeldungen (auch gelöschte).';

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('person list', { timeout: 60_000 }, () => {
  it('links the show page and asks before deleting, naming the login and the children', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ id: 1, people: null, permissions: ['person.index', 'person.view', 'person.update', 'person.delete'] }) }],
      'GET /api/parent': () => [200, { data: [row], meta: { total: 1 } }],
      'DELETE /api/parent/3': () => [409, { message: refusal }],
    });
    renderRoutes(routes, '/be/person');
    expect(await screen.findByText('HBRMRA86L63A952X', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ansehen: Maria Huber' }).getAttribute('href')).toBe('/be/person/3/show');

    await userEvent.click(screen.getByRole('button', { name: 'Löschen: Maria Huber' }));
    expect(await screen.findByText('Maria Huber mit dem Zugang und den Kindern ohne weiteren Elternteil löschen?')).toBeTruthy();
    expect(api.sent('DELETE /api/parent/3')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(api.sent('DELETE /api/parent/3')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
