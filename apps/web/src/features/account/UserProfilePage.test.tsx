import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { UserProfilePage } from './UserProfilePage';

const routes = [
  { element: <RequireAuth />, children: [{ path: '/user-profile', element: <UserProfilePage /> }] },
  { path: '/403', element: <p>forbidden page</p> },
];
const account = { id: 7, name: 'Maria Rossi', email: 'maria@example.org', roles: ['Parent'] };
/** Who may change an e-mail, the same sentence on the profile page and in the family page's parent dialog. */
const EMAIL_RULE =
  'Die E-Mail-Adresse ist auch die Login-Adresse: Eltern ändern ihre eigene auf der Seite „Meine Familie“ bei den „Elterndaten“, jede andere ändert die Verwaltung.';

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});
describe('user profile page', () => {
  it('shows the own data with the e-mail locked and saves the name without touching address or password', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/user/7': () => [200, { data: account }],
      'PUT /api/user/7': (body) => [200, { success: true, message: 'Ihr Profil wurde gespeichert.', data: { ...account, ...(body as object) } }],
    });
    renderRoutes(routes, '/user-profile');
    const name = await screen.findByLabelText(/^Name/);
    expect((name as HTMLInputElement).value).toBe('Maria Rossi');
    const email = screen.getByLabelText(/^E-Mail/) as HTMLInputElement;
    expect(email.value).toBe('maria@example.org');
    expect(email.disabled).toBe(true);
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(/^Neues Passwort\s*$/).getAttribute('autocomplete')).toBe('new-password');

    await userEvent.clear(name);
    await userEvent.type(name, 'Maria Bianchi');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Ihr Profil wurde gespeichert.')).toBeTruthy();
    expect(api.sent('PUT /api/user/7')).toEqual([{ name: 'Maria Bianchi' }]);
    // The toolbar and the family page read the name from the user data.
    await waitFor(() => expect(api.sent('GET /api/userdata').length).toBeGreaterThan(1));
  });

  it("says before sending that a new password holds the parent's name or address, which the form knows from the session", async () => {
    const api = stubApi({ 'GET /api/userdata': () => [200, { data: parentUser() }], 'GET /api/user/7': () => [200, { data: account }] });
    renderRoutes(routes, '/user-profile');
    const password = await screen.findByLabelText(/^Neues Passwort\s*$/);
    await userEvent.type(screen.getByLabelText(/^Aktuelles Passwort/), 'old-password');
    await userEvent.type(password, 'Wind-aus-Bozen-7');
    await userEvent.type(screen.getByLabelText(/^Neues Passwort wiederholen/), 'Wind-aus-Bozen-7');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Dieses Passwort enthält Ihren Namen oder einen Teil Ihrer E-Mail- oder Wohnadresse und ist so leicht zu erraten. Bitte ein anderes wählen.',
      ),
    );
    expect(api.sent('PUT /api/user/7')).toEqual([]);
  });

  it('sends a parent to the family page, where parents change their e-mail, with the rule of the parent dialog', async () => {
    stubApi({ 'GET /api/userdata': () => [200, { data: parentUser() }], 'GET /api/user/7': () => [200, { data: account }] });
    renderRoutes(routes, '/user-profile');
    const email = (await screen.findByLabelText(/^E-Mail/)) as HTMLInputElement;
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(EMAIL_RULE);
    expect(screen.getByRole('link', { name: 'E-Mail-Adresse auf der Seite „Meine Familie“ ändern' }).getAttribute('href')).toBe('/my-family');
  });

  it('offers an account without a family no family page, only the rule', async () => {
    stubApi({ 'GET /api/userdata': () => [200, { data: parentUser({ people: null, roles: ['Staff'] }) }], 'GET /api/user/7': () => [200, { data: account }] });
    renderRoutes(routes, '/user-profile');
    const email = (await screen.findByLabelText(/^E-Mail/)) as HTMLInputElement;
    expect(email.disabled).toBe(true);
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(EMAIL_RULE);
    expect(screen.queryByRole('link', { name: /Meine Familie/ })).toBeNull();
  });

  it('lets user.create change the address and sends a new password with its confirmation', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ roles: ['Superadmin'], permissions: ['user.create', 'user.update'] }) }],
      'GET /api/user/7': () => [200, { data: account }],
      'PUT /api/user/7': () => [200, { success: true, message: 'Gespeichert.', data: account }],
    });
    renderRoutes(routes, '/user-profile');
    const email = (await screen.findByLabelText(/^E-Mail/)) as HTMLInputElement;
    expect(email.disabled).toBe(false);
    await userEvent.clear(email);
    await userEvent.type(email, 'maria.rossi@example.org');
    await userEvent.type(screen.getByLabelText(/^Neues Passwort\s*$/), 'brand-new-password');
    await userEvent.type(screen.getByLabelText(/^Neues Passwort wiederholen/), 'brand-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    // Without the current password nothing is sent.
    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeTruthy();
    expect(api.sent('PUT /api/user/7')).toEqual([]);
    const current = screen.getByLabelText(/^Aktuelles Passwort/);
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    await userEvent.type(current, 'old-password');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(api.sent('PUT /api/user/7')).toEqual([
        {
          name: 'Maria Rossi',
          email: 'maria.rossi@example.org',
          current_password: 'old-password',
          password: 'brand-new-password',
          password_confirmation: 'brand-new-password',
        },
      ]),
    );
  });

  it('checks the new password before sending and shows server messages under the fields', async () => {
    const taken = 'Diese E-Mail-Adresse ist bereits registriert.';
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ permissions: ['user.create', 'user.update'] }) }],
      'GET /api/user/7': () => [200, { data: account }],
      'PUT /api/user/7': () => [422, { message: 'invalid', errors: { email: [taken] } }],
    });
    renderRoutes(routes, '/user-profile');
    await userEvent.type(await screen.findByLabelText(/^Neues Passwort\s*$/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das Passwort muss mindestens 8 Zeichen haben.')).toBeTruthy();
    expect(api.sent('PUT /api/user/7')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^Neues Passwort\s*$/), '-but-longer');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText(/^Neues Passwort\s*$/));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(taken)).toBeTruthy();
  });

  it('sends an account without the profile permission to /403', async () => {
    stubApi({ 'GET /api/userdata': () => [200, { data: parentUser({ permissions: [] }) }] });
    renderRoutes(routes, '/user-profile');
    expect(await screen.findByText('forbidden page')).toBeTruthy();
  });
});
