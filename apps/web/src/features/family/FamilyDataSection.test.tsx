import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken, storeToken } from '../../lib/token';
import { currentUrl, findNotification, parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { FamilyDataSection } from './FamilyDataSection';

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  storeToken(null);
});

const routes = [
  { path: '/my-family', element: <FamilyDataSection /> },
  { path: '/', element: <p>home page</p> },
];

describe('my data on the family page', () => {
  it('offers both downloads as links with the token', async () => {
    stubApi({ 'GET /api/userdata': () => [200, { data: parentUser() }] });
    renderRoutes(routes, '/my-family');
    const section = await screen.findByRole('region', { name: 'Meine Daten' });
    expect(within(section).getByRole('link', { name: 'Daten herunterladen (JSON)' }).getAttribute('href')).toBe('/api/my-family/data.json?lang=de&token=token');
    expect(within(section).getByRole('link', { name: 'Daten zum Lesen herunterladen (HTML)' }).getAttribute('href')).toBe('/api/my-family/data.html?lang=de&token=token');
  });

  it('asks for the password, shows a refusal on the field, and after the deletion forgets the session on the home page', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family/erasure': () => [200, { data: { paid_places: [], refund_amount: 0 } }],
      'POST /api/my-family/delete-account': (body) =>
        (body as { password: string }).password === 'right-password'
          ? [200, { success: true, message: 'Ihr Konto wurde gelöscht. Sie erhalten eine Bestätigung per E-Mail.' }]
          : [422, { message: 'Die Angaben sind ungültig.', errors: { password: ['Das aktuelle Passwort ist nicht richtig.'] } }],
    });
    const { router } = renderRoutes(routes, '/my-family');
    fireEvent.click(await screen.findByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto endgültig löschen?' });
    const password = within(dialog).getByLabelText(/^Passwort zur Bestätigung/);
    expect(password.getAttribute('type')).toBe('password');

    fireEvent.change(password, { target: { value: 'wrong-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Konto löschen' }));
    expect(await within(dialog).findByText('Das aktuelle Passwort ist nicht richtig.')).toBeTruthy();
    expect(readToken()).toBe('token');

    fireEvent.change(password, { target: { value: 'right-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Konto löschen' }));
    expect((await findNotification()).textContent).toContain('Ihr Konto wurde gelöscht.');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(readToken()).toBeNull();
    expect(api.sent('POST /api/my-family/delete-account')).toEqual([{ password: 'wrong-password' }, { password: 'right-password' }]);
  });

  it('asks first what happens to paid places of weeks to come, and sends the answer with the password', async () => {
    const place = {
      registration_id: 7,
      child_name: 'Anna Rossi',
      course: { name: 'Fußballcamp', name_it: 'Campo di calcio' },
      week: { name: 'Woche 2', name_it: 'Settimana 2', from: '2026-07-13', to: '2026-07-17' },
      payed_amount: 1234.5,
    };
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family/erasure': () => [200, { data: { paid_places: [place], refund_amount: 1234.5 } }],
      'POST /api/my-family/delete-account': () => [200, { success: true, message: 'Ihr Konto wurde gelöscht. Sie erhalten eine Bestätigung per E-Mail.' }],
    });
    renderRoutes(routes, '/my-family');
    fireEvent.click(await screen.findByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto endgültig löschen?' });
    const question = await within(dialog).findByRole('radiogroup', { name: /Bezahlte Plätze in kommenden Wochen/ });
    expect(within(dialog).getByText('Anna Rossi: Fußballcamp, Woche 2 (13.07.2026 - 17.07.2026), 1.234,50 € bezahlt')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Passwort zur Bestätigung/), { target: { value: 'right-password' } });

    // Unanswered, nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Konto löschen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie, ob die Kinder an den bezahlten Wochen teilnehmen oder die Plätze freigegeben werden.')).toBeTruthy();
    expect(api.sent('POST /api/my-family/delete-account')).toEqual([]);

    const release = within(question).getByRole('radio', { name: /^Nein, die Plätze freigeben: .* wir überweisen Ihnen 1\.234,50\s€ zurück/ });
    expect(within(question).getByRole('radio', { name: /^Ja, die Kinder nehmen teil: Die Plätze bleiben\./ })).toBeTruthy();
    fireEvent.click(release);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Konto löschen' }));
    await waitFor(() => expect(api.sent('POST /api/my-family/delete-account')).toEqual([{ password: 'right-password', places: 'release' }]));
  });
});
