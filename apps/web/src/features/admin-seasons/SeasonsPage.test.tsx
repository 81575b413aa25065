import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '../../lib/token';
import { findNotification, stubBrowser, stubViewport, type ApiStubs } from '../../testing/app';
import { renderSeasonsArea, season } from './testing';

const FIRST_RENDER = { timeout: 10_000 };

/** The screen as the back office opens it: its area at /be/seasons, behind `season.update`. */
const renderSeasons = (stubs: ApiStubs) => renderSeasonsArea('/be/seasons', stubs).api;

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('seasons', () => {
  it('lists every season with its phase times and phase at /be/seasons', async () => {
    stubViewport(1280);
    renderSeasons({ 'GET /api/seasons': () => [200, { data: [season(), season({ id: 5, year: 2028, wish_from: '2028-03-01T08:00', phase: 'before' })] }] });

    const row = (await screen.findByText('2027', undefined, FIRST_RENDER)).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '2027',
      '01.03.2027 08:00 – 15.03.2027 20:00',
      '16.03.2027 09:00',
      '18.03.2027 18:00',
      '25.03.2027 08:00',
      'Wunschphase',
      '',
    ]);
    expect(within(screen.getByText('2028').closest('tr')!).getByText('Vor der Wunschphase')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bearbeiten: Saison 2028' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wünsche und Verlosung: Saison 2027' }).getAttribute('href')).toBe('/be/seasons/4');
  });

  it('sends a new season with every field and shows the server\'s refusal under its field', async () => {
    const taken = 'Für dieses Kursjahr gibt es bereits eine Saison.';
    const api = renderSeasons({
      'GET /api/seasons': () => [200, { data: [] }],
      'POST /api/seasons': () => [422, { message: 'Die Angaben sind ungültig.', errors: { year: [taken] } }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Neue Saison' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Saison' });
    expect(within(dialog).getByText(/^Mit einer Saison werden die Plätze/)).toBeTruthy();

    const year = within(dialog).getByLabelText(/^Kursjahr/);
    await user.clear(year);
    await user.type(year, '2027');
    const times = { 'Wunschphase von': '01.03.2027 08:00', 'Wunschphase bis': '15.03.2027 20:00', 'Verlosung am': '16.03.2027 09:00', 'Ergebnis sichtbar ab': '18.03.2027 18:00', 'Freie Plätze buchbar ab': '25.03.2027 08:00' };
    // Whole values into the pickers, as the browser's autofill or a paste does (DD.MM.YYYY HH:mm, as shown).
    for (const [label, value] of Object.entries(times)) {
      const input = within(dialog).getByRole('group', { name: new RegExp(`^${label}`) }).parentElement!.querySelector('input')!;
      fireEvent.change(input, { target: { value } });
    }
    const wishes = within(dialog).getByLabelText(/^Höchstens Wünsche pro Kind/);
    await user.clear(wishes);
    await user.type(wishes, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(year.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(year.getAttribute('aria-describedby')!)?.textContent).toBe(taken);
    expect(api.sent('POST /api/seasons')).toEqual([
      {
        year: 2027,
        wish_from: '2027-03-01T08:00',
        wish_to: '2027-03-15T20:00',
        draw_at: '2027-03-16T09:00',
        publish_at: '2027-03-18T18:00',
        first_come_from: '2027-03-25T08:00',
        acceptance_days: 7,
        max_wishes: 3,
        max_weeks: 1,
        held_back_places: 0,
      },
    ]);
    expect(screen.getByRole('dialog', { name: 'Neue Saison' })).toBeTruthy();
  });

  it('asks before deleting on a phone and shows why the server refuses', async () => {
    const started = 'Die Wunschphase hat begonnen: Die Saison kann nicht mehr gelöscht werden.';
    const api = renderSeasons({
      'GET /api/seasons': () => [200, { data: [season()] }],
      'DELETE /api/seasons/4': () => [409, { message: started }],
    });
    const user = userEvent.setup();
    const card = (await screen.findByRole('heading', { name: 'Saison 2027' }, FIRST_RENDER)).closest('li')!;
    expect(within(card).getByText('Wunschphase', { selector: '.MuiChip-label' })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Löschen: Saison 2027' }));
    expect(await screen.findByText(/^Saison 2027 löschen\?/)).toBeTruthy();
    expect(api.sent('DELETE /api/seasons/4')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Ja' }));
    expect((await findNotification()).textContent).toContain(started);
    expect(api.sent('DELETE /api/seasons/4')).toHaveLength(1);
  });
});
