import type { Course, CourseWeek } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '../../../lib/token';
import { parentUser, renderRoutes, stubApi, stubBrowser, stubViewport, type ApiStubs } from '../../../testing/app';
import { course as courseFixture } from '../testing';
import { CourseWeeks } from './CourseWeeks';

const COURSE_ID = 5;

function week(overrides: Partial<CourseWeek> = {}): CourseWeek {
  return {
    id: 11,
    course_id: COURSE_ID,
    name: 'Woche 1',
    name_it: 'Settimana 1',
    from: '2025-07-07',
    to: '2025-07-11',
    register_from: null,
    register_from_time: null,
    register_to: null,
    max_participants: 20,
    waiting_list: 5,
    half_day: true,
    price_half_day: 120.5,
    full_day: true,
    price: 1234.5,
    time_info_de: '<p>8 bis 16 Uhr</p>',
    time_info_it: null,
    program: null,
    registered: 3,
    waiting: 1,
    offered: 0,
    state: 'open',
    full: false,
    free_places: 17,
    ...overrides,
  };
}

/** The course of these tests: the fixture of the course screens with these weeks. */
const course = (weeks: CourseWeek[], overrides: Partial<Course> = {}): Course =>
  courseFixture({ id: COURSE_ID, name: 'Sommerwerkstatt', name_it: 'Laboratorio estivo', to: '2025-08-29', price: 150, course_weeks: weeks, ...overrides });

const staff = parentUser({ roles: ['Staff'], permissions: ['course.view', 'course.update'], people: null });

function renderWeeks(stubs: ApiStubs) {
  const api = stubApi({ 'GET /api/userdata': () => [200, { data: staff }], ...stubs });
  renderRoutes([{ path: '/be/course/:id', element: <CourseWeeks courseId={COURSE_ID} /> }], `/be/course/${COURSE_ID}`);
  return api;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
/** Exact texts: the matchers of testing-library would turn the no-break space of an amount into a space. */
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

beforeEach(() => {
  stubBrowser();
  stubViewport(1280);
  storeToken('token');
});
describe('course weeks', () => {
  it('lists every week with dates, both prices as money, availability and state; the course names the day types', async () => {
    const weeks = [week(), week({ id: 12, name: 'Woche 2', half_day: false, price_half_day: null, price: 95, registered: 20, waiting: 5, full: true, state: 'waiting_list' })];
    renderWeeks({ [`GET /api/course/${COURSE_ID}`]: () => [200, { data: course(weeks, { label_half_day_de: 'Vormittag', label_half_day_it: 'Mattina' }) }] });

    // The actions column appears with the user's permissions.
    await screen.findByRole('button', { name: 'Bearbeiten: Woche 1' });
    expect(cells(await rowOf('Woche 1'))).toEqual(['Woche 1', '07.07.2025', '11.07.2025', '120,50\u00a0€', '1.234,50\u00a0€', '3 / 20', '1 / 5', 'Anmeldung offen', '']);
    expect(cells(await rowOf('Woche 2'))).toEqual(['Woche 2', '07.07.2025', '11.07.2025', 'nicht angeboten', '95,00\u00a0€', '20 / 20', '5 / 5', 'Ausgebucht', '']);

    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Preis (Vormittag)', 'Preis (Ganztags)', 'Von', 'Bis']));
  });

  it('shows cards on a phone', async () => {
    stubViewport(390);
    renderWeeks({ [`GET /api/course/${COURSE_ID}`]: () => [200, { data: course([week()]) }] });
    const card = (await screen.findByRole('heading', { name: 'Woche 1' })).closest('li')!;
    expect(within(card).getAllByRole('definition').map((cell) => cell.textContent)).toContain('1.234,50\u00a0€');
    expect(within(card).getByRole('button', { name: 'Löschen: Woche 1' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for the half-day price once half days are offered, before sending anything', async () => {
    const api = renderWeeks({ [`GET /api/course/${COURSE_ID}`]: () => [200, { data: course([week({ half_day: false, price_half_day: null })]) }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten: Woche 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Woche bearbeiten' });
    const price = within(dialog).getByLabelText(/^Preis \(Halbtags\)/) as HTMLInputElement;
    expect(price.disabled).toBe(true);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Halbtags' }));
    expect(price.disabled).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(price.getAttribute('aria-describedby')!)?.textContent).toBe('Dieses Feld ist erforderlich.');
    expect(within(dialog).getByLabelText(/^Preis \(Ganztags\)/).getAttribute('aria-invalid')).toBe('false');
    expect(api.sent('PUT /api/courseWeek/11')).toEqual([]);
  });

  it('reads prices typed with a decimal comma or thousands dots', async () => {
    const api = renderWeeks({
      [`GET /api/course/${COURSE_ID}`]: () => [200, { data: course([week()]) }],
      'PUT /api/courseWeek/11': () => [200, { success: true, message: 'Gespeichert.', data: week() }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten: Woche 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Woche bearbeiten' });
    const halfDay = within(dialog).getByLabelText(/^Preis \(Halbtags\)/) as HTMLInputElement;
    const fullDay = within(dialog).getByLabelText(/^Preis \(Ganztags\)/) as HTMLInputElement;
    expect([halfDay.value, fullDay.value]).toEqual(['120,50', '1234,50']);
    await userEvent.clear(halfDay);
    await userEvent.type(halfDay, '80,50');
    await userEvent.clear(fullDay);
    await userEvent.type(fullDay, '1.300,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.sent('PUT /api/courseWeek/11')).toEqual([expect.objectContaining({ price_half_day: 80.5, price: 1300.5 })]));
  });

  it('shows a refused max_participants under the field and keeps the dialog open', async () => {
    const refusal = 'Für diese Woche sind bereits 3 Kinder fest angemeldet; die maximale Teilnehmerzahl kann nicht darunter liegen.';
    const api = renderWeeks({
      [`GET /api/course/${COURSE_ID}`]: () => [200, { data: course([week()]) }],
      'PUT /api/courseWeek/11': () => [422, { message: 'Die Angaben sind ungültig.', errors: { max_participants: [refusal] } }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten: Woche 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Woche bearbeiten' });
    const max = within(dialog).getByLabelText(/^Maximale Teilnehmerzahl/);
    await userEvent.clear(max);
    await userEvent.type(max, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(max.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(refusal)).toBeTruthy();
    expect(api.sent('PUT /api/courseWeek/11')).toEqual([
      expect.objectContaining({ name: 'Woche 1', from: '2025-07-07', to: '2025-07-11', max_participants: 2, price_half_day: 120.5, price: 1234.5, program_id: null }),
    ]);
  });

  it('saves a duplicate as a new week of the course, with the programme, and reloads the course', async () => {
    const program = { id: '0b6a8f2e-6a51-4c3e-9a7e-2f1d6c1e9b10', url: '/api/files/0b6a8f2e-6a51-4c3e-9a7e-2f1d6c1e9b10/programm.pdf', name: 'programm.pdf' };
    const api = renderWeeks({
      [`GET /api/course/${COURSE_ID}`]: () => [200, { data: course([week({ program })]) }],
      'POST /api/courseWeek': (body) => [201, { success: true, message: 'Gespeichert.', data: { ...week(), ...(body as object), id: 12 } }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Duplizieren: Woche 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Woche duplizieren' });
    expect(within(dialog).getByRole('link', { name: 'programm.pdf' })).toBeTruthy();
    const name = within(dialog).getByLabelText(/^Name \(deutsch\)/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Woche 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Gespeichert.')).toBeTruthy();
    expect(api.sent('POST /api/courseWeek')).toEqual([expect.objectContaining({ course_id: COURSE_ID, name: 'Woche 2', program_id: program.id })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.sent(`GET /api/course/${COURSE_ID}`)).toHaveLength(2));
  });

  it('deletes a week only after confirmation and reports the server message', async () => {
    const api = renderWeeks({
      [`GET /api/course/${COURSE_ID}`]: () => [200, { data: course([week()]) }],
      'DELETE /api/courseWeek/11': () => [200, { success: true, message: 'Gelöscht.' }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Löschen: Woche 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bitte bestätigen' });
    expect(within(confirm).getByText('„Woche 1“ wirklich löschen?')).toBeTruthy();
    expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Gelöscht.')).toBeTruthy();
    expect(api.fetch.mock.calls.filter(([url, init]) => init?.method === 'DELETE' && url === '/api/courseWeek/11')).toHaveLength(1);
    await waitFor(() => expect(api.sent(`GET /api/course/${COURSE_ID}`)).toHaveLength(2));
  });
});
