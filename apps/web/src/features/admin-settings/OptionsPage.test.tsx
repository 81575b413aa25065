import { OPTION_DEFINITIONS, OPTION_KEYS, type Option } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { OptionsPage } from './OptionsPage';

const routes = [{ element: <RequireAuth />, children: [{ path: '/be/option', element: <OptionsPage /> }] }];
const admin = parentUser({ roles: ['Superadmin'], permissions: ['option.index', 'option.update'], people: null });
const stored = (): Option[] => OPTION_KEYS.map((key, index) => ({ id: index + 1, key, value: OPTION_DEFINITIONS[key].default }));

/** The text under a field, as assistive technology reads it. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});
describe('options page', () => {
  it('saves one field alone and shows the server message under it', async () => {
    const refused = 'Dieser Name ist nicht erlaubt.';
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: admin }],
      'GET /api/option': () => [200, { data: stored() }],
      'POST /api/option': () => [422, { message: refused, errors: { value: [refused] } }],
    });
    renderRoutes(routes, '/be/option');
    const name = await screen.findByLabelText(/^Name der Anwendung/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Sommer 2026');
    await userEvent.type(screen.getByLabelText(/^Adresse \(URL\) der Anwendung/), '/neu');

    await userEvent.click(screen.getByRole('button', { name: 'Speichern: Name der Anwendung' }));
    await waitFor(() => expect(description(name)).toContain(refused));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('POST /api/option')).toEqual([{ key: 'app_name', value: 'Sommer 2026' }]);
    expect((screen.getByLabelText(/^Adresse \(URL\) der Anwendung/) as HTMLInputElement).value).toBe('http://localhost:3000/neu');
  });

  it('checks the rules of the key before sending', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: admin }],
      'GET /api/option': () => [200, { data: stored() }],
    });
    renderRoutes(routes, '/be/option');
    const url = await screen.findByLabelText(/^Adresse \(URL\) der Anwendung/);
    await userEvent.clear(url);
    await userEvent.type(url, 'localhost{Enter}');
    await waitFor(() => expect(description(url)).toContain('Der Wert ist ungültig.'));
    expect(api.sent('POST /api/option')).toEqual([]);
  });

  it('announces a saved field, keeps other edits and reloads the options of the toolbar', async () => {
    let rows = stored();
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: admin }],
      'GET /api/option': () => [200, { data: rows }],
      'GET /api/options': () => [200, { data: rows.filter((row) => row.key === 'app_name') }],
      'POST /api/option': (body) => {
        const { key, value } = body as Option;
        rows = rows.map((row) => (row.key === key ? { ...row, value } : row));
        return [200, { success: true, message: 'Die Einstellung ist gespeichert.', data: rows.find((row) => row.key === key) }];
      },
    });
    renderRoutes(routes, '/be/option');
    const name = await screen.findByLabelText(/^Name der Anwendung/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Sommerwochen Bozen');
    await userEvent.type(screen.getByLabelText(/^Adresse \(URL\) der Anwendung/), '/neu');
    expect(screen.getAllByText('Geändert, noch nicht gespeichert.')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Speichern: Name der Anwendung' }));
    expect(await screen.findByText('Die Einstellung ist gespeichert.')).toBeTruthy();
    await waitFor(() => expect(api.sent('GET /api/options').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getAllByText('Geändert, noch nicht gespeichert.')).toHaveLength(1));
    expect((screen.getByLabelText(/^Name der Anwendung/) as HTMLInputElement).value).toBe('Sommerwochen Bozen');
    expect((screen.getByLabelText(/^Adresse \(URL\) der Anwendung/) as HTMLInputElement).value).toBe('http://localhost:3000/neu');
    expect(api.sent('POST /api/option')).toEqual([{ key: 'app_name', value: 'Sommerwochen Bozen' }]);
  });

  it('lists the organisation tax code and the stamp duty on the payment tab', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: admin }],
      'GET /api/option': () => [200, { data: stored() }],
    });
    renderRoutes(routes, '/be/option?tab=payment');
    expect(await screen.findByLabelText(/^Steuernummer der Organisation/)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /^Stempelsteuer/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('says which issuer data the confirmation still lacks, and opens the tab where they are filled in', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: admin }],
      'GET /api/option': () => [200, { data: stored().map((row) => (row.key === 'payment_place' ? { ...row, value: 'Bozen' } : row)) }],
    });
    renderRoutes(routes, '/be/option');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Zahlungsempfänger',
      'Adresse (deutsch)',
      'Steuernummer der Organisation',
    ]);
    await userEvent.click(within(alert).getByRole('link', { name: 'Zum Reiter „Zahlungsbestätigung“' }));
    expect(await screen.findByLabelText(/^Zahlungsempfänger/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Zahlungsbestätigung' }).getAttribute('aria-selected')).toBe('true');
    // On that tab the alert stays, without the way to it.
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
  });

  it('says nothing once the issuer data are filled in', async () => {
    const filled: Record<string, string> = { payment_recipient: 'Jugenddienst Bozen', payment_address: 'Lauben 1', payment_tax_code: '94012345678', payment_place: 'Bozen' };
    stubApi({
      'GET /api/userdata': () => [200, { data: admin }],
      'GET /api/option': () => [200, { data: stored().map((row) => ({ ...row, value: filled[row.key] ?? row.value })) }],
    });
    renderRoutes(routes, '/be/option');
    expect(await screen.findByLabelText(/^Name der Anwendung/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has an Italian e-mail signature beside the German one, saved on its own', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: admin }],
      'GET /api/option': () => [200, { data: stored() }],
      'POST /api/option': (body) => [200, { success: true, message: 'Gespeichert.', data: { id: 99, ...(body as object) } }],
      'GET /api/options': () => [200, { data: [] }],
    });
    renderRoutes(routes, '/be/option');
    expect(await screen.findByText('E-Mail-Signatur (deutsch)')).toBeTruthy();
    expect(screen.getByText('E-Mail-Signatur (italienisch)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern: E-Mail-Signatur (italienisch)' }));
    await waitFor(() => expect(api.sent('POST /api/option')).toEqual([{ key: 'email_footer_it', value: OPTION_DEFINITIONS.email_footer_it.default }]));
  });

  it('asks all parents to confirm the privacy terms again and shows the new date', async () => {
    let rows = stored();
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: admin }],
      'GET /api/option': () => [200, { data: rows }],
      'GET /api/options': () => [200, { data: [] }],
      'POST /api/option/privacy-check-date': () => {
        const data = { ...rows.find((row) => row.key === 'app_privacy_check_date_update')!, value: '2025-07-01T08:30:00.000Z' };
        rows = rows.map((row) => (row.key === data.key ? data : row));
        return [200, { success: true, message: 'Alle Eltern müssen neu bestätigen.', data }];
      },
    });
    renderRoutes(routes, '/be/option?tab=privacy');
    expect(await screen.findByText('Bisher nie')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Datenschutz von allen Eltern neu bestätigen lassen' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja' }));

    // 08:30 UTC is 10:30 in Bolzano in summer.
    expect(await screen.findByText('Zuletzt: 01.07.2025 10:30')).toBeTruthy();
    expect(await screen.findByText('Alle Eltern müssen neu bestätigen.')).toBeTruthy();
    expect(api.sent('POST /api/option/privacy-check-date')).toHaveLength(1);
  });

  it('shows the retention periods beside the privacy document, in a group of their own, checked before sending', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: admin }],
      'GET /api/option': () => [200, { data: stored() }],
      'POST /api/option': (body) => [200, { success: true, message: 'Gespeichert.', data: { id: 1, ...(body as { key: string; value: string }) } }],
      'GET /api/options': () => [200, { data: [] }],
    });
    renderRoutes(routes, '/be/option?tab=privacy');
    expect(await screen.findByText('Datenschutzdokument (PDF)')).toBeTruthy();
    const group = screen.getByRole('heading', { name: 'Datenaufbewahrung' });
    expect(group.parentElement!.textContent).toContain('Zahlungsunterlagen bleiben 10 Jahre.');
    expect(screen.getByRole('link', { name: /^Datenaufbewahrung/ }).getAttribute('href')).toBe('/privacy-notice');

    const months = screen.getByLabelText(/^Gesundheitsangaben löschen nach/);
    expect((months as HTMLInputElement).value).toBe('3');
    expect(description(months)).toContain('Eine ganze Zahl von 1 bis 120.');
    await userEvent.clear(months);
    await userEvent.type(months, '121{Enter}');
    await waitFor(() => expect(description(months)).toContain('Der Wert darf höchstens 120 sein.'));
    await userEvent.clear(months);
    await userEvent.type(months, 'drei{Enter}');
    await waitFor(() => expect(description(months)).toContain('Bitte eine ganze Zahl eingeben.'));
    expect(api.sent('POST /api/option')).toEqual([]);

    const years = screen.getByLabelText(/^Konten ohne Anmeldung löschen nach/);
    await userEvent.clear(years);
    await userEvent.type(years, '05{Enter}');
    await waitFor(() => expect(api.sent('POST /api/option')).toEqual([{ key: 'account_retention_years', value: '5' }]));
  });

  it('has a reminder tab: the deadline in days checked before sending, the placeholders explained, a preview per language', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: admin }],
      'GET /api/option': () => [200, { data: stored() }],
      'GET /api/payment-reminders/count': () => [200, { data: count(2) }],
    });
    renderRoutes(routes, '/be/option?tab=reminder');
    const days = await screen.findByLabelText(/^Zahlungsfrist \(Tage nach der Bestätigung/);
    expect((days as HTMLInputElement).value).toBe('14');
    await userEvent.clear(days);
    await userEvent.type(days, '400{Enter}');
    await waitFor(() => expect(description(days)).toContain('Der Wert darf höchstens 365 sein.'));
    expect(api.sent('POST /api/option')).toEqual([]);

    expect(screen.getByText('{due_date}')).toBeTruthy();
    expect(screen.getByText('Ende der Zahlungsfrist, bei mehreren Buchungen das früheste')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Vorschau: Zahlungserinnerung (italienisch)' }));
    const frame = within(screen.getByRole('dialog')).getByTitle('Vorschau: Zahlungserinnerung (italienisch)');
    expect(frame.getAttribute('src')).toBe('/mail-preview/payment-reminder?lang=it&token=token');
  });

  it('says how many families the next run would remind with the deadline as typed, before it is saved', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: admin }],
      'GET /api/option': () => [200, { data: stored() }],
      'GET /api/payment-reminders/count': () => [200, { data: count(3) }],
    });
    renderRoutes(routes, '/be/option?tab=reminder');
    const days = await screen.findByLabelText(/^Zahlungsfrist \(Tage nach der Bestätigung/);
    expect(await screen.findByText('Mit dieser Frist würde der nächste Lauf (29.11.2026 03:00) 3 Familien erinnern.')).toBeTruthy();
    expect(screen.getByText('1 überfällige Buchung gehört einer Familie ohne E-Mail-Adresse und wird nicht erinnert.')).toBeTruthy();
    await userEvent.clear(days);
    await userEvent.type(days, '21');
    await waitFor(() => expect(countedDays(api.fetch)).toContain('21'));
    // Asked once typing paused, not for every key; nothing saved.
    expect(countedDays(api.fetch)).toEqual(['14', '21']);
    expect(api.sent('POST /api/option')).toEqual([]);
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    expect(await screen.findByText('Ohne Frist (0) wird niemand erinnert.')).toBeTruthy();
    expect(countedDays(api.fetch)).not.toContain('0');
  });

  it("lists the next run's families with the e-mail each gets, and sends one family's now after asking", async () => {
    const office = parentUser({
      roles: ['Staff'],
      permissions: ['option.index', 'peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update'],
      people: null,
    });
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: office }],
      'GET /api/option': () => [200, { data: stored() }],
      'GET /api/payment-reminders/count': () => [200, { data: count(1) }],
      'GET /api/payment-reminders': () => [200, { data: { run_at: RUN_AT, unreachable: 0, families: [family] } }],
      'POST /api/payment-reminders/42/send': () => [200, { success: true, message: 'Die Zahlungserinnerung an Maria Muster ist verschickt.' }],
    });
    renderRoutes(routes, '/be/option?tab=reminder');
    await userEvent.click(await screen.findByRole('button', { name: 'E-Mails des nächsten Laufs ansehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nächster Lauf' });
    const row = await within(dialog).findByRole('listitem', { name: 'Maria Muster' });
    expect(row.textContent).toContain('Maria Muster (maria.muster@example.org): 335,50\u00a0€');
    expect(row.textContent).toContain('Buchung SPW-12-51: 215,50\u00a0€ offen, Frist bis 14.11.2026');
    expect(within(dialog).getByText('Der nächste Lauf (29.11.2026 03:00) schickt diese E-Mails mit der gespeicherten Frist. Eine Familie, der Sie jetzt schreiben, lässt er aus.')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'E-Mail an Maria Muster' }));
    expect(within(dialog).getByTitle('E-Mail an Maria Muster').getAttribute('src')).toBe('/mail-preview/payment-reminder/42?lang=de&token=token');

    await userEvent.click(within(row).getByRole('button', { name: 'Zahlungserinnerung jetzt an Maria Muster senden' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bitte bestätigen' });
    expect(confirm.textContent).toContain('Die Zahlungserinnerung jetzt an Maria Muster (maria.muster@example.org) senden?');
    expect(api.sent('POST /api/payment-reminders/42/send')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Die Zahlungserinnerung an Maria Muster ist verschickt.')).toBeTruthy();
    expect(api.sent('POST /api/payment-reminders/42/send')).toHaveLength(1);
  });

  it('shows the next run only to who reads registrations, and "send now" only to who changes them', async () => {
    const reader = parentUser({ roles: ['Staff'], permissions: ['option.index', 'peopleCourseWeekRegistration.index'], people: null });
    stubApi({
      'GET /api/userdata': () => [200, { data: reader }],
      'GET /api/option': () => [200, { data: stored() }],
      'GET /api/payment-reminders/count': () => [200, { data: count(1) }],
      'GET /api/payment-reminders': () => [200, { data: { run_at: RUN_AT, unreachable: 0, families: [family] } }],
    });
    renderRoutes(routes, '/be/option?tab=reminder');
    await userEvent.click(await screen.findByRole('button', { name: 'E-Mails des nächsten Laufs ansehen' }));
    const row = await screen.findByRole('listitem', { name: 'Maria Muster' });
    expect(within(row).getByRole('button', { name: 'E-Mail an Maria Muster' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /senden/ })).toBeNull();
  });

  it('has no next run for who only manages the options', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: admin }],
      'GET /api/option': () => [200, { data: stored() }],
      'GET /api/payment-reminders/count': () => [200, { data: count(1) }],
    });
    renderRoutes(routes, '/be/option?tab=reminder');
    expect(await screen.findByLabelText(/^Zahlungsfrist \(Tage nach der Bestätigung/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'E-Mails des nächsten Laufs ansehen' })).toBeNull();
  });
});

/** 03:00 in Bolzano on 29 November 2026. */
const RUN_AT = '2026-11-29T02:00:00.000Z';
const count = (families: number) => ({ payment_days: 14, run_at: RUN_AT, families, bookings: families, unreachable: 1 });
const family = {
  parent_id: 42,
  name: 'Maria Muster',
  email: 'maria.muster@example.org',
  lang: 'de',
  subject: 'Zahlungserinnerung: Buchungen SPW-12-51 und SPW-14-72',
  open_amount: 335.5,
  bookings: [
    { id: 12, reference: 'SPW-12-51', due_on: '2026-11-14', open_amount: 215.5 },
    { id: 14, reference: 'SPW-14-72', due_on: '2026-11-20', open_amount: 120 },
  ],
};
/** The deadlines the page asked to count with, in order. */
const countedDays = (fetch: { mock: { calls: [string, RequestInit?][] } }) =>
  fetch.mock.calls.filter(([url]) => url.startsWith('/api/payment-reminders/count')).map(([url]) => new URL(url, 'http://localhost').searchParams.get('payment_days'));

