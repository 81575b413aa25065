import type { StatementLine } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackOffice } from '../../app/backoffice/BackOffice';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';

const FIRST_RENDER = { timeout: 10_000 };
const routes = [
  { element: <RequireAuth />, children: [{ path: '/be/*', element: <BackOffice /> }] },
  { path: '/403', element: <p>forbidden page</p> },
];
const signedIn = (permissions: string[]) => () => [200, { data: parentUser({ id: 1, roles: ['Büro'], people: null, permissions }) }] as [number, unknown];

const line = (overrides: Partial<StatementLine>): StatementLine => ({
  id: 1,
  file_name: 'juli.xml',
  booked_on: '2026-07-01',
  amount: 1234.5,
  payer: 'Rossi Mario',
  remittance: 'Settimane SPW-12-35',
  match: 'reference',
  state: 'open',
  booking: { id: 12, reference: 'SPW-12-35', children: ['Anna Rossi', 'Luca Rossi'], open_total: 1234.5 },
  overpaid: false,
  imported_at: '2026-07-02T08:00:00.000Z',
  decided_at: null,
  decided_by_name: null,
  ...overrides,
});

/** The query strings the list sent, in order. */
const listRequests = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/statements?'))
    .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')));

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('the bank statements screen', { timeout: 30_000 }, () => {
  it('lists the matched lines with amount, booking and children, books one, and switches tabs', async () => {
    const { fetch, sent } = stubApi({
      'GET /api/userdata': signedIn(['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update']),
      'GET /api/statements': () => [200, { data: [line({}), line({ id: 2, amount: 300, payer: 'Neri', overpaid: true, booking: { id: 13, reference: 'SPW-13-08', children: ['Ugo Neri'], open_total: 120 } })], meta: { total: 2 } }],
      'POST /api/statements/confirm': () => [200, { success: true, message: '1 Zahlungen gebucht.', booked: [1], overpaid: [], skipped: [], left: [] }],
    });
    renderRoutes(routes, '/be/statements');
    expect(await screen.findByRole('heading', { name: 'Kontoauszüge' }, FIRST_RENDER)).toBeTruthy();
    expect(await screen.findByText('1.234,50 €')).toBeTruthy();
    expect(screen.getByText('SPW-12-35: Anna Rossi, Luca Rossi, offen 1.234,50 €')).toBeTruthy();
    expect(screen.getByText('Mehr als offen (120,00 €)')).toBeTruthy();
    expect(listRequests(fetch)[0]).toMatchObject({ state: 'open', match: 'reference' });

    const user = userEvent.setup();
    const [book] = screen.getAllByRole('button', { name: /Buchen/ });
    await user.click(book!);
    await waitFor(() => expect(sent('POST /api/statements/confirm')).toEqual([{ data: [1] }]));
    expect(await screen.findByText('1 Zahlungen gebucht.')).toBeTruthy();

    // The overpayment is booked only after the question.
    await user.click(screen.getAllByRole('button', { name: /Buchen/ })[1]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/höher als der offene Betrag der Buchung \(120,00/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(sent('POST /api/statements/confirm')).toEqual([{ data: [1] }, { data: [2] }]));

    await user.click(screen.getByRole('tab', { name: 'Ohne Zuordnung' }));
    await waitFor(() => expect(listRequests(fetch).at(-1)).toMatchObject({ state: 'open', match: 'none' }));
    await user.click(screen.getByRole('tab', { name: 'Gebucht' }));
    await waitFor(() => expect(listRequests(fetch).at(-1)).toEqual(expect.not.objectContaining({ match: expect.anything() })));
    expect(listRequests(fetch).at(-1)).toMatchObject({ state: 'booked' });
  });

  it('asks for the columns of a new CSV, preselected by their names, and imports with the chosen mapping', async () => {
    const { fetch: stubbed } = stubApi({
      'GET /api/userdata': signedIn(['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update']),
      'GET /api/statements': () => [200, { data: [], meta: { total: 0 } }],
    });
    const uploads: string[] = [];
    // The upload is multipart, which the JSON stub does not read.
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (!url.startsWith('/api/statements/upload')) return stubbed(url, init);
      uploads.push(url);
      const body = url.includes('?')
        ? { kind: 'imported', success: true, message: 'juli.csv: 1 Gutschriften', format: 'csv', file_name: 'juli.csv', counts: { credits: 1, added: 1, already_imported: 0, not_credits: 0, unreadable: 0, reference: 1, proposal: 0, none: 0 } }
        : {
            kind: 'mapping',
            success: false,
            message: 'Bitte angeben, welche Spalte der CSV-Datei was enthält.',
            file_name: 'juli.csv',
            columns: ['Data', 'Importo', 'Ordinante', 'Causale', 'Note'],
            sample: [['01/07/2026', '240,00', 'Rossi', 'SPW-12-35', '']],
            mapping: { date: 0, amount: 1, payer: 2, text: 3, reference: null },
          };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderRoutes(routes, '/be/statements');
    expect(await screen.findByRole('heading', { name: 'Kontoauszüge' }, FIRST_RENDER)).toBeTruthy();
    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['Data;Importo'], 'juli.csv', { type: 'text/csv' }));
    const form = await screen.findByRole('form', { name: 'Spalten der CSV-Datei' });
    expect(within(form).getByRole('combobox', { name: 'Betrag' }).textContent).toBe('Importo');
    expect(within(form).getByText('Beispiel: 240,00')).toBeTruthy();
    await user.click(within(form).getByRole('combobox', { name: 'Referenz (optional)' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Note' }));
    await user.click(within(form).getByRole('button', { name: 'Mit dieser Zuordnung importieren' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(Object.fromEntries(new URLSearchParams(uploads[1]!.split('?')[1]))).toEqual({ date: '0', amount: '1', payer: '2', text: '3', reference: '4' });
    expect(await screen.findByText('juli.csv: 1 Gutschriften')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Spalten der CSV-Datei' })).toBeNull();
  });

  it('is in the menu only for roles that may change registrations', async () => {
    stubApi({
      'GET /api/userdata': signedIn(['peopleCourseWeekRegistration.index']),
      'GET /api/statements': () => [200, { data: [], meta: { total: 0 } }],
    });
    renderRoutes(routes, '/be/statements');
    expect(await screen.findByText('forbidden page', {}, FIRST_RENDER)).toBeTruthy();
  });
});
