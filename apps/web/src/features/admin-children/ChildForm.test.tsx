import { checkCharacter, type AdminChildDetail } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BackOffice } from '../../app/backoffice/BackOffice';
import { SEARCH_DEBOUNCE_MS } from '../../components/list/useDebouncedCallback';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { currentUrl, parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';

const FIRST_RENDER = { timeout: 10_000 };
const routes = [
  { element: <RequireAuth />, children: [{ path: '/be/*', element: <BackOffice /> }] },
  { path: '/403', element: <p>forbidden page</p> },
  { path: '/login', element: <p>login page</p> },
];
const signedIn = (permissions: string[]) => () => [200, { data: parentUser({ id: 1, roles: ['Staff'], people: null, permissions }) }] as [number, unknown];
const emptyList = () => [200, { data: [], meta: { total: 0 } }] as [number, unknown];

const child = (overrides: Partial<AdminChildDetail> = {}): AdminChildDetail => ({
  id: 5,
  first_name: 'Lnea',
  last_name: 'Huber',
  display_name: 'Lnea Huber',
  tax: 'HBRLNE16E52A952X',
  gender: 'f',
  birth: '2016-05-12',
  lang: 'de',
  phone: '+39 333 1234567',
  phone_child: null,
  whatsapp_infos: false,
  school: 'gs_3',
  parents: [
    { id: 3, first_name: 'Maria', last_name: 'Huber', display_name: 'Maria Huber', place: 'Bozen' },
    { id: 4, first_name: 'Paolo', last_name: 'Huber', display_name: 'Paolo Huber', place: null },
  ],
  course_weeks: [],
  ...overrides,
});

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('people and children routes', { timeout: 30_000 }, () => {
  it('sends a user who may open the list but not the form to the list', async () => {
    stubApi({ 'GET /api/userdata': signedIn(['person.index', 'child.index']), 'GET /api/parent': emptyList, 'GET /api/child': emptyList });
    const { router } = renderRoutes(routes, '/be/person/create');
    await waitFor(() => expect(currentUrl(router)).toBe('/be/person'), FIRST_RENDER);
    router.navigate('/be/child/5');
    await waitFor(() => expect(currentUrl(router)).toBe('/be/child'));
    router.navigate('/be/person/3/show');
    await waitFor(() => expect(currentUrl(router)).toBe('/be/person'));
  });

  it('sends a user without the area to /403 and a visitor to the login', async () => {
    stubApi({ 'GET /api/userdata': signedIn(['course.index']) });
    const { router } = renderRoutes(routes, '/be/person/3/show');
    await waitFor(() => expect(currentUrl(router)).toBe('/403'), FIRST_RENDER);
    router.navigate('/be/child/create');
    await waitFor(() => expect(currentUrl(router)).toBe('/403'));

    storeToken(null);
    const visitor = renderRoutes(routes, '/be/child');
    await waitFor(() => expect(currentUrl(visitor.router)).toMatch(/^\/login\?redirect=/));
  });
});

describe('child form', { timeout: 60_000 }, () => {
  it('corrects a child without health data, tax code or parents for a role without child.health', async () => {
    const api = stubApi({
      'GET /api/userdata': signedIn(['child.index', 'child.update']),
      'GET /api/child/5': () => [200, { data: child() }],
      'PUT /api/child/5': () => [200, { success: true, message: 'Gespeichert.', data: child({ first_name: 'Lena', display_name: 'Lena Huber' }) }],
    });
    renderRoutes(routes, '/be/child/5');
    const firstName = await screen.findByLabelText(/^Vorname/, undefined, FIRST_RENDER);
    expect(screen.queryByLabelText('Risikogruppe')).toBeNull();
    expect((screen.getByLabelText(/^Steuernummer/) as HTMLInputElement).disabled).toBe(true);
    // A parent linked would see the health answers: the role reads why it cannot link one.
    expect(screen.queryByRole('combobox', { name: 'Elternteil hinzufügen' })).toBeNull();
    expect(screen.getByText(/braucht es auch die Berechtigung für Gesundheitsdaten/)).toBeTruthy();
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Lena');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(api.sent('PUT /api/child/5')).toEqual([
        { first_name: 'Lena', last_name: 'Huber', lang: 'de', phone: '+39 333 1234567', phone_child: null, whatsapp_infos: false, school: 'gs_3' },
      ]),
    );
  });

  it('shows the health switches with child.health and asks before removing a parent', async () => {
    const api = stubApi({
      'GET /api/userdata': signedIn(['child.index', 'child.update', 'child.health', 'person.view']),
      'GET /api/child/5': () => [200, { data: child({ with_diagnostics: false, risk_group: true }) }],
      'DELETE /api/child/5/parents/4': () => [200, { success: true, message: 'Gespeichert.', data: child({ parents: child().parents.slice(0, 1) }) }],
    });
    renderRoutes(routes, '/be/child/5');
    const risk = (await screen.findByLabelText('Risikogruppe', undefined, FIRST_RENDER)) as HTMLInputElement;
    expect(risk.checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Maria Huber (Bozen)' }).getAttribute('href')).toBe('/be/person/3/show');

    await userEvent.click(screen.getByRole('button', { name: 'Elternteil entfernen: Paolo Huber' }));
    expect(await screen.findByText('Paolo Huber als Elternteil von Lnea Huber entfernen?')).toBeTruthy();
    expect(api.sent('DELETE /api/child/5/parents/4')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Paolo Huber' })).toBeNull());
    expect(api.sent('DELETE /api/child/5/parents/4')).toHaveLength(1);
  });

  it('asks for two letters of a name before searching a parent, then adds the one picked', async () => {
    const paolo = { id: 8, first_name: 'Paolo', last_name: 'Rossi', display_name: 'Paolo Rossi', place: 'Meran' };
    const api = stubApi({
      'GET /api/userdata': signedIn(['child.index', 'child.update', 'child.health']),
      'GET /api/child/5': () => [200, { data: child() }],
      'GET /api/child/parents': () => [200, { data: [paolo] }],
      'POST /api/child/5/parents': () => [200, { success: true, message: 'Gespeichert.', data: child({ parents: [...child().parents, paolo] }) }],
    });
    const searches = () =>
      api.fetch.mock.calls.flatMap(([url]) => (url.startsWith('/api/child/parents') ? [new URL(url, 'http://localhost').searchParams.get('search')] : []));
    renderRoutes(routes, '/be/child/5');
    const picker = await screen.findByRole('combobox', { name: 'Elternteil hinzufügen' }, FIRST_RENDER);
    await userEvent.type(picker, ' P');
    expect(await screen.findByText('Bitte mindestens 2 Buchstaben des Namens eingeben')).toBeTruthy();
    // Past the search's debounce: still nothing asked.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(searches()).toEqual([]);

    await userEvent.type(picker, 'a');
    await userEvent.click(await screen.findByRole('option', { name: 'Paolo Rossi (Meran)' }));
    expect(searches()).toEqual(['Pa']);
    await userEvent.click(screen.getByRole('button', { name: 'Elternteil hinzufügen' }));
    await waitFor(() => expect(api.sent('POST /api/child/5/parents')).toEqual([{ parent_id: 8 }]));
  });

  it('creates a child for the person it was added from, refusing a tax code without a birth date first', async () => {
    const person = { id: 3, first_name: 'Maria', last_name: 'Huber', display_name: 'Maria Huber', place: 'Bozen', email: 'maria@example.org', tax: null };
    const api = stubApi({
      'GET /api/userdata': signedIn(['child.index', 'child.create', 'person.view']),
      'GET /api/parent/3': () => [200, { data: { ...person, childrens: [], registrations: [] } }],
      'POST /api/child': () => [201, { success: true, message: 'Gespeichert.', data: child() }],
    });
    const { router } = renderRoutes(routes, '/be/child/create?parent=3');
    expect(await screen.findByDisplayValue('Maria Huber (Bozen)', undefined, FIRST_RENDER)).toBeTruthy();
    expect((screen.getByLabelText(/^Nachname/) as HTMLInputElement).value).toBe('Huber');
    await userEvent.type(screen.getByLabelText(/^Vorname/), 'Lena');
    // Typed at once: the test DOM is slow with many key strokes.
    fireEvent.change(screen.getByLabelText(/^Steuernummer/), { target: { value: 'HBRLNE16E52' } });
    fireEvent.change(screen.getByLabelText(/^Telefon\s*\*?$/), { target: { value: '+39 333 1234567' } });
    await userEvent.click(screen.getByRole('combobox', { name: /^Schule/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Grundschule, 3. Klasse' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('dialog', { name: 'Fehler' })).toBeTruthy();
    expect(api.sent('POST /api/child')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fehler' })).toBeNull());
    fireEvent.change(screen.getByLabelText(/^Steuernummer/), { target: { value: `HBRLNE16E52A952${checkCharacter('HBRLNE16E52A952')}` } });
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    // The person page is loaded on its first visit, which under a busy suite takes more than a second.
    await waitFor(() => expect(currentUrl(router)).toBe('/be/person/3/show'), FIRST_RENDER);
    expect(api.sent('POST /api/child')).toEqual([
      expect.objectContaining({ first_name: 'Lena', last_name: 'Huber', tax: `HBRLNE16E52A952${checkCharacter('HBRLNE16E52A952')}`, school: 'gs_3', parent_id: 3 }),
    ]);
  });
});
