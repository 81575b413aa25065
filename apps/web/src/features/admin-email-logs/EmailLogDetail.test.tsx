import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { storeToken } from '../../lib/token';
import { parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { EmailLogDetail } from './EmailLogDetail';

const email = {
  id: 7,
  to: 'anna@example.org',
  subject: 'Anmeldung Woche 1',
  created_at: '2027-03-01T07:00:00.000Z',
  status: 'failed',
  sent_at: null,
  cc: 'office@example.org',
  bcc: null,
  body: '<p>Hallo Anna</p><script>parent.document.title = "owned"</script>',
  attempts: 40,
  last_error: 'connect ECONNREFUSED',
  next_attempt_at: null,
};

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('e-mail log detail', () => {
  it('shows recipient, cc (bcc only when present), the delivery failure, and the body in a frame without scripts', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser({ permissions: ['emailLogs.index'], people: null }) }],
      'GET /api/emailLogs/7': () => [200, { data: email }],
    });
    renderRoutes([{ element: <RequireAuth />, children: [{ path: '/be/emailLogs/:id', element: <EmailLogDetail /> }] }], '/be/emailLogs/7');
    expect(await screen.findByText('anna@example.org')).toBeTruthy();
    expect(screen.getByText('office@example.org')).toBeTruthy();
    expect(screen.getByText('Kopie (CC)')).toBeTruthy();
    expect(screen.queryByText('Blindkopie (BCC)')).toBeNull();
    expect(screen.getByText('01.03.2027 08:00')).toBeTruthy();
    expect(screen.getByText(/Nach 40 Versuchen aufgegeben. Letzter Fehler: connect ECONNREFUSED/)).toBeTruthy();
    const frame = screen.getByTitle('Inhalt der E-Mail');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(email.body);
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/be/emailLogs');
  });
});
