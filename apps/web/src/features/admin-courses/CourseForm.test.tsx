import { COURSE_EMAIL_PLACEHOLDERS } from '@app/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { storeToken } from '../../lib/token';
import { currentUrl, renderRoutes, stubApi, stubBrowser } from '../../testing/app';
import { course, courseRoutes, lookupStubs, staffUser } from './testing';

/** The first screen of a test waits for the session, the record and MUI's first render in the test DOM. */
const FIRST_RENDER = { timeout: 5000 };

beforeEach(() => {
  stubBrowser();
  storeToken('token');
});
const REQUIRED = 'Dieses Feld ist erforderlich.';

// Typing into MUI fields in the test DOM is slow.
describe('course form', { timeout: 20_000 }, () => {
  it('asks for the names of a custom field only while its switch is on', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: staffUser() }],
      'GET /api/course/5': () => [200, { data: course() }],
      'PUT /api/course/5': (body) => [200, { success: true, message: 'Gespeichert.', data: course(body as object) }],
      ...lookupStubs,
    });
    renderRoutes(courseRoutes, '/be/course/5');
    await userEvent.click(await screen.findByRole('tab', { name: 'Optionen' }, FIRST_RENDER));
    expect(screen.queryByLabelText(/^Zusatzfeld 1 \(deutsch\)/)).toBeNull();

    await userEvent.click(screen.getByRole('switch', { name: 'Zusatzfeld 1' }));
    const german = screen.getByLabelText(/^Zusatzfeld 1 \(deutsch\)/);
    expect(screen.getByLabelText(/^Zusatzfeld 1 \(italienisch\)/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(2);
    expect(german.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('PUT /api/course/5')).toEqual([]);

    await userEvent.type(german, 'Größe');
    await userEvent.type(screen.getByLabelText(/^Zusatzfeld 1 \(italienisch\)/), 'Taglia');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.sent('PUT /api/course/5')).toHaveLength(1));
    const [sent] = api.sent('PUT /api/course/5') as Record<string, unknown>[];
    expect(sent).toMatchObject({ custom_field: true, custom_field_de: 'Größe', custom_field_it: 'Taglia', image_id: null, program_id: null });
    // Active is switched in the list only; the form's own fields stay in the form.
    for (const formOnly of ['active', 'custom_labels', 'image', 'program']) expect(sent).not.toHaveProperty(formOnly);

    await userEvent.click(screen.getByRole('switch', { name: 'Zusatzfeld 1' }));
    expect(screen.queryByLabelText(/^Zusatzfeld 1 \(deutsch\)/)).toBeNull();
  });

  it('puts a message of the server under its field and opens the tab that shows it', async () => {
    const message = 'Bitte die IBAN prüfen, sie scheint ungültig zu sein.';
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: staffUser() }],
      'GET /api/course/5': () => [200, { data: course() }],
      'PUT /api/course/5': () => [422, { message: 'Die Angaben sind ungültig.', errors: { bank_iban: [message] } }],
      ...lookupStubs,
    });
    renderRoutes(courseRoutes, '/be/course/5');
    expect(((await screen.findByLabelText(/^Name \(deutsch\)/, {}, FIRST_RENDER)) as HTMLInputElement).value).toBe('Sommerwoche');

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.sent('PUT /api/course/5')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: /^Zahlung/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Zahlung enthält Fehler' })).toBeTruthy();
    expect(screen.getByLabelText(/^IBAN/).getAttribute('aria-invalid')).toBe('true');
  });

  it('explains every placeholder of the e-mail texts in words, in German and Italian', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: staffUser() }],
      'GET /api/course/5': () => [200, { data: course() }],
      ...lookupStubs,
    });
    renderRoutes(courseRoutes, '/be/course/5');
    await userEvent.click(await screen.findByRole('tab', { name: 'E-Mails' }, FIRST_RENDER));
    const labelOf = (name: string) => screen.getByText(`{${name}}`).nextElementSibling?.textContent;
    expect(labelOf('payment_reference')).toBe('Zahlungsreferenz der Buchung (SPW-…), für alle Anmeldungen einer Buchung dieselbe');
    for (const name of COURSE_EMAIL_PLACEHOLDERS) expect(labelOf(name), name).not.toMatch(/^courseForm\./);

    await act(() => changeLanguage('it'));
    expect(labelOf('payment_reference')).toBe('Riferimento della prenotazione (SPW-…), lo stesso per tutte le iscrizioni di una prenotazione');
    for (const name of COURSE_EMAIL_PLACEHOLDERS) expect(labelOf(name), name).not.toMatch(/^courseForm\./);
    await act(() => changeLanguage('de'));
  });

  it('reads the price typed in Italian with a decimal comma and thousands dots', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: staffUser() }],
      'GET /api/course/5': () => [200, { data: course() }],
      'PUT /api/course/5': (body) => [200, { success: true, message: 'Salvato.', data: course(body as object) }],
      ...lookupStubs,
    });
    await act(() => changeLanguage('it'));
    try {
      renderRoutes(courseRoutes, '/be/course/5');
      await userEvent.click(await screen.findByRole('tab', { name: /^Iscrizione/ }, FIRST_RENDER));
      const price = screen.getByLabelText(/^Prezzo/) as HTMLInputElement;
      expect(price.value).toBe('120,00');
      await userEvent.clear(price);
      await userEvent.type(price, '1.234,50');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      await waitFor(() => expect(api.sent('PUT /api/course/5')).toHaveLength(1));
      expect(api.sent('PUT /api/course/5')[0]).toMatchObject({ price: 1234.5 });
    } finally {
      await act(() => changeLanguage('de'));
    }
  });

  it('clears the own day-type labels when their switch is turned off', async () => {
    const labelled = course({ label_half_day_de: 'Vormittag', label_half_day_it: 'Mattina', label_full_day_de: 'Ganzer Tag', label_full_day_it: 'Giorno intero' });
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: staffUser() }],
      'GET /api/course/5': () => [200, { data: labelled }],
      'PUT /api/course/5': () => [200, { success: true, message: 'Gespeichert.', data: labelled }],
      ...lookupStubs,
    });
    renderRoutes(courseRoutes, '/be/course/5');
    await userEvent.click(await screen.findByRole('tab', { name: 'Optionen' }, FIRST_RENDER));
    const own = screen.getByRole('switch', { name: 'Eigene Bezeichnungen für Halbtags und Ganztags' });
    expect((own as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Bezeichnung halbtags \(deutsch\)/) as HTMLInputElement).value).toBe('Vormittag');

    await userEvent.click(own);
    expect(screen.queryByLabelText(/^Bezeichnung halbtags \(deutsch\)/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.sent('PUT /api/course/5')).toHaveLength(1));
    expect(api.sent('PUT /api/course/5')[0]).toMatchObject({ label_half_day_de: null, label_half_day_it: null, label_full_day_de: null, label_full_day_it: null });
  });

  it('goes back to the list after creating a course and hints that weeks come after saving', async () => {
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: staffUser() }],
      'POST /api/course': (body) => [201, { success: true, message: 'Gespeichert.', data: course(body as object) }],
      'GET /api/course': () => [200, { data: [], meta: { total: 0 } }],
      ...lookupStubs,
    });
    const { router } = renderRoutes(courseRoutes, '/be/course/create');
    await userEvent.click(await screen.findByRole('tab', { name: 'Wochen' }, FIRST_RENDER));
    expect(screen.getByText('Wochen können nach dem ersten Speichern des Kurses angelegt werden.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('tab', { name: /^Allgemein/ }).getAttribute('aria-selected')).toBe('true');
    await userEvent.type(screen.getByLabelText(/^Name \(deutsch\)/), 'Herbstwoche');
    await userEvent.type(screen.getByLabelText(/^Name \(italienisch\)/), 'Settimana autunnale');
    await userEvent.click(screen.getByRole('tab', { name: /^Anmeldung/ }));
    await userEvent.type(screen.getByLabelText(/^Maximale Teilnehmerzahl/), '15');
    await userEvent.click(screen.getByRole('tab', { name: /^Zahlung/ }));
    await userEvent.type(screen.getByLabelText(/^Bank/), 'Sparkasse');
    await userEvent.type(screen.getByLabelText(/^IBAN/), 'it60 x054 2811 1010 0000 0123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/be/course'));
    expect(api.sent('POST /api/course')[0]).toMatchObject({
      name: 'Herbstwoche',
      name_it: 'Settimana autunnale',
      max_participants: 15,
      bank_iban: 'IT60X0542811101000000123456',
      year: new Date().getFullYear(),
    });
    expect(api.sent('POST /api/course')[0]).not.toHaveProperty('active');
  });
});
