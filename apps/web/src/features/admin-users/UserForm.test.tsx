import type { User } from '@app/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { currentUrl, parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { UserForm } from './UserForm';

const FIRST_RENDER = { timeout: 5000 };
const routes = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/be/users', element: <p>user list</p> },
      { path: '/be/users/create', element: <UserForm /> },
      { path: '/be/users/:id', element: <UserForm /> },
    ],
  },
];
const MANAGER = ['user.index', 'user.create', 'user.update', 'user.delete', 'user.updateOwn'];
const signedIn = (permissions: string[]) => () => [200, { data: parentUser({ id: 1, roles: ['Superadmin'], people: null, permissions }) }] as [number, unknown];
const roleList = () => [200, { data: ['Parent', 'Staff', 'Superadmin'].map((name, id) => ({ id, name, users_count: 0 })), meta: { total: 3 } }] as [number, unknown];
const account = (overrides: Partial<User> = {}): User => ({ id: 9, name: 'Anna Office', email: 'anna@example.org', roles: ['Staff'], person_id: null, ...overrides });

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('user form', { timeout: 30_000 }, () => {
  it('creates an account with a role and shows the generated password once before returning to the list', async () => {
    const api = stubApi({
      'GET /api/userdata': signedIn(MANAGER),
      'GET /api/role': roleList,
      'POST /api/user': () => [201, { success: true, message: 'Gespeichert.', data: { ...account(), password: 'Generated-Pass-1' } }],
    });
    const { router } = renderRoutes(routes, '/be/users/create');
    await userEvent.type(await screen.findByLabelText(/^Name/, undefined, FIRST_RENDER), 'Anna Office');
    await userEvent.type(screen.getByLabelText(/^E-Mail/), 'Anna@Example.org');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rollen' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Staff' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const dialog = await screen.findByRole('dialog', { name: 'Erzeugtes Passwort' });
    expect((screen.getByLabelText('Passwort', { selector: '[role=dialog] input' }) as HTMLInputElement).value).toBe('Generated-Pass-1');
    expect(api.sent('POST /api/user')).toEqual([
      { name: 'Anna Office', email: 'anna@example.org', password: '', password_confirmation: '', roles: ['Staff'] },
    ]);
    expect(currentUrl(router)).toBe('/be/users/create');
    await userEvent.click(screen.getByRole('button', { name: 'Fertig' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/be/users'));
    expect(dialog.isConnected).toBe(false);
  });

  it("locks the roles and the sign-in address of a parent's login and returns the user management to the list after saving", async () => {
    const api = stubApi({
      'GET /api/userdata': signedIn(MANAGER),
      'GET /api/role': roleList,
      'GET /api/user/9': () => [200, { data: account({ roles: ['Parent'], person_id: 3 }) }],
      'PUT /api/user/9': (body) => [200, { success: true, message: 'Gespeichert.', data: { ...account({ person_id: 3 }), ...(body as object) } }],
    });
    const { router } = renderRoutes(routes, '/be/users/9');
    const roles = await screen.findByRole('combobox', { name: 'Rollen' }, FIRST_RENDER);
    expect((roles as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Das Konto gehört zu einem Elternteil und behält die Rolle Parent.')).toBeTruthy();
    const email = screen.getByLabelText(/^E-Mail/) as HTMLInputElement;
    expect(email.disabled).toBe(true);
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toMatch(/^Mit dieser Adresse loggt sich eine Familie ein/);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/be/users'));
    expect(api.sent('PUT /api/user/9')[0]).toMatchObject({ roles: ['Parent'], email: 'anna@example.org' });
  });

  it('lets someone without the user management edit only name and password, and stay on the form', async () => {
    const api = stubApi({
      'GET /api/userdata': signedIn(['user.updateOwn', 'course.index']),
      'GET /api/user/1': () => [200, { data: account({ id: 1 }) }],
      'PUT /api/user/1': () => [200, { success: true, message: 'Ihr Profil wurde gespeichert.', data: account({ id: 1, name: 'Anna B.' }) }],
    });
    const { router } = renderRoutes(routes, '/be/users/1');
    const name = await screen.findByLabelText(/^Name/, undefined, FIRST_RENDER);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Anna Office'));
    expect((screen.getByLabelText(/^E-Mail/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Rollen' })).toBeNull();

    await userEvent.type(screen.getByLabelText(/^Passwort\s*$/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das Passwort muss mindestens 8 Zeichen haben.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/^Passwort\s*$/));
    await userEvent.clear(name);
    await userEvent.type(name, 'Anna B.');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Ihr Profil wurde gespeichert.')).toBeTruthy();
    expect(currentUrl(router)).toBe('/be/users/1');
    expect(api.sent('PUT /api/user/1')).toEqual([
      { name: 'Anna B.', email: 'anna@example.org', current_password: '', password: '', password_confirmation: '', roles: ['Staff'] },
    ]);
    expect(api.sent('GET /api/role')).toEqual([]);
  });

  it("sets no password of someone else's account but sends its owner a reset link", async () => {
    const api = stubApi({
      'GET /api/userdata': signedIn(MANAGER),
      'GET /api/role': roleList,
      'GET /api/user/9': () => [200, { data: account() }],
      'POST /api/user/9/password-reset': () => [200, { success: true, message: 'Ein Link zum Festlegen eines neuen Passworts wurde an anna@example.org gesendet.' }],
    });
    renderRoutes(routes, '/be/users/9');
    await screen.findByLabelText(/^Name/, undefined, FIRST_RENDER);
    expect(screen.queryByLabelText(/^Passwort/)).toBeNull();
    expect(screen.queryByLabelText(/^Aktuelles Passwort/)).toBeNull();
    expect(screen.getByText(/Das Passwort setzt nur der Inhaber des Kontos selbst/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Link zum Zurücksetzen senden' }));
    expect(await screen.findByText('Ein Link zum Festlegen eines neuen Passworts wurde an anna@example.org gesendet.')).toBeTruthy();
    expect(api.sent('POST /api/user/9/password-reset')).toHaveLength(1);
  });

  it('sends the current password with a new own password and shows a wrong one on its field', async () => {
    const api = stubApi({
      'GET /api/userdata': signedIn(MANAGER),
      'GET /api/role': roleList,
      'GET /api/user/1': () => [200, { data: account({ id: 1 }) }],
      'PUT /api/user/1': () => [422, { message: 'Die Eingaben sind nicht gültig.', errors: { current_password: ['Das aktuelle Passwort ist nicht richtig.'] } }],
    });
    renderRoutes(routes, '/be/users/1');
    const current = await screen.findByLabelText(/^Aktuelles Passwort/, undefined, FIRST_RENDER);
    await userEvent.type(current, 'not-my-password');
    await userEvent.type(screen.getByLabelText(/^Passwort\s*$/), 'A-new-password-1');
    await userEvent.type(screen.getByLabelText(/^Passwort wiederholen/), 'A-new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das aktuelle Passwort ist nicht richtig.')).toBeTruthy();
    expect(api.sent('PUT /api/user/1')[0]).toMatchObject({ current_password: 'not-my-password', password: 'A-new-password-1' });
  });
});
