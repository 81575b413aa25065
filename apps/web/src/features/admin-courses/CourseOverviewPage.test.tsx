import type { CourseOverview, CourseOverviewCard } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { currentUrl, parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { CourseOverviewPage } from './CourseOverviewPage';

const routes = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/be/course/overview', element: <CourseOverviewPage /> },
      { path: '/be/course/:id', element: <p>course form</p> },
    ],
  },
];
const staff = parentUser({ roles: ['Staff'], permissions: ['course.index'], people: null });
const card: CourseOverviewCard = {
  id: 5,
  name: 'Fußball',
  name_it: 'Calcio',
  year: 2025,
  active: true,
  image: null,
  location: { id: 1, name: 'Sportzone', name_it: 'Zona sportiva', place: 'Bozen' },
  course_type: { id: 2, name: 'Sport', name_it: 'Sport e movimento' },
  from: '2025-07-07',
  to: '2025-07-18',
  week_count: 2,
  registered: 12,
  max_participants: 40,
  waiting: 1,
  waiting_list: 10,
};
const filters: CourseOverview['filters'] = {
  places: ['Bozen', 'Meran'],
  course_types: [
    { id: 2, name: 'Sport', name_it: 'Sport e movimento' },
    { id: 3, name: 'Kunst', name_it: 'Arte' },
  ],
};

/** Types a whole date into a picker, as the browser's autofill or a paste does. */
function typeDate(label: string, text: string) {
  const group = screen.getByRole('group', { name: label });
  const input = group.parentElement!.querySelector('input')!;
  fireEvent.change(input, { target: { value: text } });
}

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});
describe('course overview', () => {
  it('shows the courses as cards leading to their form', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: staff }],
      'GET /api/course-overview': () => [200, { data: [card], filters }],
    });
    const { router } = renderRoutes(routes, '/be/course/overview');
    const link = await screen.findByRole('link', { name: /Fußball/ });
    expect(within(link).getByText('Sportzone, Bozen')).toBeTruthy();
    expect(within(link).getByText('Sport')).toBeTruthy();
    expect(within(link).getByText('07.07.2025 – 18.07.2025')).toBeTruthy();
    expect(within(link).getByText('2 Wochen')).toBeTruthy();
    expect(within(link).getByText('12 von 40 Plätzen belegt')).toBeTruthy();
    expect(within(link).getByText('1 von 10 Wartelistenplätzen belegt')).toBeTruthy();
    await userEvent.click(link);
    expect(currentUrl(router)).toBe('/be/course/5');
  });

  it('sends the chosen filters and says when nothing matches', async () => {
    let cards = [card];
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: staff }],
      'GET /api/course-overview': () => [200, { data: cards, filters }],
    });
    const { router } = renderRoutes(routes, '/be/course/overview');
    await screen.findByRole('link', { name: /Fußball/ });
    cards = [];

    await userEvent.click(screen.getByRole('combobox', { name: 'Gemeinde' }));
    await userEvent.click(screen.getByRole('option', { name: 'Meran' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Thema' }));
    await userEvent.click(screen.getByRole('option', { name: 'Kunst' }));
    typeDate('Von', '01.07.2025');
    typeDate('Bis', '31.07.2025');

    expect(await screen.findByText('Keine Kurse für diese Auswahl.')).toBeTruthy();
    const requested = api.fetch.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/course-overview'));
    expect(new URLSearchParams(requested.at(-1)!.split('?')[1]).toString()).toBe('municipality=Meran&topic=3&from=2025-07-01&to=2025-07-31');
    expect(currentUrl(router)).toBe('/be/course/overview?municipality=Meran&topic=3&from=2025-07-01&to=2025-07-31');
  });

  it('refuses a period that ends before it starts without asking the server', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: staff }],
      'GET /api/course-overview': () => [200, { data: [card], filters }],
    });
    renderRoutes(routes, '/be/course/overview?from=2025-08-01');
    await screen.findByRole('link', { name: /Fußball/ });
    const calls = api.sent('GET /api/course-overview').length;
    typeDate('Bis', '01.07.2025');
    expect(await screen.findByText('„Bis“ darf nicht vor „Von“ liegen.')).toBeTruthy();
    await waitFor(() => expect(api.sent('GET /api/course-overview')).toHaveLength(calls));
  });
});
