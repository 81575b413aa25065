import { formatDateTime, type CourseShow, type CourseShowRegistration, type CourseWeek } from '@app/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../../app/guards';
import { storeToken } from '../../../lib/token';
import { parentUser, renderRoutes, stubApi, stubBrowser, stubViewport } from '../../../testing/app';
import { expectRowActionsInView } from '../../../testing/row-actions';
import { course } from '../testing';
import { CourseShowPage } from './CourseShowPage';

const week: CourseWeek = {
  id: 11,
  course_id: 5,
  name: 'Woche 1',
  name_it: 'Settimana 1',
  from: '2025-07-07',
  to: '2025-07-11',
  register_from: null,
  register_from_time: null,
  register_to: null,
  max_participants: 10,
  waiting_list: 2,
  half_day: true,
  price_half_day: 70,
  full_day: true,
  price: 120,
  time_info_de: null,
  time_info_it: null,
  program: null,
  registered: 3,
  waiting: 0,
  offered: 0,
  state: 'open',
  full: false,
  free_places: 7,
};

function registration(id: number, overrides: Partial<CourseShowRegistration> = {}): CourseShowRegistration {
  return {
    id,
    child: { id, first_name: `Kind${id}`, last_name: 'Huber', tax: 'HBRKND16E52A952X' },
    parent_id: 1,
    day_type: 'full_day',
    price: 120,
    payed_amount: null,
    is_waiting: false,
    offer: null,
    emergency_contact1_phone: '+39 347 1111111',
    emergency_contact2_phone: null,
    comment: null,
    comment_internal: null,
    custom_field: 'L',
    custom_field_2: null,
    custom_field_3: null,
    photo_consent: true,
    created_at: '2025-03-01T08:00:00.000Z',
    deleted_at: null,
    health_erased_at: null,
    ...overrides,
  };
}

function show(overrides: Partial<CourseShow> = {}): CourseShow {
  return {
    course: course({ custom_field: true, custom_field_de: 'T-Shirt', custom_field_it: 'Maglietta', course_weeks: [week] }),
    photo_privacy: true,
    health: true,
    weeks: [
      {
        id: 11,
        registered_participants: [
          registration(1, { payed_amount: 120, allergies: 'Nüsse', medicaments: null, incompatibilities: null }),
          registration(2, { payed_amount: 0 }),
          registration(3, { medicaments: null, incompatibilities: null, allergies: null, health_erased_at: '2025-11-29T02:00:00.000Z' }),
          registration(4, { payed_amount: 60 }),
        ],
        waiting_queue_participants: [],
        deleted_participants: [registration(5, { is_waiting: true, deleted_at: '2025-03-02T08:00:00.000Z' })],
      },
    ],
    ...overrides,
  };
}

function open(answer: CourseShow, permissions: string[], stubs: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/userdata': () => [200, { data: parentUser({ people: null, permissions }) }],
    'GET /api/course/5/show': () => [200, { data: answer }],
    ...stubs,
  });
  renderRoutes([{ element: <RequireAuth />, children: [{ path: '/be/course/:id/show', element: <CourseShowPage /> }] }], '/be/course/5/show');
  return api;
}

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('course show page: waiting-list offers', () => {
  it('shows an offer\'s deadline, says when places are free while children wait, and offers one by hand', async () => {
    const expires = '2027-07-03T20:00:00.000Z';
    const answer = show({
      course: course({ course_weeks: [{ ...week, registered: 8, offered: 1, waiting: 1, free_places: 1 }] }),
      weeks: [
        {
          id: 11,
          registered_participants: [],
          waiting_queue_participants: [
            registration(6, { is_waiting: true, offer: { offered_at: '2027-07-01T20:00:00.000Z', expires_at: expires, reminded_at: null } }),
            registration(7, { is_waiting: true }),
          ],
          deleted_participants: [],
        },
      ],
    });
    const api = open(answer, ['course.view', 'peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update'], {
      'PUT /api/peopleCourseWeekRegistration/7/offer': () => [409, { message: 'In dieser Woche ist kein Platz frei, der angeboten werden könnte.' }],
    });
    const section = await screen.findByRole('region', { name: 'Woche 1' });
    expect(within(section).getByText('1 Platz angeboten')).toBeTruthy();
    expect(within(section).getByText(/^1 Platz frei, 1 Kind wartet\. Automatische Angebote/)).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: /^Warteliste/ }));
    expect(await within(section).findByText(`Platz angeboten bis ${formatDateTime(expires)}`)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Frist verlängern: Kind6 Huber' })).toBeTruthy();

    await userEvent.click(within(section).getByRole('button', { name: 'Platz anbieten: Kind7 Huber' }));
    const dialog = await screen.findByRole('dialog', { name: 'Platz für Kind7 Huber anbieten' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.sent('PUT /api/peopleCourseWeekRegistration/7/offer')).toHaveLength(1));
    // Refused (the app's notification shows the server's sentence): the dialog stays for another try.
    expect(screen.getByRole('dialog', { name: 'Platz für Kind7 Huber anbieten' })).toBeTruthy();
  });
});

describe('course show page', () => {
  it('shows per week the counts, the paid icon in its four states, custom field and photo columns, and the exports', async () => {
    open(show(), ['course.view', 'peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.create', 'peopleCourseWeekRegistration.delete']);
    const section = await screen.findByRole('region', { name: 'Woche 1' });
    expect(within(section).getByText('Angemeldet: 3 / 10')).toBeTruthy();
    expect(within(section).getByRole('columnheader', { name: 'T-Shirt' })).toBeTruthy();
    expect(within(section).getByRole('columnheader', { name: 'Fotos erlaubt' })).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'Bezahlt: 120,00\u00a0€ / 120,00\u00a0€' }).querySelector('[data-state="paid"]')).toBeTruthy();
    // 0 booked and nothing booked read the same amount, with different icons (amounts end in a no-break space and €).
    const unpaid = within(section).getAllByRole('img', { name: 'Bezahlt: 0,00\u00a0€ / 120,00\u00a0€' });
    expect(unpaid.map((icon) => icon.querySelector('[data-state]')?.getAttribute('data-state'))).toEqual(['zero', 'unpaid']);
    // Partly paid by the domain's rule: its own icon, not the green one of a paid registration.
    expect(within(section).getByRole('img', { name: 'Teilweise bezahlt: 60,00\u00a0€ / 120,00\u00a0€' }).querySelector('[data-state]')?.getAttribute('data-state')).toBe('partly_paid');
    // Named by the answers themselves and focusable, so a keyboard opens the tooltip too.
    expect(within(section).getByRole('img', { name: /^Medikamente: .+ \| Unverträglichkeiten: .+ \| Allergien: / }).tabIndex).toBe(0);
    expect(within(section).getByRole('img', { name: 'Gesundheitsangaben gelöscht am 29.11.2025 (Aufbewahrungsfrist)' })).toBeTruthy();
    expect(within(section).getAllByRole('button', { name: /Löschen: Kind/ })).toHaveLength(4);
    expect(within(section).getByRole('button', { name: 'Kind anmelden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Excel-Export' }).getAttribute('href')).toBe('/excelExport/5?lang=de&token=token');
    expect(screen.getByRole('link', { name: 'Anwesenheitsliste' }).getAttribute('href')).toBe('/excelExport/5/presence?lang=de&token=token');
  });

  const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent);
  const wrapOf = (element: HTMLElement) => getComputedStyle(element).overflowWrap;

  it('keeps every delete button in view at 1280 px with whole headers and tax codes: the columns least needed there wait for a wider screen', async () => {
    stubViewport(1280);
    open(show(), ['course.view', 'peopleCourseWeekRegistration.delete']);
    const section = await screen.findByRole('region', { name: 'Woche 1' });
    const participants = within(section).getByRole('table', { name: /Teilnehmer/ });
    // No waiting flag, which is "Nein" on every participant; the date gives way to the course's own question.
    expect(headers(participants)).toEqual(['Kind', 'Steuernummer', 'Tagesart', 'Bezahlt', 'Notfallkontakte', 'T-Shirt', 'Fotos erlaubt', 'Aktionen']);
    expect(within(participants).getByRole('cell', { name: 'Huber Kind1' })).toBeTruthy();
    expectRowActionsInView(participants, /^Löschen: /);
    expect(within(participants).getAllByRole('button', { name: /^Löschen: / })).toHaveLength(4);
    // "Bezahlt", not "Beza/hlt"; a 16-character tax code on one line.
    expect(within(participants).getAllByRole('columnheader').filter((header) => !header.hasAttribute('data-actions-cell')).map(wrapOf)).not.toContain('anywhere');
    const tax = within(participants).getAllByRole('cell', { name: 'HBRKND16E52A952X' });
    expect(tax.map(wrapOf)).toEqual(['break-word', 'break-word', 'break-word', 'break-word']);
    // The deleted ones keep the flag (it differs there); what serves the week's attending children waits.
    await userEvent.click(within(section).getByRole('button', { name: /Gelöschte Anmeldungen/ }));
    const deleted = within(section).getByRole('table', { name: /Gelöschte Anmeldungen/ });
    expect(headers(deleted)).toEqual(['Kind', 'Steuernummer', 'Tagesart', 'Bezahlt', 'Warteliste', 'Angemeldet am', 'Abgemeldet am', 'Aktionen']);
  });

  it('shows every column on a wide screen, and below 1280 px lets headers and tax codes break rather than push the actions out of view', async () => {
    stubViewport(1440);
    open(show(), ['course.view', 'peopleCourseWeekRegistration.delete']);
    let section = await screen.findByRole('region', { name: 'Woche 1' });
    expect(headers(within(section).getByRole('table', { name: /Teilnehmer/ }))).toEqual([
      'Kind',
      'Steuernummer',
      'Tagesart',
      'Bezahlt',
      'Notfallkontakte',
      'Datum',
      'T-Shirt',
      'Fotos erlaubt',
      'Aktionen',
    ]);
    await userEvent.click(within(section).getByRole('button', { name: /Gelöschte Anmeldungen/ }));
    expect(headers(within(section).getByRole('table', { name: /Gelöschte Anmeldungen/ }))).toEqual([
      'Kind',
      'Steuernummer',
      'Tagesart',
      'Bezahlt',
      'Warteliste',
      'Notfallkontakte',
      'Angemeldet am',
      'Abgemeldet am',
      'T-Shirt',
      'Fotos erlaubt',
      'Aktionen',
    ]);
    cleanup();

    stubViewport(1100);
    open(show(), ['course.view', 'peopleCourseWeekRegistration.delete']);
    section = await screen.findByRole('region', { name: 'Woche 1' });
    const participants = within(section).getByRole('table', { name: /Teilnehmer/ });
    expectRowActionsInView(participants, /^Löschen: /);
    expect(wrapOf(within(participants).getByRole('columnheader', { name: 'Steuernummer' }))).toBe('anywhere');
    expect(within(participants).getAllByRole('cell', { name: 'HBRKND16E52A952X' }).map(wrapOf)).toContain('anywhere');
  });

  it('leaves out the health tooltip, the photo column and the actions the user may not use', async () => {
    open(show({ health: false, photo_privacy: false }), ['course.view']);
    const section = await screen.findByRole('region', { name: 'Woche 1' });
    expect(within(section).queryByRole('img', { name: /^Medikamente/ })).toBeNull();
    expect(within(section).queryByRole('columnheader', { name: 'Fotos erlaubt' })).toBeNull();
    expect(within(section).queryByRole('button', { name: /Löschen/ })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Kind anmelden' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Excel-Export' })).toBeNull();
  });

  it('books a child for its family; a refusal shows the first message of each field in the "Fehler" dialog', async () => {
    const api = open(show(), ['course.view', 'peopleCourseWeekRegistration.create'], {
      'GET /api/child': () => [200, { data: [{ id: 42, first_name: 'Lisa', last_name: 'Moser', tax: 'MSRLSI16E52A952X' }], meta: { total: 1 } }],
      'POST /api/send-registration/5/admin': () => [
        422,
        { message: 'Fehler', errors: { 'bookedChildren.0.courseWeeks.0': ['Lisa Moser ist zu dieser Zeit schon für Fußball-Camp, Woche 1 angemeldet; pro Woche ist nur ein Programm möglich.'] } },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Kind anmelden' }));
    const dialog = screen.getByRole('dialog', { name: 'Kind anmelden: Woche 1' });
    await user.type(within(dialog).getByRole('combobox', { name: /Kind/ }), 'Moser');
    await user.click(await screen.findByRole('option', { name: 'Lisa Moser (MSRLSI16E52A952X)' }, { timeout: 5000 }));
    await user.click(within(dialog).getByRole('combobox', { name: /Tagesart/ }));
    await user.click(screen.getByRole('option', { name: 'Ganztags' }));
    // The day type's menu closes with an animation, during which the dialog takes no clicks.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // The office is asked only for a child and a day type: the emergency phones are optional here.
    expect(within(dialog).getByRole('textbox', { name: /Notfallkontakt 1/ }).hasAttribute('required')).toBe(false);
    expect(within(dialog).getByRole('textbox', { name: /Notfallkontakt 2/ }).hasAttribute('required')).toBe(false);
    await user.click(within(dialog).getByRole('textbox', { name: /Notfallkontakt 1/ }));
    await user.paste('+39 347 1111111');
    await user.click(within(dialog).getByRole('button', { name: 'Kind anmelden' }));
    const error = await screen.findByRole('dialog', { name: 'Fehler' });
    expect(error.textContent).toContain('pro Woche ist nur ein Programm möglich');
    expect(api.sent('POST /api/send-registration/5/admin')[0]).toMatchObject({
      bookedChildren: [{ children: 42, courseWeeks: [{ courseWeek: 11, dayType: 'full_day' }] }],
      emergency_contact1_phone: '+39 347 1111111',
    });
    // Typing through a whole dialog is slow on a shared machine.
  }, 60_000);
});
