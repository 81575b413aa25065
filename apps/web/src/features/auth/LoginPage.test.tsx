import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GuestOnly } from '../../app/guards';
import { currentUrl, parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const INVALID_LOGIN = 'Login-Daten ungültig - Email und Password prüfen';

const routes = [
  {
    element: <GuestOnly />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/password/forgot', element: <ForgotPasswordPage /> },
      { path: '/password/reset', element: <ResetPasswordPage /> },
    ],
  },
  { path: '/', element: <p>home page</p> },
  { path: '/my-family', element: <p>family page</p> },
  { path: '/be', element: <p>dashboard</p> },
  { path: '/be/users', element: <p>user list</p> },
];

beforeEach(() => stubBrowser());
/** The text MUI shows under a field, found through the field's aria-describedby. */
function messageUnder(field: HTMLElement): string | null | undefined {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^E-Mail/), email);
  await user.type(screen.getByLabelText(/^Passwort/), password);
  await user.click(screen.getByRole('button', { name: 'Einloggen' }));
}

describe('login page', () => {
  it('shows the server\'s invalid-login message under the e-mail field and stays on the page', async () => {
    stubApi({ 'POST /api/login': () => [422, { message: INVALID_LOGIN, errors: { email: [INVALID_LOGIN] } }] });
    const { router } = renderRoutes(routes, '/login');
    await signInWith('maria@example.org', 'wrong-password');

    const email = screen.getByLabelText(/^E-Mail/);
    await waitFor(() => expect(messageUnder(email)).toBe(INVALID_LOGIN));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(currentUrl(router)).toBe('/login');
  });

  it('signs in with the remember flag and goes to the redirect parameter', async () => {
    const api = stubApi({
      'POST /api/login': () => [200, { token: 'new-token', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00Z' }],
      'GET /api/userdata': () => [200, { data: parentUser() }],
    });
    const { router } = renderRoutes(routes, `/login?redirect=${encodeURIComponent('/my-family?childEditId=4')}`);
    await userEvent.click(await screen.findByLabelText('Eingeloggt bleiben'));
    await signInWith('Maria@Example.org', 'secret-password');

    expect(await screen.findByText('family page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/my-family?childEditId=4');
    expect(api.sent('POST /api/login')).toEqual([{ email: 'maria@example.org', password: 'secret-password', remember: true }]);
  });

  it.each([
    ['a parent', parentUser(), 'family page', '/my-family'],
    ['staff', parentUser({ roles: ['Staff'], people: null, permissions: ['course.index', 'person.index'] }), 'dashboard', '/be'],
    ['staff without the dashboard', parentUser({ roles: ['Accounts'], people: null, permissions: ['user.index'] }), 'user list', '/be/users'],
  ])('takes %s without a redirect parameter to their own start page', async (_who, user, page, path) => {
    stubApi({
      'POST /api/login': () => [200, { token: 'new-token', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00Z' }],
      'GET /api/userdata': () => [200, { data: user }],
    });
    const { router } = renderRoutes(routes, '/login');
    await signInWith('someone@example.org', 'secret-password');
    expect(await screen.findByText(page)).toBeTruthy();
    expect(currentUrl(router)).toBe(path);
  });

  it('does not follow a redirect to another site', async () => {
    stubApi({
      'POST /api/login': () => [200, { token: 'new-token', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00Z' }],
      'GET /api/userdata': () => [200, { data: parentUser() }],
    });
    const { router } = renderRoutes(routes, `/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await signInWith('maria@example.org', 'secret-password');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/');
  });

  it('shows the message of too many attempts', async () => {
    stubApi({ 'POST /api/login': () => [429, { message: 'Zu viele Versuche. Bitte in 1 Minuten erneut versuchen.' }] });
    renderRoutes(routes, '/login');
    await signInWith('maria@example.org', 'secret-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Zu viele Versuche. Bitte in 1 Minuten erneut versuchen.');
  });

  it('checks the fields before sending anything', async () => {
    const api = stubApi({});
    renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Einloggen' }));
    await waitFor(() => expect(messageUnder(screen.getByLabelText(/^E-Mail/))).toBe('Dieses Feld ist erforderlich.'));
    expect(api.sent('POST /api/login')).toEqual([]);
  });
});

describe('forgot password page', () => {
  it('shows the throttled answer (429) under the e-mail field', async () => {
    const throttled = 'Es wurde vor Kurzem bereits ein Link gesendet. Bitte auf die E-Mail warten.';
    stubApi({ 'POST /api/password/forgot': () => [429, { message: throttled, errors: { email: [throttled] } }] });
    renderRoutes(routes, '/password/forgot');
    await userEvent.type(await screen.findByLabelText(/^E-Mail/), 'maria@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    await waitFor(() => expect(messageUnder(screen.getByLabelText(/^E-Mail/))).toBe(throttled));
  });

  it('returns to the login after sending the link', async () => {
    stubApi({ 'POST /api/password/forgot': () => [200, { success: true, message: 'Link gesendet.' }] });
    const { router } = renderRoutes(routes, '/password/forgot');
    await userEvent.type(await screen.findByLabelText(/^E-Mail/), 'maria@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(await screen.findByText('Link gesendet.')).toBeTruthy();
  });
});

describe('reset password page', () => {
  it('speaks the language of the link and shows a used token prominently, with the way to a new link', async () => {
    const used = 'Questo link è già stato utilizzato.';
    const api = stubApi({ 'POST /api/password/reset': () => [422, { message: used, errors: { token: [used] } }] });
    renderRoutes(routes, '/password/reset?email=maria%40example.org&token=abc&lang=it');
    await userEvent.type(await screen.findByLabelText(/^Nuova password/), 'new-password');
    await userEvent.type(screen.getByLabelText(/^Ripetere la nuova password/), 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Salva password' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(used);
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/password/forgot');
    expect(api.sent('POST /api/password/reset')).toEqual([
      { email: 'maria@example.org', token: 'abc', password: 'new-password', password_confirmation: 'new-password' },
    ]);
  });

  it("says before sending that the new password holds the link's address, and sends nothing", async () => {
    const api = stubApi({});
    renderRoutes(routes, '/password/reset?email=maria.oberhofer%40example.org&token=abc&lang=de');
    const password = await screen.findByLabelText(/^Neues Passwort\s*\*?$/);
    await userEvent.type(password, 'Oberhofer-2024');
    await userEvent.type(screen.getByLabelText(/^Neues Passwort wiederholen/), 'Oberhofer-2024');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));

    await waitFor(() =>
      expect(messageUnder(password)).toBe('Dieses Passwort enthält Ihren Namen oder einen Teil Ihrer E-Mail- oder Wohnadresse und ist so leicht zu erraten. Bitte ein anderes wählen.'),
    );
    expect(api.sent('POST /api/password/reset')).toEqual([]);
  });

  it('says so when the link lacks its token', async () => {
    renderRoutes(routes, '/password/reset?email=maria%40example.org');
    expect((await screen.findByRole('alert')).textContent).toContain('Der Link ist unvollständig');
    expect(screen.getByRole('button', { name: 'Passwort speichern' }).hasAttribute('disabled')).toBe(true);
  });
});
