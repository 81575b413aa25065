import type { RegistrationDetail, RegistrationListItem } from '@app/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { PaymentsDialog } from './PaymentsDialog';
import { RegistrationForm } from './RegistrationForm';

function listItem(id: number, overrides: Partial<RegistrationListItem> = {}): RegistrationListItem {
  return {
    id,
    child: { id: 3, first_name: 'Anna', last_name: 'Huber', tax: 'HBRNNA16E52A952X' },
    booking_reference: 'SPW-12-35',
    parent: { id: 1, name: 'Huber Maria' },
    course: { id: 5, name: 'Sommerwoche', name_it: 'Settimana estiva' },
    week: { id: 11, name: 'Woche 1', name_it: 'Settimana 1', from: '2025-07-07', to: '2025-07-11' },
    day_type: 'full_day',
    price: 120,
    payed_amount: null,
    payed_at: null,
    open_amount: 120,
    payment_state: 'unpaid',
    is_waiting: false,
    created_at: '2025-03-01T08:00:00.000Z',
    deleted_at: null,
    ...overrides,
  };
}

const detail = (overrides: Partial<RegistrationDetail> = {}): RegistrationDetail => ({
  ...listItem(9, overrides),
  child: { id: 3, first_name: 'Anna', last_name: 'Huber', tax: 'HBRNNA16E52A952X', birth: '2016-05-12' },
  week: { id: 11, name: 'Woche 1', name_it: 'Settimana 1', from: '2025-07-07', to: '2025-07-11', half_day: true, full_day: true },
  emergency_contact1_phone: '+39 347 1111111',
  emergency_contact2_phone: null,
  comment: 'Bitte anrufen',
  comment_internal: null,
  photo_consent: false,
  leave_alone: false,
  swimming_help: true,
  custom_fields: [],
  health_erased_at: null,
  contact_phone: null,
  contact_email: null,
  offer: null,
  history: [],
  ...overrides,
});

function openForm(permissions: string[], overrides: Partial<RegistrationDetail> = {}) {
  const api = stubApi({
    'GET /api/userdata': () => [200, { data: parentUser({ people: null, permissions }) }],
    'GET /api/peopleCourseWeekRegistration/9': () => [200, { data: detail(overrides) }],
    'PUT /api/peopleCourseWeekRegistration/9': () => [200, { success: true, message: 'Gespeichert.', data: detail(overrides) }],
  });
  renderRoutes(
    [{ element: <RequireAuth />, children: [{ path: '/be/peopleCourseWeekRegistration/:id', element: <RegistrationForm /> }] }],
    '/be/peopleCourseWeekRegistration/9',
  );
  return api;
}

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('registration edit', () => {
  it('shows the day type read-only to staff, with the family comment as text', async () => {
    openForm(['peopleCourseWeekRegistration.update']);
    expect(await screen.findByText('Bitte anrufen')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Tagesart' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Nur die Rolle Superadmin kann die Tagesart ändern.')).toBeTruthy();
  });

  it('shows the open amount of a confirmed place', async () => {
    openForm(['peopleCourseWeekRegistration.update'], { payed_amount: 50, open_amount: 70 });
    expect(await screen.findByText('70,00 €')).toBeTruthy();
  });

  it('owes nothing while the child waits', async () => {
    openForm(['peopleCourseWeekRegistration.update'], { is_waiting: true });
    expect(await screen.findByText('Nichts, solange auf der Warteliste')).toBeTruthy();
    // The price stays; the open amount (the whole price) is not shown.
    expect(screen.getAllByText('120,00 €')).toHaveLength(1);
  });

  it('shows its history on the waiting list and the open offer, whose deadline the office can move', async () => {
    openForm(['peopleCourseWeekRegistration.update'], {
      is_waiting: true,
      offer: { offered_at: '2027-06-01T08:00:00.000Z', expires_at: '2027-06-03T08:00:00.000Z', reminded_at: null },
      history: [
        { at: '2027-06-01T08:00:00.000Z', act: 'offered', by: null, expires_at: '2027-06-02T08:00:00.000Z' },
        { at: '2027-06-01T09:00:00.000Z', act: 'extended', by: 'Office Eva', expires_at: '2027-06-03T08:00:00.000Z' },
      ],
    });
    const history = await screen.findByRole('region', { name: 'Verlauf auf der Warteliste' });
    expect(within(history).getByText('Platz angeboten bis 02.06.2027 10:00')).toBeTruthy();
    expect(within(history).getByText('01.06.2027 10:00, System')).toBeTruthy();
    expect(within(history).getByText('Frist verlängert bis 03.06.2027 10:00')).toBeTruthy();
    expect(within(history).getByText('01.06.2027 11:00, Office Eva')).toBeTruthy();
    expect(within(history).getByText('Offenes Angebot bis 03.06.2027 10:00')).toBeTruthy();
    expect(within(history).getByRole('button', { name: 'Frist verlängern' })).toBeTruthy();
  });

  it('shows the health answers to child.health', async () => {
    openForm(['peopleCourseWeekRegistration.update', 'child.health'], { medicaments: 'Asthmaspray', incompatibilities: null, allergies: 'Nüsse' });
    expect(await screen.findByText('Asthmaspray | - | Nüsse')).toBeTruthy();
  });

  it('names whom to call for a place an erased family kept (decision 025)', async () => {
    openForm(['peopleCourseWeekRegistration.update'], { parent: null, contact_phone: '+39 333 9876543', contact_email: 'maria@example.org' });
    expect(await screen.findByText('Familie gelöscht; Kontakt bis zum Ende der Woche: +39 333 9876543, maria@example.org')).toBeTruthy();
  });

  it('says when the health answers were erased after the retention period (decision 024)', async () => {
    openForm(['peopleCourseWeekRegistration.update', 'child.health'], {
      medicaments: null,
      incompatibilities: null,
      allergies: null,
      health_erased_at: '2025-11-29T02:00:00.000Z',
    });
    expect(await screen.findByText('Gesundheitsangaben gelöscht am 29.11.2025 (Aufbewahrungsfrist)')).toBeTruthy();
    expect(screen.queryByText('- | - | -')).toBeNull();
  });

  it('reads a paid amount typed with a decimal comma or point', async () => {
    // With the internal comment every save needs (decision 018).
    const api = openForm(['peopleCourseWeekRegistration.update'], { payed_amount: 120, payed_at: '2025-06-01', open_amount: 0, comment_internal: 'Überweisung' });
    const amount = (await screen.findByLabelText(/^Bezahlter Betrag/)) as HTMLInputElement;
    expect(amount.value).toBe('120,00');
    for (const [typed, sent] of [['80,50', 80.5], ['80.5', 80.5], ['1.234,50', 1234.5]] as const) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      expect(amount.value).toBe(typed);
      await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(api.sent('PUT /api/peopleCourseWeekRegistration/9').at(-1)).toMatchObject({ payed_amount: sent }));
    }
    const saves = api.sent('PUT /api/peopleCourseWeekRegistration/9').length;
    await userEvent.clear(amount);
    await userEvent.type(amount, '80,5x');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe('Der Wert ist ungültig.');
    expect(api.sent('PUT /api/peopleCourseWeekRegistration/9')).toHaveLength(saves);
  });

  it('requires the internal comment on saving (decision 018) and says what it is for', async () => {
    const api = openForm(['peopleCourseWeekRegistration.update'], { is_waiting: true });
    const comment = await screen.findByRole('textbox', { name: /^Interne Anmerkung/ });
    expect(comment.hasAttribute('required')).toBe(true);
    expect(screen.getByText(/Pflichtfeld bei jeder Änderung: was und warum/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(comment.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(comment.getAttribute('aria-describedby')!)?.textContent).toBe('Dieses Feld ist erforderlich.');
    expect(api.sent('PUT /api/peopleCourseWeekRegistration/9')).toEqual([]);

    await userEvent.type(comment, 'Platz telefonisch zugesagt');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.sent('PUT /api/peopleCourseWeekRegistration/9')).toHaveLength(1));
    expect(api.sent('PUT /api/peopleCourseWeekRegistration/9')[0]).toMatchObject({ comment_internal: 'Platz telefonisch zugesagt' });
  });

  it('lets the Superadmin change the day type', async () => {
    openForm(['peopleCourseWeekRegistration.update', 'peopleCourseWeekRegistration.changeDayType']);
    const select = await screen.findByRole('combobox', { name: 'Tagesart' });
    expect(select.getAttribute('aria-disabled')).toBeNull();
  });
});

describe('payments dialog', () => {
  const renderDialog = (rows: RegistrationListItem[], onBook = vi.fn()) => {
    render(
      <PaymentsDialog rows={rows} busy={false} onBook={onBook} onClose={() => {}} />
    );
    return onBook;
  };

  it('shows the open sum of the confirmed rows and books them', async () => {
    const onBook = renderDialog([listItem(1), listItem(2, { payed_amount: 50, open_amount: 70 }), listItem(3, { is_waiting: true })]);
    expect(screen.getByRole('status').textContent).toBe('Offener Betrag: 190,00\u00a0€');
    await userEvent.click(screen.getByRole('button', { name: 'Zahlung buchen' }));
    expect(onBook).toHaveBeenCalledOnce();
  });

  it('is disabled when nothing is open', () => {
    renderDialog([listItem(1, { payed_amount: 120, open_amount: 0 }), listItem(2, { is_waiting: true })]);
    expect(screen.getByRole('button', { name: 'Zahlung buchen' }).hasAttribute('disabled')).toBe(true);
  });
});
