import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '../../lib/token';
import { renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { courseRoutes, listItem, staffUser } from './testing';

/** The first screen of a test waits for the session, the record and MUI's first render in the test DOM. */
const FIRST_RENDER = { timeout: 5000 };

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});
/** The query strings the list sent to GET /api/course, in order. */
function listQueries(fetch: ReturnType<typeof stubApi>['fetch']): URLSearchParams[] {
  return fetch.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === 'GET' && url.split('?')[0] === '/api/course')
    .map(([url]) => new URLSearchParams(url.split('?')[1] ?? ''));
}

// The list keeps its filters per route while the app runs, so the tests share one list and go on from each other's state.
// Rendering MUI and the table in the test DOM is slow, the first time above all.
describe('course list', { timeout: 20_000 }, () => {
  it('starts with the active courses, links the name to the course page and filters by year and status', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: staffUser() }],
      'GET /api/course': () => [200, { data: [listItem()], meta: { total: 1 } }],
    });
    renderRoutes(courseRoutes, '/be/course');

    const name = await screen.findByRole('link', { name: 'Sommerwoche' }, FIRST_RENDER);
    expect(name.getAttribute('href')).toBe('/be/course/4/show');
    expect(name.closest('dl')?.textContent).toContain('07.07.2025 – 01.08.2025');
    const first = listQueries(api.fetch)[0]!;
    expect(first.get('active')).toBe('1');
    expect(first.has('year')).toBe(false);

    await userEvent.click(screen.getByRole('combobox', { name: 'Jahr' }));
    const nextYear = String(new Date().getFullYear() + 1);
    const years = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(years).toEqual(['Alle Jahre', nextYear, ...Array.from({ length: Number(nextYear) - 2022 }, (_, index) => String(Number(nextYear) - 1 - index))]);
    await userEvent.click(screen.getByRole('option', { name: '2024' }));
    await waitFor(() => {
      const last = listQueries(api.fetch).at(-1)!;
      expect([last.get('year'), last.get('active')]).toEqual(['2024', '1']);
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Alle' }));
    await waitFor(() => {
      const last = listQueries(api.fetch).at(-1)!;
      expect([last.get('year'), last.has('active')]).toEqual(['2024', false]);
    });
  });

  /** Edit and show are buttons of the row; copy, switch and delete open from its "more" menu. */
  async function chooseAction(label: string, wait?: typeof FIRST_RENDER) {
    await userEvent.click(await screen.findByRole('button', { name: 'Weitere Aktionen: Sommerwoche' }, wait));
    await userEvent.click(await screen.findByRole('menuitem', { name: label }));
  }

  it('copies a course after a confirmation and says so', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: staffUser() }],
      'GET /api/course': () => [200, { data: [listItem()], meta: { total: 1 } }],
      'POST /api/course/4/copy': () => [201, { success: true, message: 'Der Kurs wurde mit seinen Wochen kopiert.', data: {} }],
    });
    renderRoutes(courseRoutes, '/be/course');

    await chooseAction('Kopieren', FIRST_RENDER);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('„Sommerwoche“ mit allen Wochen kopieren?');
    const before = listQueries(api.fetch).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));

    expect(await screen.findByText('Der Kurs wurde mit seinen Wochen kopiert.')).toBeTruthy();
    expect(api.sent('POST /api/course/4/copy')).toHaveLength(1);
    await waitFor(() => expect(listQueries(api.fetch).length).toBeGreaterThan(before));
  });

  it('switches a course inactive only after a confirmation', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: staffUser() }],
      'GET /api/course': () => [200, { data: [listItem()], meta: { total: 1 } }],
      'POST /api/course/4/changeActive': () => [200, { success: true, message: 'Der Kurs ist jetzt inaktiv.', data: {} }],
    });
    renderRoutes(courseRoutes, '/be/course');

    await chooseAction('Deaktivieren', FIRST_RENDER);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
    expect(api.sent('POST /api/course/4/changeActive')).toHaveLength(0);

    // The page is hidden from assistive technology until the closing dialog has faded out.
    await chooseAction('Deaktivieren');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Der Kurs ist jetzt inaktiv.')).toBeTruthy();
    expect(api.sent('POST /api/course/4/changeActive')).toHaveLength(1);
  });
});
