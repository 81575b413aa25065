import { screen, within } from '@testing-library/react';
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
        { data: { registrations: 42, waiting_list: 7, links: [{ title: 'Zahlungen (Excel)', link: '/export/payments' }], missing_options: [] } },
      ],
    });
    renderRoutes([{ element: <RequireAuth />, children: [{ path: '/be', element: <DashboardPage /> }] }], '/be');
    expect(await screen.findByText('42')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Exporte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zahlungen (Excel)' }).getAttribute('href')).toBe('/export/payments?lang=de&token=token');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no exports heading to who gets no export links (they may not download them)', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ permissions: ['course.index'], people: null }) }],
      'GET /api/dashboard': () => [200, { data: { registrations: 3, waiting_list: 1, links: [], missing_options: [] } }],
    });
    renderRoutes([{ element: <RequireAuth />, children: [{ path: '/be', element: <DashboardPage /> }] }], '/be');
    expect(await screen.findByText('3')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Exporte' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says which issuer data the payment confirmation lacks and leads to where they are filled in', async () => {
    const missing = { registrations: 0, waiting_list: 0, links: [], missing_options: ['payment_address', 'payment_tax_code'] };
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ permissions: ['course.index', 'option.index', 'option.update'], people: null }) }],
      'GET /api/dashboard': () => [200, { data: missing }],
    });
    renderRoutes([{ element: <RequireAuth />, children: [{ path: '/be', element: <DashboardPage /> }] }], '/be');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Angaben für die Zahlungsbestätigung fehlen')).toBeTruthy();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Adresse (deutsch)', 'Steuernummer der Organisation']);
    expect(within(alert).getByRole('link', { name: 'Zum Reiter „Zahlungsbestätigung“' }).getAttribute('href')).toBe('/be/option?tab=payment');
  });

  it('tells staff without the options who can fill them in, without a link they could not open', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ permissions: ['course.index'], people: null }) }],
      'GET /api/dashboard': () => [200, { data: { registrations: 0, waiting_list: 0, links: [], missing_options: ['payment_place'] } }],
    });
    renderRoutes([{ element: <RequireAuth />, children: [{ path: '/be', element: <DashboardPage /> }] }], '/be');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ort (deutsch)');
    expect(alert.textContent).toContain('von einem Konto, das die Einstellungen ändern darf');
    expect(within(alert).queryByRole('link')).toBeNull();
  });
});
