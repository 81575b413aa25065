import type { AdminChildRegistration, AdminPersonDetail } from '@app/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { currentUrl, parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { PersonShow } from './PersonShow';

const FIRST_RENDER = { timeout: 10_000 };
const routes = [
  { element: <RequireAuth />, children: [{ path: '/be/person/:id/show', element: <PersonShow /> }] },
  { path: '/be/person', element: <p>people list</p> },
];

const registration = (id: number, overrides: Partial<AdminChildRegistration>): AdminChildRegistration => ({
  id,
  child: { id: 5, display_name: 'Lena Huber' },
  course: { id: 1, name: 'Sommercamp', name_it: 'Campo estivo' },
  courseWeek: { id: 2, name: 'Woche 1', name_it: 'Settimana 1', from: '2026-07-06', to: '2026-07-10' },
  day_type: 'full_day',
  is_waiting: false,
  current: true,
  health_erased_at: null,
  ...overrides,
});

const person: AdminPersonDetail = {
  id: 3,
  first_name: 'Maria',
  last_name: 'Huber',
  display_name: 'Maria Huber',
  address: 'Lauben 1',
  plz: '39100',
  place: 'Bozen',
  tax: 'HBRMRA86L63A952X',
  gender: 'f',
  birth: '1986-07-23',
  phone: '+39 0471 123 456',
  email: 'maria@example.org',
  lang: 'de',
  privacy_photo: 'no',
  privacy_photo_accept_at: null,
  has_login: false,
  childrens: [{ id: 5, first_name: 'Lena', last_name: 'Huber', display_name: 'Lena Huber' }],
  childrens_length: 1,
  registrations: [
    registration(10, { is_waiting: true, medicaments: 'Insulin', incompatibilities: null, allergies: null }),
    registration(11, { current: false, medicaments: null, health_erased_at: '2025-11-29T02:00:00.000Z', courseWeek: { id: 3, name: 'Woche 0', name_it: 'Settimana 0', from: '2025-07-07', to: '2025-07-11' } }),
  ],
  signature_file_id: null,
  typed_signature: null,
};

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('person show page', { timeout: 60_000 }, () => {
  it('links phone, e-mail and children, and splits the registrations into current and history', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ id: 1, people: null, permissions: ['person.index', 'person.view', 'child.update'] }) }],
      'GET /api/parent/3': () => [200, { data: person }],
    });
    renderRoutes(routes, '/be/person/3/show');
    expect((await screen.findByRole('link', { name: 'maria@example.org' }, FIRST_RENDER)).getAttribute('href')).toBe('mailto:maria@example.org');
    expect(screen.getByRole('link', { name: '+39 0471 123 456' }).getAttribute('href')).toBe('tel:+390471123456');
    expect(screen.getByRole('link', { name: 'Lena Huber' }).getAttribute('href')).toBe('/be/child/5');
    expect(screen.getByText(/noch keinen Zugang/)).toBeTruthy();
    // No edit without person.update.
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).toBeNull();

    const table = screen.getByRole('table');
    expect(within(table).getByText('Woche 1 (06.07.2026 - 10.07.2026)')).toBeTruthy();
    expect(within(table).getByText('Warteliste')).toBeTruthy();
    expect(within(table).getByRole('img', { name: 'Medikamente: Insulin' })).toBeTruthy();
    expect(within(table).queryByText(/Woche 0/)).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Verlauf' }));
    const history = screen.getByRole('table');
    expect(within(history).getByText('Woche 0 (07.07.2025 - 11.07.2025)')).toBeTruthy();
    expect(within(history).queryByText('Warteliste')).toBeNull();
    expect(within(history).getByRole('img', { name: 'Gesundheitsangaben gelöscht am 29.11.2025 (Aufbewahrungsfrist)' })).toBeTruthy();
  });

  it("shows the consent's signature: the name typed instead of drawn, or the drawn image", async () => {
    let shown: AdminPersonDetail = { ...person, typed_signature: 'Maria Huber' };
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ id: 1, people: null, permissions: ['person.index', 'person.view'] }) }],
      'GET /api/parent/3': () => [200, { data: shown }],
    });
    renderRoutes(routes, '/be/person/3/show');
    expect(await screen.findByText('Maria Huber', { selector: 'span' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText('(als Name eingetippt)')).toBeTruthy();
    cleanup();

    shown = { ...person, signature_file_id: '5b0c1e5e-0000-4000-8000-000000000001' };
    renderRoutes(routes, '/be/person/3/show');
    const image = await screen.findByRole('img', { name: 'Unterschrift von Maria Huber' }, FIRST_RENDER);
    expect(image.getAttribute('src')).toMatch(/^\/api\/files\/5b0c1e5e-0000-4000-8000-000000000001\?lang=de&token=token$/);
  });

  it('erases the family after its name is typed, asking what happens to its paid places of weeks to come', async () => {
    const place = {
      registration_id: 10,
      child_name: 'Lena Huber',
      course: { name: 'Sommercamp', name_it: 'Campo estivo' },
      week: { name: 'Woche 1', name_it: 'Settimana 1', from: '2026-07-06', to: '2026-07-10' },
      payed_amount: 120,
    };
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ id: 1, people: null, permissions: ['person.index', 'person.view', 'person.delete'] }) }],
      'GET /api/parent/3': () => [200, { data: person }],
      'GET /api/parent/3/erasure': () => [200, { data: { paid_places: [place], refund_amount: 120 } }],
      'POST /api/parent/3/erase': () => [200, { success: true, message: 'Die Daten der Familie wurden gelöscht.' }],
    });
    const { router } = renderRoutes(routes, '/be/person/3/show');
    await userEvent.click(await screen.findByRole('button', { name: 'Familie löschen' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Daten dieser Familie löschen?' });
    const question = await within(dialog).findByRole('radiogroup', { name: /Bezahlte Plätze in kommenden Wochen/ });
    expect(within(dialog).getByText('Lena Huber: Sommercamp, Woche 1 (06.07.2026 - 10.07.2026), 120,00 € bezahlt')).toBeTruthy();
    const name = within(dialog).getByLabelText(/^Familienname zur Bestätigung/);
    expect(within(dialog).getByText('Geben Sie „Huber“ ein.')).toBeTruthy();

    // Neither answered nor the family's name: nothing is erased.
    await userEvent.type(name, 'Hubert');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Familie löschen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie, ob die Kinder an den bezahlten Wochen teilnehmen oder die Plätze freigegeben werden.')).toBeTruthy();
    await userEvent.click(within(question).getByRole('radio', { name: /^Ja, die Kinder nehmen teil/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Familie löschen' }));
    expect(await within(dialog).findByText('Das ist nicht der Familienname dieser Person.')).toBeTruthy();
    expect(api.sent('POST /api/parent/3/erase')).toEqual([]);

    await userEvent.clear(name);
    await userEvent.type(name, 'huber');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Familie löschen' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/be/person'));
    expect(api.sent('POST /api/parent/3/erase')).toEqual([{ name: 'huber', places: 'keep' }]);
  });
});
