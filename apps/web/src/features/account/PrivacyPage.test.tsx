import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/guards';
import { changeLanguage } from '../../lib/i18n';
import { storeToken } from '../../lib/token';
import { PrivacyPage } from './PrivacyPage';
import { RequirePrivacy } from './RequirePrivacy';
import { currentUrl, DRAWN_SIGNATURE, drawSignature, parentUser, renderRoutes, stubApi, stubBrowser } from '../../testing/app';

const SIGNATURE_MISSING = 'Unterschrift fehlt! Bitte im Bereich Datenschutz im schwarzen Feld unterschreiben oder Ihren vollen Namen eintippen.';

const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/privacy', element: <PrivacyPage /> },
  {
    element: <RequireAuth />,
    children: [{ element: <RequirePrivacy />, children: [{ path: '/my-family', element: <p>family page</p> }] }],
  },
];

const needsCheck = parentUser({ privacy_verification_needed: true });
const checked = parentUser({ privacy_verification_needed: false, people: { ...needsCheck.people!, privacy_photo: 'yes' } });

beforeEach(() => {
  stubBrowser();
  storeToken('parent-token');
});
const signature = () => screen.getByRole('img', { name: /(unterschreiben|Firmate)/ });

async function closeDialog(label: string) {
  await userEvent.click(screen.getByRole('button', { name: label }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('privacy page', () => {
  it('refuses to send without a drawn signature, with an error titled Fehler', async () => {
    const api = stubApi({ 'GET /api/userdata': () => [200, { data: needsCheck }] });
    renderRoutes(routes, '/privacy?redirect=%2Fmy-family', { photo_privacy: '1' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /akzeptiere sie/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Ja' }));
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Fehler' })).toBeTruthy();
    expect(within(dialog).getByText(SIGNATURE_MISSING)).toBeTruthy();
    await closeDialog('Schließen');
    expect(signature().getAttribute('data-invalid')).toBe('true');
    expect(api.sent('POST /api/update-user-privacy')).toEqual([]);
  });

  it('asks for the agreement before sending, with the photo answer given before already chosen', async () => {
    const api = stubApi({ 'GET /api/userdata': () => [200, { data: needsCheck }] });
    renderRoutes(routes, '/privacy', { photo_privacy: '1' });
    drawSignature(await screen.findByRole('img', { name: /unterschreiben/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));

    expect(await screen.findByText('Bitte die Datenschutzbestimmungen akzeptieren.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Nein' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent('POST /api/update-user-privacy')).toEqual([]);
  });

  it('sends the consent, refreshes the user data and returns to the page that asked for it', async () => {
    let user = needsCheck;
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: user }],
      'POST /api/update-user-privacy': () => {
        user = checked;
        return [200, { success: true, message: 'Gespeichert.', data: checked }];
      },
    });
    const { router } = renderRoutes(routes, '/my-family?childEditId=4', { photo_privacy: '1', app_privacy: 'https://example.org/privacy.pdf' });

    // The family page needs the consent first.
    await waitFor(() => expect(currentUrl(router)).toBe(`/privacy?redirect=${encodeURIComponent('/my-family?childEditId=4')}`));
    const link = await screen.findByRole('link', { name: /^Datenschutzerklärung/ });
    expect(link.getAttribute('href')).toBe('https://example.org/privacy.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    await userEvent.click(screen.getByRole('checkbox', { name: /akzeptiere sie/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Ja' }));
    drawSignature(signature());
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));

    expect(await screen.findByText('family page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/my-family?childEditId=4');
    expect(api.sent('POST /api/update-user-privacy')).toEqual([{ privacy_agb: true, privacy_photo: 'yes', signature: DRAWN_SIGNATURE }]);
  });

  it('does not ask the photo question when the organisation does not, and speaks Italian', async () => {
    await changeLanguage('it');
    const api = stubApi({
      'GET /api/userdata': () => [200, { data: needsCheck }],
      'POST /api/update-user-privacy': () => [200, { success: true, message: 'Salvato.', data: checked }],
    });
    renderRoutes(routes, '/privacy?redirect=%2Fmy-family', { photo_privacy: '0' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /la accetto/ }));
    expect(screen.queryByRole('radiogroup', { name: /foto/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(within(await screen.findByRole('dialog')).getByRole('heading', { name: 'Errore' })).toBeTruthy();

    await closeDialog('Chiudi');
    drawSignature(signature());
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(api.sent('POST /api/update-user-privacy')).toEqual([{ privacy_agb: true, signature: DRAWN_SIGNATURE }]));
  });

  it('signs with the full name typed instead, and shows the server\'s refusal of another name under it', async () => {
    let answer: [number, unknown] = [422, { message: 'x', errors: { typed_signature: ['Bitte tippen Sie Ihren vollen Namen ein, Vor- und Nachname wie oben angegeben.'] } }];
    let user = needsCheck;
    const api = stubApi({ 'GET /api/userdata': () => [200, { data: user }], 'POST /api/update-user-privacy': () => answer });
    renderRoutes(routes, '/privacy?redirect=%2Fmy-family', { photo_privacy: '0' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /akzeptiere sie/ }));
    drawSignature(signature());
    // Changing the way empties the drawing: only the typed name is sent.
    await userEvent.click(screen.getByRole('radio', { name: 'Namen eintippen (etwa mit der Tastatur)' }));
    const typed = screen.getByRole('textbox', { name: /^Ihr vollständiger Name als Unterschrift/ });
    await userEvent.type(typed, 'Mario Bianchi');
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Bitte tippen Sie Ihren vollen Namen ein, Vor- und Nachname wie oben angegeben.')).toBeTruthy();

    answer = [200, { success: true, message: 'Gespeichert.', data: checked }];
    user = checked;
    await userEvent.clear(typed);
    await userEvent.type(typed, 'Maria Rossi');
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('family page')).toBeTruthy();
    expect(api.sent('POST /api/update-user-privacy')).toEqual([
      { privacy_agb: true, typed_signature: 'Mario Bianchi' },
      { privacy_agb: true, typed_signature: 'Maria Rossi' },
    ]);
  });

  it('returns the parent to where they were when the save fails for another reason', async () => {
    stubApi({
      'GET /api/userdata': () => [200, { data: needsCheck }],
      'POST /api/update-user-privacy': () => [500, { message: 'Fehler - bitte später erneut versuchen' }],
    });
    const { router } = renderRoutes([...routes, { path: '/course/5', element: <p>course page</p> }], '/privacy?redirect=%2Fcourse%2F5', { photo_privacy: '0' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /akzeptiere sie/ }));
    drawSignature(signature());
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('course page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/course/5');
  });

  it('sends visitors and parents whose consent is current to the start page', async () => {
    storeToken(null);
    stubApi({});
    const visitor = renderRoutes(routes, '/privacy');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(currentUrl(visitor.router)).toBe('/');
    cleanup();

    storeToken('parent-token');
    stubApi({ 'GET /api/userdata': () => [200, { data: checked }] });
    const parent = renderRoutes(routes, '/privacy');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(currentUrl(parent.router)).toBe('/');
  });

  it('lets a parent whose consent is current open the family page', async () => {
    stubApi({ 'GET /api/userdata': () => [200, { data: checked }] });
    const { router } = renderRoutes(routes, '/my-family');
    expect(await screen.findByText('family page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/my-family');
  });
});
