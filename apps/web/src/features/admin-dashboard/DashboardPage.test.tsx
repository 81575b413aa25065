import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { DashboardPage } from './DashboardPage';

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});
describe('dashboard', () => {
  it('shows the totals and the exports as downloads that carry the token', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ permissions: ['course.index'], people: null }) }],
      'GET /api/dashboard': () => [
        200,
        { data: { registrations: 42, waiting_list: 7, links: [{ title: 'Zahlungen (Excel)', link: '/export/payments' }] } },
      ],
    });
    renderRoutes([{ element: <RequireAuth />, children: [{ path: '/be', element: <DashboardPage /> }] }], '/be');
    expect(await screen.findByText('42')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zahlungen (Excel)' }).getAttribute('href')).toBe('/export/payments?lang=de&token=token');
  });
});
