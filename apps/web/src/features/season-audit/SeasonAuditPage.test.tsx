import type { SeasonAudit } from '@app/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { SeasonAuditPage } from './SeasonAuditPage';

const routes = [{ path: '/seasons/:seasonId/audit', element: <SeasonAuditPage /> }];

const COMMITMENT = 'a'.repeat(64);

const before: SeasonAudit = {
  season: { id: 4, year: 2027, wish_to: '2027-03-15T20:00', publish_at: '2027-03-20T18:00' },
  algorithm: 'snake-draft/1',
  commitment: COMMITMENT,
  public_number_source: 'Lotto, Ziehung vom 16.03.2027, erste Zahl aus Bari',
  published: false,
  public_number: null,
  secret: null,
  seed: null,
  input_digest: null,
  result_digest: null,
  published_at: null,
};

const after: SeasonAudit = {
  ...before,
  published: true,
  public_number: '17',
  secret: "office's secret phrase",
  seed: 'b'.repeat(64),
  input_digest: 'c'.repeat(64),
  result_digest: 'd'.repeat(64),
  published_at: '2027-03-20T17:00:00.000Z',
};

const show = (audit: SeasonAudit) => {
  stubApi({ 'GET /api/seasons/4/audit': () => [200, { data: audit }] });
  renderRoutes(routes, '/seasons/4/audit');
};

beforeEach(() => stubBrowser());

describe('season audit page', () => {
  it('shows the commitment and the number\'s source before the publication, and nothing of the run', async () => {
    show(before);
    expect(await screen.findByRole('heading', { name: 'Prüfdaten der Verlosung Sommer 2027' })).toBeTruthy();
    expect(screen.getByText(COMMITMENT)).toBeTruthy();
    expect(screen.getByText(/Vor dem Ende der Wunschphase \(15\.03\.2027 20:00\) veröffentlicht/)).toBeTruthy();
    expect(screen.getByText(before.public_number_source!)).toBeTruthy();
    expect(screen.getByText('Ergebnis und Prüfdaten ab 20.03.2027 18:00.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /herunterladen/ })).toBeNull();
    expect(screen.queryByText('So prüfen Sie die Verlosung')).toBeNull();
  });

  it('shows the secret, the seed, the digests, the files and the commands to check them once published', async () => {
    show(after);
    expect(await screen.findByText('So prüfen Sie die Verlosung')).toBeTruthy();
    expect(screen.getByText('20.03.2027 18:00')).toBeTruthy();
    expect(screen.getByText(after.secret!)).toBeTruthy();
    expect(screen.getAllByText(after.seed!)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Eingabe herunterladen' }).getAttribute('href')).toBe('/api/seasons/4/audit/input.json');
    expect(screen.getByRole('link', { name: 'Ergebnis herunterladen' }).getAttribute('href')).toBe('/api/seasons/4/audit/result.json');
    // The secret is free text: quoted for the shell, so the command can be pasted as it is.
    expect(screen.getByText(`printf '%s' 'office'\\''s secret phrase' | sha256sum`)).toBeTruthy();
    expect(screen.getByText(`printf '%s\\n%s' 'office'\\''s secret phrase' '17' | sha256sum`)).toBeTruthy();
    expect(screen.getByText('node scripts/verify-draw.mjs draw-4-input.json draw-4-result.json')).toBeTruthy();
  });
});
