import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { changeLanguage } from '../../lib/i18n';
import { storeToken } from '../../lib/token';
import { parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { DashboardPage } from './DashboardPage';

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});
afterEach(() => changeLanguage('de'));
describe('dashboard', () => {
  it('lists the refunds owed to erased families with whom to ask, and takes one off once it is marked refunded', async () => {
    let open = [
      {
        id: 4,
        reference: 'SPW-12-34',
        amount: 1234.5,
        weeks: [{ course: 'Sommercamp', week: 'Woche 2', from: '2026-07-13', to: '2026-07-17' }],
        contact_phone: '+39 333 9876543',
        contact_email: 'maria@example.org',
        overpayment: null,
        created_at: '2026-05-02T08:00:00.000Z',
      },
    ];
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ permissions: ['course.index', 'peopleCourseWeekRegistration.update'], people: null }) }],
      'GET /api/dashboard': () => [200, { data: { registrations: 42, waiting_list: 7, links: [], missing_options: [], overdue_bookings: 0, open_offers: 0 } }],
      'GET /api/refunds': () => [200, { data: open }],
      'POST /api/refunds/4/done': () => {
        open = [];
        return [200, { success: true, message: 'Als erstattet markiert; Telefon und E-Mail der Familie sind gelöscht.' }];
      },
    });
    renderRoutes([{ element: <RequireAuth />, children: [{ path: '/be', element: <DashboardPage /> }] }], '/be');
    const refunds = await screen.findByRole('region', { name: 'Rückerstattungen' });
    expect(within(refunds).getByText('Buchung SPW-12-34: 1.234,50 €')).toBeTruthy();
    expect(within(refunds).getByText('Sommercamp, Woche 2 (13.07.2026 - 17.07.2026)')).toBeTruthy();
    expect(within(refunds).getByRole('link', { name: 'maria@example.org' }).getAttribute('href')).toBe('mailto:maria@example.org');
    expect(within(refunds).getByRole('link', { name: '+39 333 9876543' }).getAttribute('href')).toBe('tel:+393339876543');
    expect(within(refunds).getByText('Seit 02.05.2026')).toBeTruthy();

    await userEvent.click(within(refunds).getByRole('button', { name: '1.234,50\u00a0€ für die Buchung SPW-12-34 als erstattet markieren' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Bitte bestätigen' })).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Als erstattet markiert; Telefon und E-Mail der Familie sind gelöscht.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rückerstattungen' })).toBeNull());
    expect(api.sent('POST /api/refunds/4/done')).toHaveLength(1);
  });

  it('names for an overpayment the transfer it comes from: date, amount and payer, or that the payer has no name, in German and Italian', async () => {
    const overpaid = (id: number, payer: string | null) => ({
      id,
      reference: `SPW-${id}-00`,
      amount: 30,
      weeks: [],
      contact_phone: null,
      contact_email: null,
      overpayment: { booked_on: '2026-05-12', amount: 1234.5, payer },
      created_at: '2026-05-13T08:00:00.000Z',
    });
    for (const [lang, named, unnamed] of [
      ['de', 'Zu viel überwiesen: Überweisung vom 12.05.2026 über 1.234,50 € von Rossi Mario', 'Zu viel überwiesen: Überweisung vom 12.05.2026 über 1.234,50 € (ohne Namen des Auftraggebers)'],
      ['it', 'Pagato in eccesso: bonifico del 12.05.2026 di 1.234,50 € da Rossi Mario', "Pagato in eccesso: bonifico del 12.05.2026 di 1.234,50 € (senza nome dell'ordinante)"],
    ] as const) {
      await changeLanguage(lang);
      stubApi({
        'GET /api/userdata': () => [200, { data: parentUser({ lang, permissions: ['course.index', 'peopleCourseWeekRegistration.update'], people: null }) }],
        'GET /api/dashboard': () => [200, { data: { registrations: 1, waiting_list: 0, links: [], missing_options: [], overdue_bookings: 0, open_offers: 0 } }],
        'GET /api/refunds': () => [200, { data: [overpaid(5, 'Rossi Mario'), overpaid(6, null)] }],
      });
      renderRoutes([{ element: <RequireAuth />, children: [{ path: '/be', element: <DashboardPage /> }] }], '/be');
      const refunds = await screen.findByRole('region', { name: lang === 'de' ? 'Rückerstattungen' : 'Rimborsi' });
      const [first, second] = within(refunds).getAllByRole('listitem');
      expect(within(first!).getByText(named)).toBeTruthy();
      expect(within(second!).getByText(unnamed)).toBeTruthy();
      // Nothing was given up, and nobody's phone or e-mail is known yet.
      expect(within(refunds).queryByRole('link')).toBeNull();
      cleanup();
    }
  });

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

  it('fetches an export with the token, shows how far it is, and saves it under the server\'s file name', async () => {
    const { fetch: answerApi } = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ permissions: ['course.index'], people: null }) }],
      'GET /api/dashboard': () => [
        200,
        { data: { registrations: 42, waiting_list: 7, links: [{ title: 'Zahlungen (Excel)', link: '/export/payments' }], missing_options: [] } },
      ],
    });
    // The workbook arrives in two halves, sent when the test says so.
    let body!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) });
    const exportHeaders: Headers[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (!url.startsWith('/export/payments')) return answerApi(url, init);
      exportHeaders.push(new Headers(init.headers));
      return new Response(stream, {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-length': '8',
          'content-disposition': `attachment; filename="Zahlungen 2027-03-01.xlsx"; filename*=UTF-8''Zahlungen%20%C3%BCber%202027-03-01.xlsx`,
        },
      });
    });
    // The test DOM has no object URLs and does not download: what the page hands to the browser is recorded.
    const saved: { blob: Blob; name: string }[] = [];
    const blobs = new Map<string, Blob>();
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.set(`blob:export-${blobs.size}`, blob);
        return `blob:export-${blobs.size - 1}`;
      },
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.download) saved.push({ blob: blobs.get(this.getAttribute('href')!)!, name: this.download });
    });

    renderRoutes([{ element: <RequireAuth />, children: [{ path: '/be', element: <DashboardPage /> }] }], '/be');
    await userEvent.click(await screen.findByRole('link', { name: 'Zahlungen (Excel)' }));

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Export wird erstellt… 0 %'));
    expect(screen.getByRole('link', { name: 'Zahlungen (Excel)' }).getAttribute('aria-disabled')).toBe('true');
    body.enqueue(new Uint8Array([1, 2, 3, 4]));
    await waitFor(() => expect(within(status).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'));
    expect(status.textContent).toBe('Export wird erstellt… 50 %');
    expect(saved).toEqual([]);

    body.enqueue(new Uint8Array([5, 6, 7, 8]));
    body.close();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('Zahlungen über 2027-03-01.xlsx');
    expect(saved[0]!.blob.size).toBe(8);
    expect(saved[0]!.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(exportHeaders[0]!.get('authorization')).toBe('Bearer token');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByRole('link', { name: 'Zahlungen (Excel)' }).getAttribute('aria-disabled')).toBeNull();
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

  it('counts the overdue bookings and links to the registration list filtered to them', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ permissions: ['course.index', 'peopleCourseWeekRegistration.index'], people: null }) }],
      'GET /api/dashboard': () => [200, { data: { registrations: 42, waiting_list: 7, overdue_bookings: 3, open_offers: 2, links: [], missing_options: [] } }],
    });
    renderRoutes([{ element: <RequireAuth />, children: [{ path: '/be', element: <DashboardPage /> }] }], '/be');
    expect(await screen.findByRole('heading', { name: 'Überfällige Zahlungen' })).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Überfällige Anmeldungen anzeigen' });
    expect(link.getAttribute('href')).toBe('/be/peopleCourseWeekRegistration?payment=overdue');
    // The places offered from waiting lists that families have not answered yet (issue 36).
    expect(screen.getByRole('heading', { name: 'Offene Platzangebote' })).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Angebote anzeigen' }).getAttribute('href')).toBe('/be/offers');
  });

  it('offers no link while nothing is overdue', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ permissions: ['course.index', 'peopleCourseWeekRegistration.index'], people: null }) }],
      'GET /api/dashboard': () => [200, { data: { registrations: 42, waiting_list: 7, overdue_bookings: 0, open_offers: 0, links: [], missing_options: [] } }],
    });
    renderRoutes([{ element: <RequireAuth />, children: [{ path: '/be', element: <DashboardPage /> }] }], '/be');
    expect(await screen.findByRole('heading', { name: 'Überfällige Zahlungen' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Überfällige Anmeldungen anzeigen' })).toBeNull();
  });
});
