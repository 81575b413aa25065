import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '@app/domain';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { changeLanguage } from '../../lib/i18n';
import { storeToken } from '../../lib/token';
import { currentUrl, parentUser, renderRoutes, stubApi, stubBrowser, stubViewport } from '../../testing/app';
import { expectRowActionsInView } from '../../testing/row-actions';
import { ConfirmationsPage } from './ConfirmationsPage';
import { MyFamilyPage, returnPath } from './MyFamilyPage';
import { booking, child, family, registration } from './testing';

const routes = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/my-family', element: <MyFamilyPage /> },
      { path: '/confirmations', element: <ConfirmationsPage /> },
    ],
  },
  { path: '/courseregistration/:id', element: <p>course page</p> },
  { path: '/', element: <p>overview</p> },
];

// The page renders many MUI tables and dialogs: on a busy shared machine the first paint can take seconds.
configure({ asyncUtilTimeout: 5000 });

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('family page', () => {
  it('shows parent, children, confirmations, registrations and waiting list with amounts, phones and downloads', async () => {
    const closed = registration({ id: 102, courseWeek: { ...registration().courseWeek, id: 22, name: 'Woche 2', state: 'after_registration' }, editable: false });
    const waiting = registration({ id: 103, is_waiting: true, waiting_position: 3, courseWeek: { ...registration().courseWeek, id: 23, name: 'Woche 3', state: 'waiting_list' } });
    // The lists as tables, as a laptop shows them (a phone shows cards).
    stubViewport(1280);
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family': () => [200, { data: family({ registrations: [registration(), closed], waitingQueue: [waiting] }) }],
    });
    renderRoutes(routes, '/my-family');

    const current = await screen.findByRole('region', { name: 'Aktuelle Anmeldungen' });
    expect(within(region('Elterndaten')).getByText('RSSMRA86L63A952X')).toBeTruthy();
    expect(within(region('Kinder')).getByText('01.01.2015')).toBeTruthy();
    // Price, paid and open in the organisation's format; the emergency phones dial.
    const first = within(current).getAllByRole('row')[1]!;
    expect(within(first).getByText('1.234,50 €')).toBeTruthy();
    expect(within(first).getByText('100,00 €')).toBeTruthy();
    expect(within(first).getByText('1.134,50 €')).toBeTruthy();
    expect(within(first).getByText('06.07.2026 - 10.07.2026')).toBeTruthy();
    expect(within(first).getByText('Ganztags')).toBeTruthy();
    expect(within(first).getByRole('link', { name: '+39 333 1111111' }).getAttribute('href')).toBe('tel:+393331111111');
    // A week after registration: no edit, no delete.
    expect((within(current).getByRole('button', { name: 'Anmeldung von Anna Rossi für Woche 2 bearbeiten' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(current).getByRole('button', { name: 'Anmeldung von Anna Rossi für Woche 2 löschen' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(current).getByRole('button', { name: 'Anmeldung von Anna Rossi für Woche 1 löschen' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(region('Warteliste')).getByText('Platz 3 auf der Warteliste')).toBeTruthy();
    // A waiting child owes nothing yet: no open amount, and no paid column either.
    const waitingRow = within(region('Warteliste')).getAllByRole('row')[1]!;
    expect(within(waitingRow).getByText('Noch nichts: erst wenn ein Platz frei wird')).toBeTruthy();
    expect(within(waitingRow).queryByText('1.134,50 €')).toBeNull();
    expect(within(waitingRow).queryByText('100,00 €')).toBeNull();
    // The documents open with the token in the query, in both languages.
    const confirmations = region('Zahlungsbestätigungen');
    expect(within(confirmations).getByRole('link', { name: /auf Deutsch herunterladen/ }).getAttribute('href')).toBe('/confirmation/5/11/?lang=de&token=token');
    expect(within(confirmations).getByRole('link', { name: /auf Italienisch herunterladen/ }).getAttribute('href')).toBe('/confirmation/5/11/it/?lang=de&token=token');
    expect(screen.getByRole('link', { name: 'Zu den Zahlungsbestätigungen' }).getAttribute('href')).toBe('/confirmations');
  });

  it('keeps edit and delete in view at 1280 px: the actions column of the lists, the other columns give way', async () => {
    stubViewport(1280);
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family': () => [200, { data: family({ registrations: [registration()] }) }],
    });
    renderRoutes(routes, '/my-family');
    const current = await screen.findByRole('region', { name: 'Aktuelle Anmeldungen' });
    expectRowActionsInView(within(current).getByRole('table'), /bearbeiten|löschen|bezahlen/);
    expectRowActionsInView(within(region('Kinder')).getByRole('table'), /bearbeiten/);
  });

  it('shows only an information to an account without a person', async () => {
    const api = stubApi({ 'GET /api/userdata': () => [200, { data: parentUser({ people: null }) }] });
    renderRoutes(routes, '/my-family');
    expect(await screen.findByText(/Diese Seite ist nur für Eltern/)).toBeTruthy();
    expect(api.sent('GET /api/my-family')).toEqual([]);
  });

  it('opens the child of childEditId and returns to backUrl after saving; a foreign backUrl is not followed', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family': () => [200, { data: family() }],
      'PUT /api/my-family/children/11': () => [200, { success: true, message: 'Gespeichert.', data: child() }],
    });
    const { router } = renderRoutes(routes, `/my-family?childEditId=11&backUrl=${encodeURIComponent('/courseregistration/5?book=1')}`);
    const dialog = await screen.findByRole('dialog', { name: 'Daten des Kindes' });
    expect((within(dialog).getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe('Anna');
    // The saved tax code is fixed; birth and gender are shown in words.
    expect((within(dialog).getByLabelText(/^Geschlecht/) as HTMLInputElement).value).toBe('weiblich');
    expect((within(dialog).getByLabelText(/^Geburtsdatum/) as HTMLInputElement).value).toBe('01.01.2015');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/courseregistration/5?book=1'));

    expect(returnPath('https://elsewhere.example/')).toBeNull();
    expect(returnPath('//elsewhere.example/')).toBeNull();
    expect(returnPath(null)).toBeNull();
    expect(returnPath('/my-family')).toBe('/my-family');
  });

  it('saves the parent\'s phone and photo consent (asked when the organisation asks it); a new e-mail asks the password and waits for its link', async () => {
    const sent = 'Wir haben einen Link an maria.rossi@example.org geschickt.';
    const waiting = { ...family().parent!, pending_address: { purpose: 'change_email' as const, email: 'maria.rossi@example.org' } };
    let saved = false;
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family': () => [200, { data: saved ? { ...family(), parent: waiting } : family() }],
      'PUT /api/my-family/parent/3': () => {
        saved = true;
        return [200, { success: true, message: sent, data: waiting }];
      },
    });
    renderRoutes(routes, '/my-family', { photo_privacy: '1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Elterndaten bearbeiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Elterndaten bearbeiten' });
    expect(within(dialog).queryByLabelText(/^Aktuelles Passwort/)).toBeNull();
    const email = within(dialog).getByLabelText(/^E-Mail/);
    await userEvent.clear(email);
    await userEvent.type(email, 'maria.rossi@example.org');
    await userEvent.type(within(dialog).getByLabelText(/^Aktuelles Passwort/), 'secret-password');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Fotoerlaubnis/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Ja' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(sent)).toBeTruthy();
    expect(api.sent('PUT /api/my-family/parent/3')).toEqual([
      { email: 'maria.rossi@example.org', phone: '+39 0471 123456', privacy_photo: 'yes', current_password: 'secret-password' },
    ]);
    // The page says what waits for the link, and sends it again on request.
    expect(await screen.findByText(/Neue Login-Adresse maria\.rossi@example\.org/)).toBeTruthy();
  });

  it('offers the join of the office\'s data of the family and sends the link again', async () => {
    const parent = { ...family().parent!, pending_address: { purpose: 'join_person' as const, email: 'maria@example.org' } };
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family': () => [200, { data: { ...family(), parent, childrens: [] } }],
      'POST /api/my-family/address-link': () => [200, { success: true, message: 'Ein neuer Link ist an maria@example.org unterwegs.' }],
    });
    renderRoutes(routes, '/my-family');
    expect(await screen.findByText(/Das Büro führt bereits Daten einer Familie mit der Adresse maria@example\.org/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Link erneut senden' }));
    expect(await screen.findByText('Ein neuer Link ist an maria@example.org unterwegs.')).toBeTruthy();
    expect(api.sent('POST /api/my-family/address-link')).toHaveLength(1);
  });

  it('shows a given photo consent fixed', async () => {
    const given = family();
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family': () => [200, { data: { ...given, parent: { ...given.parent!, privacy_photo: 'yes' } } }],
    });
    renderRoutes(routes, '/my-family', { photo_privacy: '1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Elterndaten bearbeiten' }));
    const consent = within(screen.getByRole('dialog')).getByRole('combobox', { name: /^Fotoerlaubnis/ });
    expect(consent.getAttribute('aria-disabled')).toBe('true');
  });

  it('does not ask for the photo consent when the organisation does not', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family': () => [200, { data: family() }],
    });
    renderRoutes(routes, '/my-family', { photo_privacy: '0' });
    await userEvent.click(await screen.findByRole('button', { name: 'Elterndaten bearbeiten' }));
    expect(within(screen.getByRole('dialog')).getByLabelText(/^Telefon/)).toBeTruthy();
    expect(within(screen.getByRole('dialog')).queryByRole('combobox', { name: /^Fotoerlaubnis/ })).toBeNull();
  });

  it('edits a registration: contact 2 must differ from contact 1, then the phones are sent', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family': () => [200, { data: family() }],
      'PUT /api/save-registration/101': () => [200, { success: true, message: 'Die Anmeldung wurde gespeichert.', data: registration() }],
    });
    renderRoutes(routes, '/my-family');
    await userEvent.click(await screen.findByRole('button', { name: 'Anmeldung von Anna Rossi für Woche 1 bearbeiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Anmeldung bearbeiten' });
    // The week offers one day type only: nothing to choose.
    expect(within(dialog).queryByLabelText(/^Tagesart/)).toBeNull();
    const second = within(dialog).getByLabelText(/^Notfallkontakt 2/);
    await userEvent.clear(second);
    await userEvent.type(second, '+39 333 111 1111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Bitte zwei verschiedene Notfallkontakte angeben.')).toBeTruthy();
    expect(api.sent('PUT /api/save-registration/101')).toEqual([]);

    await userEvent.clear(second);
    await userEvent.type(second, '+39 333 5555555');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Anmeldung wurde gespeichert.')).toBeTruthy();
    expect(api.sent('PUT /api/save-registration/101')).toEqual([
      { dayType: null, emergency_contact1_phone: '+39 333 1111111', emergency_contact2_phone: '+39 333 5555555', custom_field: '', custom_field_2: '', custom_field_3: '' },
    ]);
  });

  it('cancels after the prompt and shows the server\'s sentence, also when it refuses', async () => {
    let answer: [number, unknown] = [200, { success: true, message: 'Anna Rossi wurde von Woche 1 abgemeldet.' }];
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family': () => [200, { data: family() }],
      'DELETE /api/registration/101': () => answer,
    });
    renderRoutes(routes, '/my-family');
    const remove = await screen.findByRole('button', { name: 'Anmeldung von Anna Rossi für Woche 1 löschen' });
    await userEvent.click(remove);
    const prompt = screen.getByRole('dialog', { name: 'Bitte bestätigen' });
    expect(within(prompt).getByText('Die Anmeldung von Anna Rossi für Woche 1 (Fußballcamp) wirklich löschen?')).toBeTruthy();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Anna Rossi wurde von Woche 1 abgemeldet.')).toBeTruthy();
    expect(api.sent('DELETE /api/registration/101')).toHaveLength(1);

    answer = [422, { message: 'Die Anmeldung für diese Woche ist abgeschlossen.', errors: {} }];
    await userEvent.click(remove);
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Bitte bestätigen' })).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Die Anmeldung für diese Woche ist abgeschlossen.')).toBeTruthy();
  });

  it('shows a place offered from the waiting list with its deadline and time left; accepts, declines after asking, and shows a refusal', async () => {
    const expires = new Date(Date.now() + (26 * 60 + 30) * 60_000).toISOString();
    const offered = registration({ id: 104, is_waiting: true, waiting_position: 1, offer: { offered_at: new Date().toISOString(), expires_at: expires } });
    let answer: [number, unknown] = [200, { success: true, message: 'Der Platz für Anna Rossi in Woche 1 ist bestätigt.' }];
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family': () => [200, { data: family({ registrations: [], waitingQueue: [offered] }) }],
      'POST /api/my-family/offers/104/accept': () => answer,
      'POST /api/my-family/offers/104/decline': () => [200, { success: true, message: 'Sie haben den Platz abgelehnt.' }],
    });
    renderRoutes(routes, '/my-family');
    const card = await screen.findByRole('region', { name: 'Ein Platz für Anna Rossi ist frei' });
    expect(within(card).getByText(`Bitte entscheiden Sie bis ${formatDateTime(expires)}: noch 1 Tag 2 Stunden`)).toBeTruthy();
    expect(within(region('Warteliste')).getByText(`Platz angeboten bis ${formatDateTime(expires)}`)).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Platz annehmen' }));
    expect(await screen.findByText('Der Platz für Anna Rossi in Woche 1 ist bestätigt.')).toBeTruthy();
    expect(api.sent('POST /api/my-family/offers/104/accept')).toHaveLength(1);

    answer = [409, { message: 'Dieses Angebot ist abgelaufen: Der Platz ging an die nächste Familie auf der Warteliste.' }];
    await userEvent.click(within(card).getByRole('button', { name: 'Platz annehmen' }));
    expect(await screen.findByText(/^Dieses Angebot ist abgelaufen/)).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Ablehnen' }));
    const prompt = screen.getByRole('dialog', { name: 'Bitte bestätigen' });
    expect(within(prompt).getByText(/^Den Platz für Anna Rossi in Woche 1 wirklich ablehnen\?/)).toBeTruthy();
    expect(api.sent('POST /api/my-family/offers/104/decline')).toHaveLength(0);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Sie haben den Platz abgelehnt.')).toBeTruthy();
    expect(api.sent('POST /api/my-family/offers/104/decline')).toHaveLength(1);
  });

  it('says that siblings booked together wait together for places for all of them', async () => {
    const week = { ...registration().courseWeek, id: 23, name: 'Woche 3', state: 'waiting_list' as const };
    const anna = registration({ id: 105, booking_id: 9, is_waiting: true, waiting_position: 1, courseWeek: week });
    const ben = registration({ id: 106, booking_id: 9, is_waiting: true, waiting_position: 2, courseWeek: week, people: { id: 12, first_name: 'Ben', last_name: 'Rossi', display_name: 'Ben Rossi' } });
    const alone = registration({ id: 107, booking_id: 10, is_waiting: true, waiting_position: 3 });
    stubViewport(1280);
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family': () => [200, { data: family({ registrations: [], waitingQueue: [anna, ben, alone] }) }],
    });
    renderRoutes(routes, '/my-family');
    const waiting = await screen.findByRole('region', { name: 'Warteliste' });
    expect(await within(waiting).findAllByText(/^Anna und Ben warten gemeinsam: Sie erhalten ein Angebot, sobald für alle 2 ein Platz frei ist\./)).toHaveLength(2);
    const rows = within(waiting).getAllByRole('row');
    expect(within(rows[3]!).queryByText(/warten gemeinsam/)).toBeNull();
  });

  it('shows the bank transfer with the EPC QR code', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family': () => [200, { data: family({ bookings: [booking([registration()])] }) }],
    });
    renderRoutes(routes, '/my-family');
    await userEvent.click(await screen.findByRole('button', { name: '1.134,50\u00a0€ für die Buchung SPW-7-77 bezahlen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zahlung per Banküberweisung' });
    expect(within(dialog).getByText('IT60 X054 2811 1010 0000 0123 456')).toBeTruthy();
    expect(within(dialog).getByText('1.134,50 €')).toBeTruthy();
    expect(within(dialog).getByText('SPW-7-77 Anna Rossi')).toBeTruthy();
    // One week alone in its booking: nothing to choose.
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    const qr = await within(dialog).findByRole('img', { name: 'QR-Code (GiroCode) für die Banking-App' });
    const svg = decodeURIComponent(qr.getAttribute('src')!.replace('data:image/svg+xml;charset=utf-8,', ''));
    expect(svg).toMatch(/^<svg[^>]*viewBox/);

    // Each line copies what a banking app's field takes: the IBAN without spaces, the amount without the sign.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'IBAN kopieren' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Betrag kopieren' }));
    expect(writeText.mock.calls).toEqual([['IT60X0542811101000000123456'], ['1134,50']]);
    expect(await screen.findByText('Betrag kopiert.')).toBeTruthy();
  });
});

describe('paying a booking', () => {
  it('groups the registrations by booking, each with its open total and one "pay"', async () => {
    const anna = registration();
    const luca = registration({ id: 102, people: { id: 12, first_name: 'Luca', last_name: 'Rossi', display_name: 'Luca Rossi' }, open_amount: 200 });
    const paid = registration({ id: 103, booking_id: 9, created_at: '2026-04-02T08:00:00.000Z', payed: 'paid', payed_amount: 1234.5, open_amount: 0, courseWeek: { ...registration().courseWeek, id: 22, name: 'Woche 2' } });
    stubViewport(1280);
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family': () => [200, { data: family({ registrations: [anna, luca, paid], bookings: [booking([anna, luca])] }) }],
    });
    renderRoutes(routes, '/my-family');
    const current = await screen.findByRole('region', { name: 'Aktuelle Anmeldungen' });
    const first = within(current).getByRole('region', { name: 'Buchung SPW-7-77' });
    expect(within(first).getByText('Gebucht am 01.03.2026')).toBeTruthy();
    expect(within(first).getAllByRole('row')).toHaveLength(3);
    expect(within(first).getByText('Noch offen: 1.334,50 €')).toBeTruthy();
    // One "pay" per booking, none per week.
    expect(within(first).getAllByRole('button', { name: /bezahlen/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['1.334,50\u00a0€ für die Buchung SPW-7-77 bezahlen']);
    const second = within(current).getByRole('region', { name: 'Buchung SPW-9-71' });
    expect(within(second).getByText('Gebucht am 02.04.2026')).toBeTruthy();
    expect(within(second).getByText('Alles bezahlt')).toBeTruthy();
    expect(within(second).queryByRole('button', { name: /bezahlen/ })).toBeNull();
  });

  it('offers the open total of the booking under its reference, or one of its weeks, each with its QR code', async () => {
    const anna = registration();
    const luca = registration({ id: 102, people: { id: 12, first_name: 'Luca', last_name: 'Rossi', display_name: 'Luca Rossi' }, open_amount: 200 });
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family': () => [200, { data: family({ registrations: [anna, luca], bookings: [booking([anna, luca])] }) }],
    });
    renderRoutes(routes, '/my-family');
    await userEvent.click(await screen.findByRole('button', { name: '1.334,50\u00a0€ für die Buchung SPW-7-77 bezahlen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zahlung per Banküberweisung' });
    const what = within(dialog).getByRole('radiogroup', { name: 'Was möchten Sie überweisen?' });
    const whole = within(what).getByRole('radio', { name: 'Die ganze Buchung SPW-7-77: 1.334,50\u00a0€' });
    expect((whole as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('1.334,50 €')).toBeTruthy();
    expect(within(dialog).getByText('SPW-7-77 Anna Rossi Luca Rossi')).toBeTruthy();
    const qrText = async () => (await within(dialog).findByRole('img', { name: 'QR-Code (GiroCode) für die Banking-App' })).getAttribute('src');
    const wholeQr = await qrText();

    expect(within(what).getByRole('radio', { name: 'Nur Anna Rossi, Woche 1: 1.134,50\u00a0€' })).toBeTruthy();
    await userEvent.click(within(what).getByRole('radio', { name: 'Nur Luca Rossi, Woche 1: 200,00\u00a0€' }));
    expect(within(dialog).getByText('200,00 €')).toBeTruthy();
    expect(within(dialog).getByText('SPW-7-77 Luca Rossi')).toBeTruthy();
    await waitFor(async () => expect(await qrText()).not.toBe(wholeQr));
  });
});

describe('confirmations page', () => {
  it('lists the confirmations, says when there are none, and leads back to the family', async () => {
    let rows = [{ child_name: 'Anna Rossi', course_name: 'Fußballcamp', week_count: 2, courseId: 5, peopleId: 11 }];
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family/confirmations': () => [200, { data: rows }],
    });
    renderRoutes(routes, '/confirmations');
    expect((await screen.findByRole('link', { name: /Anna Rossi, Fußballcamp, auf Italienisch/ })).getAttribute('href')).toBe('/confirmation/5/11/it/?lang=de&token=token');
    expect(screen.getByRole('link', { name: 'Zurück zu Meine Familie' }).getAttribute('href')).toBe('/my-family');
    // Course names come in the request's language: another language reads the list again.
    await act(() => changeLanguage('it'));
    expect(await screen.findByRole('link', { name: /in italiano/ })).toBeTruthy();
    expect(api.sent('GET /api/my-family/confirmations')).toHaveLength(2);

    rows = [];
    renderRoutes(routes, '/confirmations');
    expect(await screen.findByText(/Ancora nessuna conferma di pagamento/)).toBeTruthy();
  });
});
