import { createHash } from 'node:crypto';
import type { DrawRun, WishMonitor } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '../../lib/token';
import { stubBrowser, type ApiStubs } from '../../testing/app';
import { renderSeasonsArea, season } from './testing';

const FIRST_RENDER = { timeout: 10_000 };

const monitor: WishMonitor = {
  families: 12,
  children: 19,
  wishes: 41,
  weeks: [
    {
      id: 31,
      course: { id: 3, name: 'Robotik', name_it: 'Robotica' },
      name: 'Woche 1',
      name_it: 'Settimana 1',
      from: '2027-07-05',
      to: '2027-07-09',
      places: 10,
      first_wishes: 9,
      wishes: 15,
    },
    {
      id: 32,
      course: { id: 3, name: 'Robotik', name_it: 'Robotica' },
      name: 'Woche 2',
      name_it: 'Settimana 2',
      from: '2027-07-12',
      to: '2027-07-16',
      places: 10,
      first_wishes: 1,
      wishes: 4,
    },
  ],
};

type Statistics = DrawRun['statistics'];

function statistics(overrides: Partial<Statistics> = {}): Statistics {
  return {
    children: 16,
    firstWishShare: 0.875,
    atLeastOnePlaceShare: 1,
    households: 12,
    householdsWithNothing: 0,
    rankHistogram: [14, 2],
    grants: 16,
    weeks: [
      { week: 31, places: 10, granted: 10, fill: 1, waiting: 5 },
      { week: 32, places: 10, granted: 6, fill: 0.6, waiting: 0 },
    ],
    groups: { siblings: { total: 3, kept: 3 }, friends: { total: 2, kept: 1 } },
    ...overrides,
  };
}

const trialRun: DrawRun = {
  id: 9,
  official: false,
  created_at: '2027-03-10T09:30:00.000Z',
  algorithm: 'fair-draw-v1',
  seed: 'a'.repeat(64),
  public_number: null,
  input_digest: 'b'.repeat(64),
  result_digest: `c0ffee${'0'.repeat(58)}`,
  published_at: null,
  statistics: statistics(),
  baseline: statistics({ firstWishShare: 0.625, atLeastOnePlaceShare: 0.9375, householdsWithNothing: 1, rankHistogram: [10, 3, 1], grants: 14, groups: { siblings: { total: 3, kept: 1 }, friends: { total: 2, kept: 0 } } }),
};

/** The draw page of season 4 with its monitor; runs and the season as the test needs them. */
function renderDrawPage(stubs: ApiStubs = {}) {
  return renderSeasonsArea('/be/seasons/4', {
    'GET /api/seasons/4': () => [200, { data: season() }],
    'GET /api/seasons/4/monitor': () => [200, { data: monitor }],
    'GET /api/seasons/4/draws': () => [200, { data: [] }],
    ...stubs,
  }).api;
}

/** The value a phone's card (or the season's summary) shows for a label. */
const fieldValue = (container: HTMLElement, label: string) => within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});

describe('a season\'s draw page', () => {
  it('shows the wishes so far and each week\'s demand, wishes per place, as a phone shows a table', async () => {
    renderDrawPage();
    expect(await screen.findByRole('heading', { name: 'Verlosung der Saison 2027' }, FIRST_RENDER)).toBeTruthy();

    const monitorSection = screen.getByRole('region', { name: 'Wünsche bisher' });
    const hot = (await within(monitorSection).findByRole('heading', { name: 'Robotik – Woche 1' })).closest('[role="listitem"]') as HTMLElement;
    expect(fieldValue(hot, 'Zeitraum')).toBe('05.07.2027 – 09.07.2027');
    expect(fieldValue(hot, 'Erstwünsche')).toBe('9');
    expect(fieldValue(hot, 'Nachfrage')).toBe('1,5');
    const calm = within(monitorSection).getByRole('heading', { name: 'Robotik – Woche 2' }).closest('[role="listitem"]') as HTMLElement;
    expect(fieldValue(calm, 'Nachfrage')).toBe('0,4');
    expect(fieldValue(monitorSection, 'Familien')).toBe('12');
  });

  it('makes the secret in the browser and sends only its SHA-256 as the commitment', async () => {
    const saved = season({ commitment: 'f'.repeat(64), public_number_source: 'Erste Zahl der Lottoziehung vom 20.03.2027' });
    const api = renderDrawPage({ 'PUT /api/seasons/4/commitment': () => [200, { message: 'Die Verpflichtung wurde gespeichert.', data: saved }] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Geheimnis erzeugen' }, FIRST_RENDER));

    const shown = await screen.findByRole('status', { name: /^Ihr Geheimnis/ });
    const secret = shown.querySelector('code')!.textContent!;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await user.type(screen.getByLabelText(/^Herkunft der öffentlichen Zahl/), 'Erste Zahl der Lottoziehung vom 20.03.2027');
    await user.click(screen.getByRole('button', { name: 'Verpflichtung veröffentlichen' }));

    await waitFor(() => expect(api.sent('PUT /api/seasons/4/commitment')).toHaveLength(1));
    expect(api.sent('PUT /api/seasons/4/commitment')[0]).toEqual({
      commitment: createHash('sha256').update(secret).digest('hex'),
      public_number_source: 'Erste Zahl der Lottoziehung vom 20.03.2027',
    });
    expect(api.fetch.mock.calls.some(([, init]) => String(init?.body ?? '').includes(secret))).toBe(false);
  });

  it('runs a trial and shows its figures beside the baseline\'s', async () => {
    const runs: DrawRun[] = [];
    renderDrawPage({
      'GET /api/seasons/4/draws': () => [200, { data: runs }],
      'POST /api/seasons/4/draws': () => {
        runs.unshift(trialRun);
        return [201, { message: 'Der Probelauf ist fertig.', data: trialRun }];
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Noch kein Lauf.', undefined, FIRST_RENDER)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Probelauf' }));

    const figures = await screen.findByRole('table', { name: 'Probelauf vom 10.03.2027 10:30' });
    const row = (label: string) => within(figures).getByRole('rowheader', { name: label }).closest('tr')!;
    const cells = (label: string) => within(row(label)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells('Erstwunsch erhalten')).toEqual(['87,5\u00a0%', '62,5\u00a0%']);
    expect(cells('Haushalte ohne Platz')).toEqual(['0 von 12', '1 von 12']);
    expect(cells('Plätze aus Wunsch 3')).toEqual(['0', '1']);
    expect(cells('Geschwistergruppen zusammen')).toEqual(['3 von 3', '1 von 3']);
    expect(screen.getByRole('button', { name: /^Probelauf 10\.03\.2027 10:30 Ergebnis c0ffee000000…/, pressed: true })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Füllung und Warteliste pro Woche' }));
    const weeks = await screen.findByRole('list', { name: 'Füllung und Warteliste pro Woche' });
    const week = within(weeks).getByRole('heading', { name: 'Robotik – Woche 2' }).closest('[role="listitem"]') as HTMLElement;
    expect(fieldValue(week, 'Füllung')).toBe('60\u00a0%');
    expect(fieldValue(week, 'Füllung (Zufallsreihenfolge)')).toBe('60\u00a0%');
  });

  it('shows the server\'s refusal of the secret under its field', async () => {
    const mismatch = 'Dieses Geheimnis passt nicht zum veröffentlichten Hash.';
    const api = renderDrawPage({
      'GET /api/seasons/4': () => [200, { data: season({ phase: 'draw', commitment: 'f'.repeat(64), public_number_source: 'Erste Zahl der Lottoziehung vom 20.03.2027' }) }],
      'POST /api/seasons/4/draws/official': () => [422, { message: 'Die Angaben sind ungültig.', errors: { secret: [mismatch] } }],
    });
    const user = userEvent.setup();
    const secret = await screen.findByLabelText(/^Geheimnis/, undefined, FIRST_RENDER);
    await user.type(secret, 'not-the-committed-secret');
    await user.type(screen.getByLabelText(/^Öffentliche Zahl/), '17');
    await user.click(screen.getByRole('button', { name: 'Offiziell verlosen' }));
    expect(await screen.findByText(/„17“\? Das geht nur einmal/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ja' }));

    await waitFor(() => expect(secret.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(secret.getAttribute('aria-describedby')!)?.textContent).toBe(mismatch);
    expect(api.sent('POST /api/seasons/4/draws/official')).toEqual([{ secret: 'not-the-committed-secret', public_number: '17' }]);
  });
});
