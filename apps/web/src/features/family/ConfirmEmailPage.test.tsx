import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { ConfirmEmailPage } from './ConfirmEmailPage';

const routes = [
  { element: <RequireAuth />, children: [{ path: '/confirm-email', element: <ConfirmEmailPage /> }] },
  { path: '/login', element: <p>login page</p> },
];

beforeEach(() => {
  stubBrowser();
});

describe('address link page', () => {
  it('says what the link does and does it only when the family confirms, once, in the signed-in session', async () => {
    storeToken('token');
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family/confirm-email': () => [200, { data: { purpose: 'change_email', email: 'neu@example.org' } }],
      'POST /api/my-family/confirm-email': () => [200, { success: true, message: 'Ihre Login-Adresse ist jetzt neu@example.org.' }],
    });
    renderRoutes(routes, '/confirm-email?lang=de&token=abc');
    expect(await screen.findByText(/^neu@example\.org als neue Login-Adresse übernehmen\?/)).toBeTruthy();
    expect(api.sent('POST /api/my-family/confirm-email')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Ihre Login-Adresse ist jetzt neu@example.org.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu meiner Familie' }).getAttribute('href')).toBe('/my-family');
    expect(api.sent('POST /api/my-family/confirm-email')).toEqual([{ token: 'abc' }]);
  });

  it('says why a link does not work, in the language of the e-mail, and offers no button', async () => {
    storeToken('token');
    const invalid = 'Questo link non è valido, è scaduto o è già stato usato.';
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family/confirm-email': () => [422, { message: 'I dati non sono completi o non sono validi.', errors: { token: [invalid] } }],
    });
    renderRoutes(routes, '/confirm-email?lang=it&token=used');
    expect((await screen.findByRole('alert')).textContent).toBe(invalid);
    expect(await screen.findByRole('link', { name: 'Alla mia famiglia' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confermare' })).toBeNull();
    expect(api.sent('POST /api/my-family/confirm-email')).toEqual([]);
  });

  it('asks a visitor to sign in first and comes back to the link', async () => {
    stubApi({ 'GET /api/userdata': () => [401, { message: 'Nicht angemeldet' }] });
    renderRoutes(routes, '/confirm-email?lang=de&token=abc');
    expect(await screen.findByText('login page')).toBeTruthy();
  });
});
