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
  bookings: [{ id: 12, reference: 'SPW-12-35', children: [{ name: 'Anna Rossi', weeks: 2 }, { name: 'Luca Rossi', weeks: 1 }], open_total: 1234.5 }],
  overpaid: false,
  refund: null,
  ignore_reason: null,
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
      'GET /api/statements': () => [
        200,
        {
          data: [
            line({}),
            line({
              id: 2,
              amount: 300,
              payer: 'Neri',
              overpaid: true,
              bookings: [
                { id: 13, reference: 'SPW-13-08', children: [{ name: 'Ugo Neri', weeks: 1 }], open_total: 120 },
                { id: 14, reference: 'SPW-14-78', children: [{ name: 'Eva Neri', weeks: 1 }], open_total: 100 },
              ],
            }),
          ],
          meta: { total: 2 },
        },
      ],
      'POST /api/statements/confirm': () => [200, { success: true, message: '1 Zahlungen gebucht.', booked: [1], overpaid: [], skipped: [], left: [] }],
    });
    renderRoutes(routes, '/be/statements');
    expect(await screen.findByRole('heading', { name: 'Kontoauszüge' }, FIRST_RENDER)).toBeTruthy();
    // The amount on one line; each child once, with its weeks; each booking of a split line on its own line.
    const amount = await screen.findByText('1.234,50 €');
    expect(getComputedStyle(amount).whiteSpace).toBe('nowrap');
    expect(screen.getByText('SPW-12-35: Anna Rossi (2 Wochen), Luca Rossi, offen 1.234,50 €')).toBeTruthy();
    expect(screen.getByText('SPW-13-08: Ugo Neri, offen 120,00 €')).toBeTruthy();
    expect(screen.getByText('SPW-14-78: Eva Neri, offen 100,00 €')).toBeTruthy();
    expect(screen.getByText('Mehr als offen (220,00 €)')).toBeTruthy();
    expect(listRequests(fetch)[0]).toMatchObject({ state: 'open', match: 'reference' });

    const user = userEvent.setup();
    const [book] = screen.getAllByRole('button', { name: /Buchen/ });
    await user.click(book!);
    await waitFor(() => expect(sent('POST /api/statements/confirm')).toEqual([{ data: [1] }]));
    expect(await screen.findByText('1 Zahlungen gebucht.')).toBeTruthy();

    // The overpayment is booked only after the question.
    await user.click(screen.getAllByRole('button', { name: /Buchen/ })[1]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/höher als der offene Betrag der Buchung \(220,00 €\).*Der Rest \(80,00 €\) kommt auf die Liste der Rückzahlungen/)).toBeTruthy();
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
        ? {
            kind: 'imported',
            success: true,
            message: 'juli.csv: 1 Gutschriften',
            format: 'csv',
            file_name: 'juli.csv',
            counts: { credits: 1, added: 1, already_imported: 0, not_credits: 0, pending: 0, balances: 0, unreadable: 0, reference: 1, proposal: 0, none: 0 },
            unreadable_lines: [],
          }
        : {
            kind: 'mapping',
            success: false,
            message: 'Bitte angeben, welche Spalte der CSV-Datei was enthält.',
            file_name: 'juli.csv',
            columns: ['Data', 'Importo', 'Ordinante', 'Causale', 'Note'],
            header: true,
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
    expect(within(form).getByRole('combobox', { name: /Betrag \(Gutschrift\)/ }).textContent).toBe('Importo');
    expect(within(form).getByRole('checkbox', { name: /keine Kopfzeile/ })).toHaveProperty('checked', false);
    expect(within(form).getByText('Beispiel: 240,00')).toBeTruthy();
    await user.click(within(form).getByRole('combobox', { name: 'Referenz (optional)' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Note' }));
    await user.click(within(form).getByRole('button', { name: 'Mit dieser Zuordnung importieren' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(Object.fromEntries(new URLSearchParams(uploads[1]!.split('?')[1]))).toEqual({ date: '0', amount: '1', payer: '2', text: '3', reference: '4', header: 'true' });
    expect(await screen.findByText('juli.csv: 1 Gutschriften')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Spalten der CSV-Datei' })).toBeNull();
  });

  it('shows the refund to make of a booked line and sets a line aside only with a reason', async () => {
    const { sent } = stubApi({
      'GET /api/userdata': signedIn(['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update']),
      'GET /api/statements': () => [
        200,
        {
          data: [
            line({ id: 1, state: 'booked', refund: { id: 4, amount: 20, refunded_at: null } }),
            line({ id: 2, match: 'none', bookings: [], payer: 'Spender' }),
            line({ id: 3, state: 'ignored', bookings: [], payer: 'Doppelt', ignore_reason: 'Schon zurücküberwiesen' }),
          ],
          meta: { total: 3 },
        },
      ],
      'POST /api/statements/2/ignore': () => [200, { success: true, message: 'Die Zeile ist beiseitegelegt.' }],
    });
    renderRoutes(routes, '/be/statements');
    expect(await screen.findByText('Rückzahlung offen: 20,00 €', {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText('Grund: Schon zurücküberwiesen')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Beiseitelegen: .*Spender/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Zeile beiseitelegen' });
    await user.click(within(dialog).getByRole('button', { name: 'Beiseitelegen' }));
    expect(within(dialog).getByText('Dieses Feld ist erforderlich.')).toBeTruthy();
    expect(sent('POST /api/statements/2/ignore')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Grund/ }), 'Spende');
    await user.click(within(dialog).getByRole('button', { name: 'Beiseitelegen' }));
    await waitFor(() => expect(sent('POST /api/statements/2/ignore')).toEqual([{ reason: 'Spende' }]));
    expect(await screen.findByText('Die Zeile ist beiseitegelegt.')).toBeTruthy();
  });

  it('marks the required columns before sending, reads a file without a header row, and lists the rows it could not read', async () => {
    const { fetch: stubbed } = stubApi({
      'GET /api/userdata': signedIn(['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update']),
      'GET /api/statements': () => [200, { data: [], meta: { total: 0 } }],
    });
    const uploads: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (!url.startsWith('/api/statements/upload')) return stubbed(url, init);
      uploads.push(url);
      const body = url.includes('?')
        ? {
            kind: 'imported',
            success: true,
            message: 'rb.csv: 1 Gutschriften',
            format: 'csv',
            file_name: 'rb.csv',
            counts: { credits: 1, added: 1, already_imported: 0, not_credits: 0, pending: 0, balances: 0, unreadable: 1, reference: 0, proposal: 0, none: 1 },
            unreadable_lines: [{ at: 3, text: '31.06.2026;Gutschrift;+10,00' }],
          }
        : {
            kind: 'mapping',
            success: false,
            message: 'Bitte angeben, welche Spalte der CSV-Datei was enthält.',
            file_name: 'rb.csv',
            columns: ['', '', ''],
            header: false,
            sample: [['01.07.2026', 'Gutschrift SEPA Hofer Maria', '+240,00']],
            mapping: { date: 0, amount: 2, payer: null, text: null, reference: null },
          };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderRoutes(routes, '/be/statements');
    expect(await screen.findByRole('heading', { name: 'Kontoauszüge' }, FIRST_RENDER)).toBeTruthy();
    const user = userEvent.setup();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['01.07.2026;x;+240,00'], 'rb.csv', { type: 'text/csv' }));
    const form = await screen.findByRole('form', { name: 'Spalten der CSV-Datei' });
    expect(within(form).getByRole('checkbox', { name: /keine Kopfzeile/ })).toHaveProperty('checked', true);
    // Numbered columns, each with what the first transfer holds; the payer stands in the text.
    expect(within(form).getByRole('combobox', { name: /Betrag/ }).textContent).toBe('Spalte 3: +240,00');
    expect(within(form).getByRole('combobox', { name: 'Auftraggeber' }).textContent).toBe('(steht im Verwendungszweck)');

    // The text has no column yet: marked, and nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Mit dieser Zuordnung importieren' }));
    expect(within(form).getByText('Dieses Feld ist erforderlich.')).toBeTruthy();
    expect(uploads).toHaveLength(1);
    await user.click(within(form).getByRole('combobox', { name: /Verwendungszweck/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Spalte 2/ }));
    await user.click(within(form).getByRole('button', { name: 'Mit dieser Zuordnung importieren' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(Object.fromEntries(new URLSearchParams(uploads[1]!.split('?')[1]))).toEqual({ date: '0', amount: '2', text: '1', header: 'false' });

    const unreadable = await screen.findByText('Nicht importiert, weil Datum oder Betrag nicht lesbar sind');
    expect(within(unreadable.closest('[role="alert"]') as HTMLElement).getByText('Zeile 3: 31.06.2026;Gutschrift;+10,00')).toBeTruthy();
  });

  it('lists the remembered mappings, changes one and deletes one', async () => {
    const { sent } = stubApi({
      'GET /api/userdata': signedIn(['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update']),
      'GET /api/statements': () => [200, { data: [], meta: { total: 0 } }],
      'GET /api/statements/mappings': () => [
        200,
        {
          data: [
            { id: '0123456789abcdef', columns: ['Data', 'Importo', 'Causale'], header: true, date: 0, amount: 1, payer: null, text: 2, reference: null },
            { id: 'no-header-6', columns: ['', '', '', '', '', ''], header: false, date: 0, amount: 3, payer: null, text: 1, reference: null },
          ],
        },
      ],
      'PUT /api/statements/mappings/0123456789abcdef': () => [200, { success: true, message: 'Die Zuordnung ist gespeichert.', data: {} }],
      'DELETE /api/statements/mappings/no-header-6': () => [200, { success: true, message: 'Die Zuordnung ist gelöscht.' }],
    });
    renderRoutes(routes, '/be/statements');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gespeicherte Spaltenzuordnungen (CSV)' }, FIRST_RENDER));
    const headed = await screen.findByRole('row', { name: /Data · Importo · Causale/ });
    expect(within(headed).getByText('Importo')).toBeTruthy();
    expect(within(headed).getByText('(steht im Verwendungszweck)')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Ohne Kopfzeile, 6 Spalten/ })).toBeTruthy();

    await user.click(within(headed).getByRole('button', { name: /Zuordnung ändern/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Spaltenzuordnung ändern' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Auftraggeber' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Causale' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent('PUT /api/statements/mappings/0123456789abcdef')).toEqual([{ date: 0, amount: 1, payer: 2, text: 2, reference: null }]));

    await user.click(screen.getByRole('button', { name: 'Zuordnung löschen: Ohne Kopfzeile, 6 Spalten' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(sent('DELETE /api/statements/mappings/no-header-6')).toHaveLength(1));
    expect(await screen.findByText('Die Zuordnung ist gelöscht.')).toBeTruthy();
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
