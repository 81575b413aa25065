import type { RegistrationListItem } from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubBrowser } from '../../testing/app';
import { openSum, PaymentsDialog } from './PaymentsDialog';

const row = (id: number, overrides: Partial<RegistrationListItem> = {}): RegistrationListItem => ({
  id,
  booking_reference: 'SPW-12-35',
  child: { id, first_name: 'Anna', last_name: 'Huber', tax: 'HBRNNA16E52A952X' },
  parent: { id: 1, name: 'Maria Huber' },
  course: { id: 1, name: 'Sommercamp', name_it: 'Campo estivo' },
  week: { id: id, name: `Woche ${id}`, name_it: `Settimana ${id}`, from: '2025-07-07', to: '2025-07-11' },
  day_type: 'full_day',
  price: 120,
  payed_amount: null,
  payed_at: null,
  open_amount: 120,
  payment_state: 'unpaid',
  is_waiting: false,
  created_at: '2025-03-01T08:00:00Z',
  deleted_at: null,
  ...overrides,
});

beforeEach(() => stubBrowser());
describe('payments dialog', () => {
  it('says exactly what the families are sent: the course text, amount and date, a link to the confirmation, no PDF', async () => {
    const onBook = vi.fn();
    renderRoutes([{ path: '/be/peopleCourseWeekRegistration', element: <PaymentsDialog rows={[row(1), row(2, { is_waiting: true })]} busy={false} onBook={onBook} onClose={() => undefined} /> }], '/be/peopleCourseWeekRegistration');
    const dialog = await screen.findByRole('dialog', { name: 'Zahlungen buchen' });
    expect(dialog.textContent).toContain(
      'Jede Familie erhält pro Anmeldung die E-Mail „Zahlung erhalten“ mit dem Text des Kurses, dem gebuchten Betrag und Datum und einem Link zu ihrer Familienseite, wo sie die Zahlungsbestätigung (PDF) herunterlädt. Die PDF selbst wird nicht mitgeschickt.',
    );
    // It no longer promises the confirmation itself by e-mail.
    expect(dialog.textContent).not.toContain('erhalten die Zahlungsbestätigung per E-Mail');
    expect(within(dialog).getByRole('status').textContent).toBe('Offener Betrag: 120,00\u00a0€');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zahlung buchen' }));
    expect(onBook).toHaveBeenCalledOnce();
  });

  it('adds the open amounts in cents, as the server books them: 0,10 € and 0,20 € are 0,30 €', () => {
    expect(openSum([row(1, { open_amount: 0.1 }), row(2, { open_amount: 0.2 }), row(3, { open_amount: 50, is_waiting: true })])).toBe(0.3);
  });

  it('skips a deleted registration in the sum and says so, as the server skips it', async () => {
    const rows = [row(1), row(2, { deleted_at: '2025-04-01T08:00:00Z' }), row(3, { is_waiting: true })];
    renderRoutes([{ path: '/be/peopleCourseWeekRegistration', element: <PaymentsDialog rows={rows} busy={false} onBook={() => undefined} onClose={() => undefined} /> }], '/be/peopleCourseWeekRegistration');
    const dialog = await screen.findByRole('dialog', { name: 'Zahlungen buchen' });
    expect(within(dialog).getByRole('status').textContent).toBe('Offener Betrag: 120,00\u00a0€');
    expect(within(dialog).getByText('Gelöscht: wird übergangen')).toBeTruthy();
    expect(within(dialog).getByText('Warteliste: wird übergangen')).toBeTruthy();
  });
});
