import { formatDateTime, type OfferListItem } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { parentUser, renderRoutes, stubApi, stubBrowser, stubViewport } from '../../testing/app';
import { OffersPage } from './OffersPage';

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

const offer: OfferListItem = {
  id: 1,
  registration_id: 81,
  outcome: 'open',
  offered_at: '2027-06-01T08:00:00.000Z',
  expires_at: '2027-06-03T08:00:00.000Z',
  reminded_at: null,
  decided_at: null,
  offered_by: null,
  child: { id: 4, first_name: 'Anna', last_name: 'Huber' },
  parent: { id: 3, name: 'Huber Maria' },
  course: { id: 5, name: 'Sommercamp', name_it: 'Campo estivo' },
  week: { id: 11, name: 'Woche 1', name_it: 'Settimana 1', from: '2027-07-05', to: '2027-07-09' },
};

describe('the office\'s list of offers', () => {
  it('opens with the open offers, filters by state, and extends an offer with the server\'s refusal on the field', async () => {
    stubViewport(1280);
    let answer: [number, unknown] = [422, { message: 'Bitte prüfen Sie die Eingaben.', errors: { expires_at: ['Die Frist muss in der Zukunft liegen.'] } }];
    const { fetch, sent } = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ permissions: ['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update'], people: null }) }],
      'GET /api/offers': () => [200, { data: [offer], meta: { total: 1 } }],
      'PUT /api/peopleCourseWeekRegistration/81/offer': () => answer,
    });
    renderRoutes([{ element: <RequireAuth />, children: [{ path: '/be/offers', element: <OffersPage /> }] }], '/be/offers');
    const lastQuery = () => {
      const urls = fetch.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/offers?'));
      return new URL(urls.at(-1)!, 'http://app.test').searchParams;
    };

    const row = (await screen.findByText('Anna Huber')).closest('tr')!;
    expect(lastQuery().get('state')).toBe('open');
    expect(within(row).getByText(formatDateTime(offer.expires_at))).toBeTruthy();
    expect(within(row).getByText('offen')).toBeTruthy();
    expect(within(row).getByText('automatisch')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Stand' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Läuft in 12 Stunden ab' }));
    await waitFor(() => expect(lastQuery().get('state')).toBe('expiring'));

    await userEvent.click((await screen.findAllByRole('button', { name: /Frist verlängern/ }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Angebot für Anna Huber verlängern' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Die Frist muss in der Zukunft liegen.')).toBeTruthy();
    // The dialog starts from the offer's own deadline, in the office's wall clock.
    expect(sent('PUT /api/peopleCourseWeekRegistration/81/offer')[0]).toEqual({ expires_at: '2027-06-03T10:00' });

    answer = [200, { success: true, message: 'Das Angebot für Anna Huber gilt jetzt bis 03.06.2027 10:00; die Familie erhält eine E-Mail.' }];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/^Das Angebot für Anna Huber gilt jetzt bis/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
