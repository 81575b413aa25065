import type { CourseWeek } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { course, listItem, lookupStubs } from '../../features/admin-courses/testing';
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

  it('opens the office booking at the registration create route with peopleCourseWeekRegistration.create: course, week, then the register-child dialog', async () => {
    const week: CourseWeek = {
      id: 11, course_id: 5, name: 'Woche 1', name_it: 'Settimana 1', from: '2027-07-05', to: '2027-07-09', register_from: null, register_from_time: null,
      register_to: null, max_participants: 10, waiting_list: 2, half_day: false, price_half_day: null, full_day: true, price: 120, time_info_de: null,
      time_info_it: null, program: null, registered: 0, waiting: 0, offered: 0, state: 'open', full: false, free_places: 10,
    };
    const show = { course: course({ id: 5, course_weeks: [week] }), photo_privacy: false, health: false, weeks: [{ id: 11, registered_participants: [], waiting_queue_participants: [], deleted_participants: [] }] };
    stubApi({
      'GET /api/userdata': signedIn(['course.index', 'course.view', 'peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.create']),
      'GET /api/course': () => [200, { data: [listItem({ id: 5, year: 2027 })], meta: { total: 1 } }],
      'GET /api/course/5/show': () => [200, { data: show }],
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/be/peopleCourseWeekRegistration/create');
    expect(await screen.findByRole('heading', { name: 'Kind für eine Familie anmelden' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByText('Seite nicht gefunden')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: /^Kurs/ }));
    await user.click(await screen.findByRole('option', { name: 'Sommerwoche (2027)' }));
    await user.click(await screen.findByRole('combobox', { name: /^Woche/ }));
    await user.click(await screen.findByRole('option', { name: 'Woche 1 (05.07.2027 - 09.07.2027)' }));
    await user.click(screen.getByRole('button', { name: 'Kind anmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kind anmelden: Woche 1' });
    expect(within(dialog).getByRole('combobox', { name: /^Kind/ })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: /^Tagesart/ })).toBeTruthy();
    expect(currentUrl(router)).toBe('/be/peopleCourseWeekRegistration/create');
  });

  it('sends a user who may list the registrations but not create one from the create route to the list', async () => {
    stubApi({ 'GET /api/userdata': signedIn(['peopleCourseWeekRegistration.index']), 'GET /api/peopleCourseWeekRegistration': () => [200, { data: [], meta: { total: 0 } }] });
    const { router } = renderRoutes(routes, '/be/peopleCourseWeekRegistration/create');
    await waitFor(() => expect(currentUrl(router)).toBe('/be/peopleCourseWeekRegistration'), FIRST_RENDER);
  });

  it('sends a user with the list only to /403', async () => {
    stubApi({ 'GET /api/userdata': signedIn(['course.index']) });
    const { router } = renderRoutes(routes, '/be/course/5');
    await waitFor(() => expect(currentUrl(router)).toBe('/403'), FIRST_RENDER);
  });
});
