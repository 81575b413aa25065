import type { RegistrationListItem } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { parentUser, renderRoutes, stubApi, stubBrowser, stubViewport } from '../../testing/app';
import { RegistrationList } from './RegistrationList';

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

const LIST = '/be/peopleCourseWeekRegistration';

function render(address: string, rows: RegistrationListItem[] = []) {
  const { fetch } = stubApi({
    'GET /api/userdata': () => [200, { data: parentUser({ permissions: ['peopleCourseWeekRegistration.index'], people: null }) }],
    'GET /api/peopleCourseWeekRegistration': () => [200, { data: rows, meta: { total: rows.length } }],
    'GET /api/course': () => [200, { data: [], meta: { total: 0 } }],
  });
  renderRoutes([{ element: <RequireAuth />, children: [{ path: LIST, element: <RegistrationList /> }] }], address);
  /** The query of the newest list request. */
  return async () => {
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/peopleCourseWeekRegistration?'))).toBe(true));
    const urls = fetch.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/peopleCourseWeekRegistration?'));
    return new URL(urls.at(-1)!, 'http://app.test').searchParams;
  };
}

describe('registration list: overdue payments', () => {
  it('opens filtered to the overdue bookings from the dashboard link, the filter shown as chosen', async () => {
    const lastQuery = render(`${LIST}?payment=overdue`);
    const query = await lastQuery();
    expect(query.get('payment')).toBe('overdue');
    expect(query.get('active')).toBe('1');
    expect(await screen.findByText('Überfällig')).toBeTruthy();
  });

  it('offers "overdue" beside the payment states', async () => {
    const lastQuery = render(LIST);
    expect((await lastQuery()).get('payment')).toBeNull();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Zahlung' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Überfällig' }));
    await waitFor(async () => expect((await lastQuery()).get('payment')).toBe('overdue'));
  });
});

describe('registration list: the booking reference', () => {
  it('shows each registration\'s payment reference in a column of its own, sortable', async () => {
    // Beside the menu on an office's laptop, where the list is a table.
    stubViewport(1280);
    const lastQuery = render(LIST, [
      {
        id: 1,
        booking_reference: 'SPW-12-35',
        child: { id: 1, first_name: 'Anna', last_name: 'Huber', tax: 'HBRNNA16E52A952X' },
        parent: { id: 1, name: 'Huber Maria' },
        course: { id: 5, name: 'Sommerwoche', name_it: 'Settimana estiva' },
        week: { id: 11, name: 'Woche 1', name_it: 'Settimana 1', from: '2025-07-07', to: '2025-07-11' },
        day_type: 'full_day',
        price: 120,
        payed_amount: null,
        payed_at: null,
        open_amount: 120,
        payment_state: 'unpaid',
        is_waiting: false,
        created_at: '2025-03-01T08:00:00.000Z',
        deleted_at: null,
      },
    ]);
    const row = (await screen.findByText('SPW-12-35')).closest('tr')!;
    expect(within(row).getByText('Huber Anna')).toBeTruthy();
    const header = screen.getAllByRole('columnheader')[0]!;
    expect(header.textContent).toMatch(/^Referenz/);
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(async () => expect((await lastQuery()).getAll('sortBy')).toContain('booking'));
  });
});
