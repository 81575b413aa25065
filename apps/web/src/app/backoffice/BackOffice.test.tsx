import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { course, lookupStubs } from '../../features/admin-courses/testing';
import { storeToken } from '../../lib/token';
import { currentUrl, parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { RequireAuth } from '../guards';
import { BackOffice } from './BackOffice';

const FIRST_RENDER = { timeout: 10_000 };
const routes = [
  { element: <RequireAuth />, children: [{ path: '/be/*', element: <BackOffice /> }] },
  { path: '/403', element: <p>forbidden page</p> },
];
const signedIn = (permissions: string[]) => () => [200, { data: parentUser({ id: 1, roles: ['Staff'], people: null, permissions }) }] as [number, unknown];
const courseShow = () => [200, { data: { course: course(), photo_privacy: false, health: false, weeks: [] } }] as [number, unknown];

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('back-office record routes', { timeout: 30_000 }, () => {
  it('sends a user who may view a course but not change it from its edit form to its show page', async () => {
    stubApi({ 'GET /api/userdata': signedIn(['course.index', 'course.view']), 'GET /api/course/5/show': courseShow, 'GET /api/course/5': () => [200, { data: course() }], ...lookupStubs });
    const { router } = renderRoutes(routes, '/be/course/5');
    await waitFor(() => expect(currentUrl(router)).toBe('/be/course/5/show'), FIRST_RENDER);
    expect(await screen.findByRole('heading', { name: 'Sommerwoche' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
  });

  it('opens the edit form with course.update', async () => {
    stubApi({ 'GET /api/userdata': signedIn(['course.index', 'course.update']), 'GET /api/course/5': () => [200, { data: course() }], ...lookupStubs });
    const { router } = renderRoutes(routes, '/be/course/5');
    expect(await screen.findByRole('button', { name: 'Speichern' }, FIRST_RENDER)).toBeTruthy();
    expect(currentUrl(router)).toBe('/be/course/5');
  });

  it('sends a viewer of a person from the edit form to the show page too (one rule for every area with one)', async () => {
    stubApi({ 'GET /api/userdata': signedIn(['person.index', 'person.view']) });
    const { router } = renderRoutes(routes, '/be/person/3');
    await waitFor(() => expect(currentUrl(router)).toBe('/be/person/3/show'), FIRST_RENDER);
  });

  it('opens an e-mail of the log with emailLogs.index, as the API does', async () => {
    const email = { id: 7, to: 'anna@example.org', subject: 'Anmeldung Woche 1', created_at: '2027-03-01T07:00:00.000Z', status: 'sent', sent_at: '2027-03-01T07:00:05.000Z', cc: null, bcc: null, body: '<p>Hallo</p>', attempts: 1, last_error: null, next_attempt_at: null };
    stubApi({ 'GET /api/userdata': signedIn(['emailLogs.index']), 'GET /api/emailLogs/7': () => [200, { data: email }] });
    const { router } = renderRoutes(routes, '/be/emailLogs/7');
    expect(await screen.findAllByText('Anmeldung Woche 1', {}, FIRST_RENDER)).not.toHaveLength(0);
    expect(currentUrl(router)).toBe('/be/emailLogs/7');
  });

  it('sends a user with emailLogs.view alone from an e-mail of the log to /403', async () => {
    stubApi({ 'GET /api/userdata': signedIn(['emailLogs.view']) });
    const { router } = renderRoutes(routes, '/be/emailLogs/7');
    await waitFor(() => expect(currentUrl(router)).toBe('/403'), FIRST_RENDER);
  });

  it('sends a user with the list only to /403', async () => {
    stubApi({ 'GET /api/userdata': signedIn(['course.index']) });
    const { router } = renderRoutes(routes, '/be/course/5');
    await waitFor(() => expect(currentUrl(router)).toBe('/403'), FIRST_RENDER);
  });
});
