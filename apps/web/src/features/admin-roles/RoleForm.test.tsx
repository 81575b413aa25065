import { PERMISSIONS, type Role } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { changeLanguage } from '../../lib/i18n';
import { storeToken } from '../../lib/token';
import { currentUrl, parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { RoleForm } from './RoleForm';

const FIRST_RENDER = { timeout: 5000 };
const routes = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/be/roles', element: <p>role list</p> },
      { path: '/be/roles/create', element: <RoleForm /> },
      { path: '/be/roles/:id', element: <RoleForm /> },
    ],
  },
];
const stubs = (role?: Role) => ({
  'GET /api/userdata': () => [200, { data: parentUser({ roles: ['Superadmin'], people: null, permissions: ['role.index', 'role.create', 'role.update'] }) }] as [number, unknown],
  'GET /api/role/permissions': () => [200, { data: PERMISSIONS.map((name) => ({ name })) }] as [number, unknown],
  ...(role ? { [`GET /api/role/${role.id}`]: () => [200, { data: role }] as [number, unknown] } : {}),
});

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('role form', { timeout: 30_000 }, () => {
  it('offers the permissions grouped by resource with translated names and creates a role', async () => {
    const api = stubApi({
      ...stubs(),
      'POST /api/role': (body) => [201, { success: true, message: 'Gespeichert.', data: { id: 5, users: [], ...(body as object) } }],
    });
    const { router } = renderRoutes(routes, '/be/roles/create');
    await userEvent.type(await screen.findByLabelText(/^Name/, undefined, FIRST_RENDER), 'Büro');
    const courses = screen.getByRole('group', { name: 'Kurse' });
    expect(within(courses).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Liste',
      'Ansehen',
      'Anlegen',
      'Bearbeiten',
      'Löschen',
    ]);
    await userEvent.click(within(courses).getByRole('checkbox', { name: 'Liste' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Kinder' })).getByRole('checkbox', { name: 'Gesundheitsdaten sehen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/be/roles'));
    expect(api.sent('POST /api/role')).toEqual([{ name: 'Büro', permissions: ['child.health', 'course.index'] }]);
  });

  it('names the permissions in Italian too', async () => {
    await changeLanguage('it');
    stubApi(stubs());
    renderRoutes(routes, '/be/roles/create');
    const people = await screen.findByRole('group', { name: 'Genitori' }, FIRST_RENDER);
    expect(within(people).getByRole('checkbox', { name: 'Elenco' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Utenti' })).getByRole('checkbox', { name: 'Modificare il proprio profilo' })).toBeTruthy();
  });

  it('locks name and permissions of Superadmin and links the users holding it to their forms', async () => {
    stubApi(stubs({ id: 1, name: 'Superadmin', permissions: [...PERMISSIONS], users: [{ id: 4, name: 'Anna Office', email: 'anna@example.org' }] }));
    renderRoutes(routes, '/be/roles/1');
    const name = (await screen.findByLabelText(/^Name/, undefined, FIRST_RENDER)) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Superadmin'));
    expect(name.disabled).toBe(true);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(PERMISSIONS.length);
    expect(boxes.every((box) => box.checked && box.disabled)).toBe(true);
    expect(screen.getByText('Die Rolle Superadmin hat immer alle Berechtigungen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anna Office' }).getAttribute('href')).toBe('/be/users/4');
  });

  it('locks the permissions of Parent, and leaves out the holders the server did not send (an editor without the user list)', async () => {
    stubApi(stubs({ id: 3, name: 'Parent', permissions: ['user.updateOwn'] }));
    renderRoutes(routes, '/be/roles/3');
    const name = (await screen.findByLabelText(/^Name/, undefined, FIRST_RENDER)) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Parent'));
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.every((box) => box.disabled)).toBe(true);
    expect(boxes.filter((box) => box.checked)).toHaveLength(1);
    expect(screen.getByText('Jedes Elternkonto hat die Rolle Parent: Ihre Berechtigungen sind fest vorgegeben (nur „Eigenes Profil bearbeiten“).')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Benutzer mit dieser Rolle' })).toBeNull();
    expect(screen.queryByText('Kein Benutzer hat diese Rolle.')).toBeNull();
  });
});
