import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '../../lib/token';
import { currentUrl, parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { BookingDialog } from './BookingDialog';
import { course, FAMILY } from './testing/fixtures';

const COURSE = course();
const routes = [
  { path: '/courseregistration/12', element: <BookingDialog course={COURSE} serverTimeOffsetMs={0} open onClose={() => {}} /> },
  { path: '/my-family', element: <p>family page</p> },
  { path: '/login', element: <p>login page</p> },
];
const ANSWER = { success: true, message: ['Lena Gruber ist für Woche 1 angemeldet', 'Jonas Gruber steht auf der Warteliste für Woche 8'], waitingQueueWarnings: ['Jonas Gruber steht auf der Warteliste für Woche 8'] };

/** Typing digit by digit into this big form is slow in the test DOM; a paste is what many parents do anyway. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

beforeEach(() => {
  stubBrowser();
  sessionStorage.clear();
});

describe('booking dialog', () => {
  it('asks a visitor to sign in and comes back to the booking afterwards', async () => {
    stubApi({});
    renderRoutes(routes, '/courseregistration/12');
    const link = await screen.findByRole('link', { name: 'Einloggen' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/courseregistration/12?book=1')}`);
    expect(screen.getByRole('link', { name: 'Elternkonto erstellen' }).getAttribute('href')).toBe(`/register?redirect=${encodeURIComponent('/courseregistration/12?book=1')}`);
  });

  it('books two children, lists every error first, and goes to the family page with the waiting-list warning', async () => {
    storeToken('parent-token');
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family/children': () => [200, { data: FAMILY }],
      'POST /api/send-registration/12': () => [200, ANSWER],
    });
    const { router } = renderRoutes(routes, '/courseregistration/12');
    const first = await screen.findByRole('region', { name: 'Kind 1' });
    await userEvent.click(within(within(first).getByRole('group', { name: 'Woche 1' })).getByRole('checkbox', { name: /Ganztags/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Weiteres Kind anmelden' }));
    const second = screen.getByRole('region', { name: 'Kind 2' });
    // The new line is for Jonas and copies Lena's week; the add button is gone, every child has a line.
    expect(within(within(second).getByRole('group', { name: 'Woche 1' })).getByRole('checkbox', { name: /Ganztags/ })).toHaveProperty('checked', true);
    expect(screen.queryByRole('button', { name: 'Weiteres Kind anmelden' })).toBeNull();
    await userEvent.click(within(within(second).getByRole('group', { name: 'Woche 8' })).getByRole('checkbox', { name: /Halbtags/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich anmelden' }));
    const errors = await screen.findByRole('alert');
    expect(within(errors).getByText('Fehler')).toBeTruthy();
    expect(within(errors).getAllByText('Bitte zwei Notfallkontakte angeben.')).toHaveLength(1);
    expect(api.sent('POST /api/send-registration/12')).toEqual([]);

    await fill(screen.getByLabelText(/Notfallkontakt 1/), '+39 333 1111111');
    await fill(screen.getByLabelText(/Notfallkontakt 2/), '+39 333 2222222');
    expect(screen.queryByRole('alert')).toBeNull();
    // Before sending: what is booked and what it costs; the waiting-list week owes nothing yet.
    const summary = screen.getByRole('region', { name: 'Zusammenfassung' });
    expect(within(summary).getByText('240,00 €')).toBeTruthy();
    expect(screen.getByText('Summe: 240,00 €')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich anmelden' }));
    const prompt = await screen.findByRole('dialog', { name: 'Bitte bestätigen' });
    expect(within(prompt).getByText('Die Anmeldung jetzt verbindlich absenden?')).toBeTruthy();
    const repeated = within(prompt).getByRole('region', { name: 'Zusammenfassung' });
    expect(within(repeated).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Woche 1 (01.07.2030 - 01.07.2030), Ganztags120,00\u00a0€',
      'Woche 1 (01.07.2030 - 01.07.2030), Ganztags120,00\u00a0€',
      'Woche 8 (08.07.2030 - 08.07.2030), HalbtagsWarteliste: noch nichts zu bezahlen',
    ]);
    expect(within(repeated).getByText('Lena Gruber')).toBeTruthy();
    expect(within(repeated).getByText('Jonas Gruber')).toBeTruthy();
    expect(within(repeated).getByText('240,00 €')).toBeTruthy();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Ja' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/my-family'));
    expect(api.sent('POST /api/send-registration/12')).toEqual([
      {
        bookedChildren: [
          { children: 4, props: expect.objectContaining({ leave_alone: false }), courseWeeks: [{ courseWeek: 1, dayType: 'full_day' }] },
          { children: 5, props: expect.objectContaining({ allergies: '' }), courseWeeks: [{ courseWeek: 1, dayType: 'full_day' }, { courseWeek: 8, dayType: 'half_day' }] },
        ],
        emergency_contact1_phone: '+39 333 1111111',
        emergency_contact2_phone: '+39 333 2222222',
        comment: '',
      },
    ]);
    expect(await screen.findByText(/Jonas Gruber steht auf der Warteliste/)).toBeTruthy();
    expect(sessionStorage.length).toBe(0);
    // Two lines of clicks in a big dialog: slow in the test DOM on a busy machine.
  }, 45_000);

  it('keeps what was filled when the send fails, with the server\'s errors on the line', async () => {
    storeToken('parent-token');
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family/children': () => [200, { data: FAMILY }],
      'POST /api/send-registration/12': () => [422, { message: 'invalid', errors: { 'bookedChildren.0.courseWeeks.0': ['„Woche 1“ ist ausgebucht, auch die Warteliste ist voll.'] } }],
    });
    renderRoutes(routes, '/courseregistration/12');
    const line = await screen.findByRole('region', { name: 'Kind 1' });
    await userEvent.click(within(within(line).getByRole('group', { name: 'Woche 1' })).getByRole('checkbox', { name: /Halbtags/ }));
    await fill(screen.getByLabelText(/Notfallkontakt 1/), '+39 333 1111111');
    await fill(screen.getByLabelText(/Notfallkontakt 2/), '+39 333 2222222');
    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich anmelden' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ja' }));

    const errors = await screen.findByRole('alert');
    expect(within(errors).getByText('„Woche 1“ ist ausgebucht, auch die Warteliste ist voll.')).toBeTruthy();
    expect(within(line).getByText('„Woche 1“ ist ausgebucht, auch die Warteliste ist voll.')).toBeTruthy();
    const draft = JSON.parse(sessionStorage.getItem('summer-weeks.booking-draft.12')!);
    expect(draft).toMatchObject({ emergency_contact1_phone: '+39 333 1111111', lines: [{ child: 4, weeks: { 1: 'half_day' } }] });
  });

  it('says why a re-booking is refused for now (429), keeping what was filled', async () => {
    storeToken('parent-token');
    const refusal = 'Lena Gruber wurde in der letzten Stunde schon mehrmals von „Woche 1“ abgemeldet und wieder angemeldet. Eine neue Anmeldung ist in 42 Minuten wieder möglich.';
    stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family/children': () => [200, { data: FAMILY }],
      'POST /api/send-registration/12': () => [429, { message: refusal }],
    });
    renderRoutes(routes, '/courseregistration/12');
    const line = await screen.findByRole('region', { name: 'Kind 1' });
    await userEvent.click(within(within(line).getByRole('group', { name: 'Woche 1' })).getByRole('checkbox', { name: /Ganztags/ }));
    await fill(screen.getByLabelText(/Notfallkontakt 1/), '+39 333 1111111');
    await fill(screen.getByLabelText(/Notfallkontakt 2/), '+39 333 2222222');
    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich anmelden' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ja' }));

    expect(within(await screen.findByRole('alert')).getByText(refusal)).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('summer-weeks.booking-draft.12')!)).toMatchObject({ lines: [{ child: 4, weeks: { 1: 'full_day' } }] });
  });

  it('shows the queue while the server is busy and sends again by itself, with the same key', async () => {
    storeToken('parent-token');
    let attempts = 0;
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: parentUser() }],
      'GET /api/my-family/children': () => [200, { data: FAMILY }],
      'POST /api/send-registration/12': () => (++attempts === 1 ? [503, { message: 'Du bist in der Warteschlange, bitte Seite nicht schließen' }] : [200, ANSWER]),
    });
    const { router } = renderRoutes(routes, '/courseregistration/12');
    const line = await screen.findByRole('region', { name: 'Kind 1' });
    await userEvent.click(within(within(line).getByRole('group', { name: 'Woche 1' })).getByRole('checkbox', { name: /Ganztags/ }));
    await fill(screen.getByLabelText(/Notfallkontakt 1/), '+39 333 1111111');
    await fill(screen.getByLabelText(/Notfallkontakt 2/), '+39 333 2222222');
    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich anmelden' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ja' }));

    expect(await screen.findByText('Du bist in der Warteschlange, bitte Seite nicht schließen')).toBeTruthy();
    // Without Retry-After the client waits 3 s (and up to a third more) before it sends again.
    await waitFor(() => expect(currentUrl(router)).toBe('/my-family'), { timeout: 10_000 });
    const keys = api.fetch.mock.calls
      .filter(([url]) => url === '/api/send-registration/12')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  }, 45_000);

  it('marks the questions of the course as required, as they are on send', async () => {
    storeToken('parent-token');
    stubApi({ 'GET /api/userdata': () => [200, { data: parentUser() }], 'GET /api/my-family/children': () => [200, { data: FAMILY }] });
    const asking = course({ custom_field: true, custom_field_de: 'T-Shirt-Größe', custom_field_it: 'Taglia della maglietta' });
    renderRoutes([{ path: '/courseregistration/12', element: <BookingDialog course={asking} serverTimeOffsetMs={0} open onClose={() => {}} /> }], '/courseregistration/12');
    const question = await screen.findByRole('textbox', { name: /^T-Shirt-Größe/ });
    expect(question.hasAttribute('required')).toBe(true);
    expect(document.querySelector(`label[for="${question.id}"]`)?.textContent).toMatch(/\*/);
    // What the course does not ask as its own question stays optional.
    expect(screen.getByRole('textbox', { name: /^Allergien/ }).hasAttribute('required')).toBe(false);
  });

  it('offers a family without children to add one first', async () => {
    storeToken('parent-token');
    stubApi({ 'GET /api/userdata': () => [200, { data: parentUser() }], 'GET /api/my-family/children': () => [200, { data: [] }] });
    renderRoutes(routes, '/courseregistration/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Kind hinzufügen' }));
    expect(await screen.findByRole('dialog', { name: 'Kind hinzufügen' })).toBeTruthy();
  });
});
