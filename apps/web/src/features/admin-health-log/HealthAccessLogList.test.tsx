import type { HealthAccessLogItem } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { visibleAreas } from '../../app/backoffice/areas';
import { BackOffice } from '../../app/backoffice/BackOffice';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { currentUrl, parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';

const FIRST_RENDER = { timeout: 10_000 };
const routes = [
  { element: <RequireAuth />, children: [{ path: '/be/*', element: <BackOffice /> }] },
  { path: '/403', element: <p>forbidden page</p> },
];
const signedIn = (permissions: string[]) => () => [200, { data: parentUser({ id: 1, roles: ['Superadmin'], people: null, permissions }) }] as [number, unknown];

const rows: HealthAccessLogItem[] = [
  { id: 3, at: '2027-03-02T09:15:00.000Z', action: 'export', user_id: 4, user_name: 'Paula Büro', child_id: 12, child_name: 'Anna Rossi', person_name: null },
  { id: 2, at: '2027-03-01T10:00:00.000Z', action: 'change', user_id: 9, user_name: null, child_id: 13, child_name: null, person_name: null },
];

/** The query strings the list sent to the log, in order. */
function logRequests(fetch: ReturnType<typeof stubApi>['fetch']) {
  return fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/healthAccessLog'))
    .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')));
}

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('the access log of health data', { timeout: 30_000 }, () => {
  it('lists the log newest first with names, deleted records by number, and filters by action, days and a row’s child', async () => {
    const { fetch } = stubApi({
      'GET /api/userdata': signedIn(['child.healthLog']),
      'GET /api/healthAccessLog': () => [200, { data: rows, meta: { total: 2 } }],
    });
    renderRoutes(routes, '/be/healthAccessLog');
    expect(await screen.findByRole('heading', { name: 'Zugriffe auf Gesundheitsdaten' }, FIRST_RENDER)).toBeTruthy();
    expect(await screen.findByText('Paula Büro')).toBeTruthy();
    expect(screen.getByText('Anna Rossi')).toBeTruthy();
    expect(screen.getByText('02.03.2027 10:15')).toBeTruthy();
    expect(screen.getByText('Exportiert')).toBeTruthy();
    expect(screen.getByText('Gelöschtes Konto (Nr. 9)')).toBeTruthy();
    expect(screen.getByText('Gelöschtes Kind (Nr. 13)')).toBeTruthy();
    expect(logRequests(fetch)[0]).toEqual({ page: '1', itemsPerPage: '50', sortBy: 'at', sortDesc: 'true' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Zugriff' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Geändert' }));
    await waitFor(() => expect(logRequests(fetch).at(-1)).toMatchObject({ action: 'change' }));

    // Typed as the office reads dates, DD.MM.YYYY; the list asks for the day in ISO form.
    await user.click(screen.getByRole('group', { name: 'Von' }));
    await user.keyboard('01032027');
    await waitFor(() => expect(logRequests(fetch).at(-1)).toMatchObject({ action: 'change', from: '2027-03-01' }));

    await user.click(screen.getByRole('button', { name: 'Nur Zugriffe auf dieses Kind: Anna Rossi, 02.03.2027 10:15' }));
    await waitFor(() => expect(logRequests(fetch).at(-1)).toMatchObject({ action: 'change', from: '2027-03-01', child: '12' }));
    const chip = screen.getByText('Kind: Anna Rossi').closest('.MuiChip-root') as HTMLElement;
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(logRequests(fetch).at(-1)).not.toHaveProperty('child'));
  });

  it('sends a user who sees health data but may not read the log to /403, and offers no menu entry', async () => {
    stubApi({ 'GET /api/userdata': signedIn(['child.index', 'child.health']) });
    const { router } = renderRoutes(routes, '/be/healthAccessLog');
    await waitFor(() => expect(currentUrl(router)).toBe('/403'), FIRST_RENDER);
    const menu = (held: string[]) => visibleAreas((permission) => held.includes(permission)).map((area) => area.key);
    expect(menu(['child.index', 'child.health'])).not.toContain('healthAccessLog');
    expect(menu(['child.healthLog'])).toContain('healthAccessLog');
  });
});
