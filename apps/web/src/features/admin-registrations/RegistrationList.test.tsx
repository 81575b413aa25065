import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { RegistrationList } from './RegistrationList';

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

const LIST = '/be/peopleCourseWeekRegistration';

function render(address: string) {
  const { fetch } = stubApi({
    'GET /api/userdata': () => [200, { data: parentUser({ permissions: ['peopleCourseWeekRegistration.index'], people: null }) }],
    'GET /api/peopleCourseWeekRegistration': () => [200, { data: [], meta: { total: 0 } }],
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
