import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderRoutes, stubBrowser } from '../../testing/app';
import { PrivacyNoticePage } from './PrivacyNoticePage';

const routes = [{ path: '/privacy-notice', element: <PrivacyNoticePage /> }];

beforeEach(() => {
  stubBrowser();
});

describe('privacy notice', () => {
  it('names the organisation\'s document and states the retention periods of the options', async () => {
    await changeLanguage('de');
    renderRoutes(routes, '/privacy-notice', {
      app_name: 'Jugenddienst',
      app_privacy: '/api/files/0b5a1c3e-7d2f-4e8a-9c1b-2d3e4f5a6b7c/datenschutz.pdf',
      health_retention_months: '6',
      account_retention_years: '1',
    });
    const document = await screen.findByRole('link', { name: 'Datenschutzerklärung (PDF)' });
    expect(document.getAttribute('href')).toBe('/api/files/0b5a1c3e-7d2f-4e8a-9c1b-2d3e4f5a6b7c/datenschutz.pdf');
    const retention = screen.getByRole('region', { name: 'Datenaufbewahrung' });
    expect(within(retention).getByText(/^Bis 6 Monate nach der letzten Woche der Saison/)).toBeTruthy();
    expect(within(retention).getByText(/Nach 1 Jahr ohne Anmeldung eines Kindes und ohne Login erhalten Sie eine E-Mail; loggen Sie sich nicht innerhalb von 30 Tagen ein/)).toBeTruthy();
    expect(within(retention).getByText(/^10 Jahre\. Wird das Konto gelöscht, bleiben bezahlte Anmeldungen mit Betrag und Datum/)).toBeTruthy();
    expect(within(retention).getByText(/^Unbefristet; es wird nicht verändert und nicht gelöscht/)).toBeTruthy();
  });

  it('speaks Italian, with the defaults, and says where to ask while no document is published', async () => {
    await changeLanguage('it');
    try {
      renderRoutes(routes, '/privacy-notice', { app_name: 'Servizio giovani', app_privacy: '' });
      expect((await screen.findByRole('link', { name: 'note legali' })).getAttribute('href')).toBe('/imprint');
      const retention = screen.getByRole('region', { name: 'Conservazione dei dati' });
      expect(within(retention).getByText(/^Fino a 3 mesi dopo l'ultima settimana della stagione/)).toBeTruthy();
      expect(within(retention).getByText(/Dopo 3 anni senza iscrizioni e senza accessi ricevete un'e-mail/)).toBeTruthy();
      expect(within(retention).getByText(/art\. 2220 c\.c\./)).toBeTruthy();
    } finally {
      await changeLanguage('de');
    }
  });
});
