import type { ComponentProps } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parentUser, renderRoutes, stubViewport } from '../../testing/app';
import { changeLanguage } from '../../lib/i18n';
import { storeToken } from '../../lib/token';
import { ResourceList } from './ResourceList';

interface Row {
  id: number;
  name: string;
  place: string;
}

const staff = parentUser({ people: null, roles: ['Staff'], permissions: ['location.index', 'location.update', 'location.delete'] });

/** A server that answers the list by its query string, after an optional delay per search text. */
function stubServer(rowsFor: (params: URLSearchParams) => Row[], delayFor: (search: string) => number = () => 0) {
  const requests: URLSearchParams[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const [path, query = ''] = url.split('?');
    const params = new URLSearchParams(query);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (path === '/api/userdata') return json(200, { data: staff });
    if (path === '/api/location' && (init.method ?? 'GET') === 'GET') {
      requests.push(params);
      await new Promise((resolve) => setTimeout(resolve, delayFor(params.get('search') ?? '')));
      const data = rowsFor(params);
      return json(200, { data, meta: { total: data.length + 40 } });
    }
    if (path?.startsWith('/api/location/') && init.method === 'DELETE') return json(200, { success: true, message: 'Gelöscht.' });
    return json(404, { message: 'no stub' });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, requests };
}

function renderList(extra: Partial<ComponentProps<typeof ResourceList<Row>>> = {}) {
  return renderRoutes(
    [
      {
        path: '/be/locations',
        element: (
          <ResourceList<Row>
            endpoint="/api/location"
            initial={{ sorting: [{ id: 'name', desc: false }] }}
            columns={[
              { key: 'name', header: 'Name' },
              { key: 'place', header: 'Ort' },
            ]}
            rowLabel={(row) => row.name}
            edit={{ path: (row) => `/be/locations/${row.id}`, permission: 'location.update' }}
            remove={{ permission: 'location.delete' }}
            {...extra}
          />
        ),
      },
    ],
    '/be/locations',
  );
}

beforeEach(() => storeToken('staff-token'));
describe('ResourceList', () => {
  it('asks the server for the first page in the initial order and shows the rows and the total', async () => {
    const { requests } = stubServer(() => [{ id: 1, name: 'Forum Brixen', place: 'Brixen' }]);
    renderList();
    expect(await screen.findByText('Forum Brixen')).toBeTruthy();
    expect(Object.fromEntries(requests[0]!)).toEqual({ page: '1', itemsPerPage: '50', sortBy: 'name', sortDesc: 'false' });
    expect(screen.getByText(/von 41$/)).toBeTruthy();
  });

  it('sends the search once typing pauses, and a late answer to an older request never replaces the newer one', async () => {
    const { requests } = stubServer(
      (params) => [{ id: 2, name: params.get('search') ? `found ${params.get('search')}` : 'everything', place: 'x' }],
      // The first (unfiltered) answer is slow and arrives after the search's answer.
      (search) => (search ? 0 : 600),
    );
    const user = userEvent.setup();
    renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'boz');
    expect(await screen.findByText('found boz', {}, { timeout: 2000 })).toBeTruthy();
    expect(requests.map((params) => params.get('search'))).toEqual([null, 'boz']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(screen.queryByText('everything')).toBeNull();
    expect(screen.getByText('found boz')).toBeTruthy();
  });

  it('deletes a row only after the confirmation and reloads the list', async () => {
    const { fetch, requests } = stubServer(() => [{ id: 5, name: 'Kulturhaus Meran', place: 'Meran' }]);
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Löschen: Kulturhaus Meran' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('„Kulturhaus Meran“ wirklich löschen?')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    const before = requests.length;
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => url === '/api/location/5' && init?.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
    expect(await screen.findByText('Gelöscht.')).toBeTruthy();
  });

  it('lets rows be ticked for the selection actions on a phone too, where the list is cards', async () => {
    stubServer(() => [
      { id: 1, name: 'Forum Brixen', place: 'Brixen' },
      { id: 2, name: 'Kulturhaus Meran', place: 'Meran' },
    ]);
    const user = userEvent.setup();
    renderList({
      selectionActions: (selected) => <button type="button">{`Gewählt: ${selected.map((row) => row.name).join(', ')}`}</button>,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Auswählen: Kulturhaus Meran' }));
    expect(screen.getByRole('button', { name: 'Gewählt: Kulturhaus Meran' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Auswählen: Forum Brixen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Auswählen: Kulturhaus Meran' }));
    expect(screen.getByRole('button', { name: 'Gewählt: Forum Brixen' })).toBeTruthy();
  });

  it.each([
    ['on a phone', 390],
    ['on the table', 1280],
  ])('leaves "all" out of the page sizes %s on a list that is paged only', async (_where, width) => {
    stubServer(() => [{ id: 1, name: 'Forum Brixen', place: 'Brixen' }]);
    stubViewport(width);
    const user = userEvent.setup();
    renderList({ allRows: false });
    await screen.findByText('Forum Brixen');
    await user.click(screen.getByRole('combobox', { name: /Zeilen pro Seite/ }));
    expect(screen.getByRole('option', { name: '50' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Alle' })).toBeNull();
  });

  it('names the sort buttons of the table with the column and the direction, in German and in Italian', async () => {
    stubServer(() => [{ id: 1, name: 'Forum Brixen', place: 'Brixen' }]);
    stubViewport(1280);
    renderList();
    expect(await screen.findByRole('button', { name: 'Nach Name aufsteigend sortiert' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nach Ort aufsteigend sortieren' })).toBeTruthy();
    await act(() => changeLanguage('it'));
    expect(await screen.findByRole('button', { name: 'Ordinato per Name, crescente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ordina per Ort, crescente' })).toBeTruthy();
  });
});
