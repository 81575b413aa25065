import { translate } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { SignupPage } from './SignupPage';
import { DRAWN_SIGNATURE, drawSignature, findNotification, stubBrowser } from '../../../testing/app';
import { renderApp, stubServer } from './test-setup';

const de = (key: string) => translate('de', key);

const options = (photoPrivacy: string, privacyUrl = 'https://example.org/privacy.pdf') => () => ({
  status: 200,
  body: { data: [{ key: 'photo_privacy', value: photoPrivacy }, { key: 'app_privacy', value: privacyUrl }] },
});

const parent = {
  id: 7,
  name: 'Anna Verdi',
  email: 'anna@example.org',
  lang: 'de',
  roles: ['Parent'],
  permissions: [],
  people: null,
  privacy_verification_needed: false,
};

async function fillValidForm(user: UserEvent, { photo = true, sign = true } = {}) {
  await user.type(await screen.findByLabelText(/^Vorname/), 'Anna');
  await user.type(screen.getByLabelText(/^Nachname/), 'Verdi');
  await user.type(screen.getByLabelText(/^Steuernummer/), 'vrngny07d68c351v');
  await user.type(screen.getByLabelText(/^PLZ/), '39100');
  await user.type(screen.getByLabelText(/^Ort/), 'Bozen');
  await user.type(screen.getByLabelText(/^Straße/), 'Museumstraße 1');
  await user.type(screen.getByLabelText(/^Telefon/), '+39 333 1234567');
  await user.type(screen.getByLabelText(/^E-Mail/), 'Anna@Example.org');
  await user.type(screen.getByLabelText(/^Passwort\s*\*$/), 'Kastanien-Wind-7');
  await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'Kastanien-Wind-7');
  await user.click(screen.getByRole('checkbox', { name: new RegExp(de('form.privacy.accept')) }));
  if (photo) await user.click(screen.getByRole('radio', { name: 'Ja' }));
  if (sign) drawSignature(screen.getByRole('img', { name: de('form.privacy.signature') }));
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: de('signup.submit') }));

/** The text under a field: MUI links it to the input as its helper text. */
function helperOf(input: HTMLElement): string {
  return document.getElementById(`${input.id}-helper-text`)?.textContent ?? '';
}

beforeEach(async () => {
  await changeLanguage('de');
  stubBrowser();
});
// Filling the whole form key by key takes a few seconds on a busy machine.
describe('SignupPage', { timeout: 20_000 }, () => {
  it('shows every section with labelled fields, the privacy link and the photo question', async () => {
    stubServer({ '/api/options': options('1') });
    renderApp(<SignupPage />);
    for (const section of ['general', 'address', 'contact', 'login', 'privacy']) {
      expect(await screen.findByRole('heading', { name: de(`signup.sections.${section}`) })).toBeTruthy();
    }
    expect(screen.getByLabelText(/^Straße/).getAttribute('autocomplete')).toBe('street-address');
    expect(screen.getByLabelText(/^Passwort wiederholen/).getAttribute('autocomplete')).toBe('new-password');
    const link = screen.getByRole('link', { name: /Datenschutzerklärung/ });
    expect(link.getAttribute('href')).toBe('https://example.org/privacy.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('radiogroup', { name: de('form.privacy.photo_question') })).toBeTruthy();
    expect(screen.getByRole('link', { name: de('signup.to_login') }).getAttribute('href')).toBe('/login');
  });

  it('refuses to send without signature and privacy acceptance, with the catalogue messages', async () => {
    const calls = stubServer({ '/api/options': options('1') });
    const user = userEvent.setup({ delay: null });
    renderApp(<SignupPage />);
    await screen.findByRole('heading', { name: de('signup.sections.privacy') });
    await submit(user);

    expect(await screen.findByText(de('validation.signature_missing'))).toBeTruthy();
    expect(screen.getByText(de('validation.privacy_required'))).toBeTruthy();
    expect(screen.getByText(de('validation.photo_consent'))).toBeTruthy();
    expect(helperOf(screen.getByLabelText(/^Steuernummer/))).toBe(de('validation.tax_code_invalid'));
    expect(helperOf(screen.getByLabelText(/^Vorname/))).toBe(de('validation.required'));
    const alert = await findNotification();
    expect(alert.textContent).toContain('Fehler');
    expect(alert.textContent).toContain(de('validation.signature_missing'));
    expect(calls.some((call) => call.path === '/api/register')).toBe(false);
  });

  it('asks for the tax code again when no birth date can be read from it, and for matching passwords', async () => {
    stubServer({ '/api/options': options('1') });
    const user = userEvent.setup({ delay: null });
    renderApp(<SignupPage />);
    await fillValidForm(user);
    await user.type(screen.getByLabelText(/^Steuernummer/), '{Backspace}X');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), '!');
    await submit(user);

    const tax = screen.getByLabelText(/^Steuernummer/);
    await waitFor(() => expect(helperOf(tax)).toBe(de('validation.tax_code_invalid')));
    expect(tax.getAttribute('aria-invalid')).toBe('true');
    expect(helperOf(screen.getByLabelText(/^Passwort wiederholen/))).toBe(de('validation.password_mismatch'));
    expect((await findNotification()).textContent).toContain(de('validation.tax_code_invalid'));
  });

  it("says before sending that the password holds the typed name or address", async () => {
    const calls = stubServer({ '/api/options': options('1') });
    const user = userEvent.setup({ delay: null });
    renderApp(<SignupPage />);
    await fillValidForm(user);
    const password = screen.getByLabelText(/^Passwort\s*\*$/);
    for (const typed of ['Verdi-forever-7', 'Wind-aus-BOZEN-1']) {
      await user.clear(password);
      await user.type(password, typed);
      await user.clear(screen.getByLabelText(/^Passwort wiederholen/));
      await user.type(screen.getByLabelText(/^Passwort wiederholen/), typed);
      await submit(user);
      await waitFor(() => expect(helperOf(password), typed).toBe(de('validation.password_personal')));
    }
    expect(calls.some((call) => call.path === '/api/register')).toBe(false);
  });

  it('puts the server messages under their fields and scrolls to the first', async () => {
    const calls = stubServer({
      '/api/options': options('1'),
      '/api/register': () => ({
        status: 422,
        body: { message: 'Ungültige Daten', errors: { email: ['Diese E-Mail-Adresse ist bereits registriert.', 'zweite'] } },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(<SignupPage />);
    await fillValidForm(user);
    await submit(user);

    const email = screen.getByLabelText(/^E-Mail/);
    await waitFor(() => expect(helperOf(email)).toBe('Diese E-Mail-Adresse ist bereits registriert.'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    await waitFor(() => expect(scroll.mock.contexts).toContain(email));
    expect(screen.queryByText('family page')).toBeNull();

    const request = calls.find((call) => call.path === '/api/register')!;
    expect(request.init.headers).toMatchObject({ 'api-lang': 'de' });
    expect(JSON.parse(String(request.init.body))).toMatchObject({
      tax: 'VRNGNY07D68C351V',
      email: 'anna@example.org',
      privacy_agb: true,
      privacy_photo: 'yes',
      signature: DRAWN_SIGNATURE,
    });
  });

  it('signs the new parent in and opens the family page with a welcome', async () => {
    const calls = stubServer({
      '/api/options': options('1'),
      '/api/register': () => ({ status: 201, body: { success: true, message: 'ok', data: parent } }),
      '/api/login': () => ({ status: 200, body: { token: 'new-token', token_type: 'Bearer', expires_at: '2030-01-01' } }),
      '/api/userdata': () => ({ status: 200, body: { data: parent } }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(<SignupPage />);
    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByText('family page')).toBeTruthy();
    expect(screen.getByText(de('signup.success'))).toBeTruthy();
    const login = calls.find((call) => call.path === '/api/login')!;
    expect(JSON.parse(String(login.init.body))).toMatchObject({ email: 'anna@example.org', password: 'Kastanien-Wind-7' });
  });

  it('takes the full name typed instead of a drawn signature, for who cannot draw', async () => {
    const calls = stubServer({
      '/api/options': options('1'),
      '/api/register': () => ({ status: 201, body: { success: true, message: 'ok', data: parent } }),
      '/api/login': () => ({ status: 200, body: { token: 'new-token', token_type: 'Bearer', expires_at: '2030-01-01' } }),
      '/api/userdata': () => ({ status: 200, body: { data: parent } }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(<SignupPage />);
    await fillValidForm(user, { sign: false });
    const ways = screen.getByRole('group', { name: de('form.privacy.signature_way') });
    await user.click(within(ways).getByRole('radio', { name: de('form.privacy.signature_type') }));
    expect(screen.queryByRole('img', { name: de('form.privacy.signature') })).toBeNull();

    // Nothing typed yet: "signature missing" stands under the name field, which is the one to correct.
    await submit(user);
    const typed = screen.getByLabelText(new RegExp(`^${de('form.privacy.typed_signature')}`));
    await waitFor(() => expect(helperOf(typed)).toBe(de('validation.signature_missing')));
    expect(typed.getAttribute('aria-invalid')).toBe('true');
    expect(typed.getAttribute('autocomplete')).toBe('name');

    // Only the first name is not a signature.
    await user.type(typed, 'Anna');
    await submit(user);
    await waitFor(() => expect(helperOf(typed)).toBe(de('validation.signature_name')));

    await user.type(typed, ' Verdi');
    await submit(user);
    expect(await screen.findByText('family page')).toBeTruthy();
    const body = JSON.parse(String(calls.find((call) => call.path === '/api/register')!.init.body));
    expect(body).toMatchObject({ typed_signature: 'Anna Verdi', signature: '' });
  });

  it('sends the parent to the login with the messages when the automatic sign-in fails', async () => {
    stubServer({
      '/api/options': options('1'),
      '/api/register': () => ({ status: 201, body: { success: true, message: 'ok', data: parent } }),
      '/api/login': () => ({ status: 422, body: { message: 'x', errors: { email: ['erste'], password: ['zweite'] } } }),
    });
    const user = userEvent.setup({ delay: null });
    const router = renderApp(<SignupPage />);
    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Fmy-family');
    expect((await findNotification()).textContent).toContain('erste, zweite');
  });

  it('leaves out the photo question and the link when the organisation does not use them, in Italian', async () => {
    await changeLanguage('it');
    const calls = stubServer({ '/api/options': options('0', ''), '/api/register': () => ({ status: 500, body: { message: 'boom' } }) });
    const user = userEvent.setup({ delay: null });
    renderApp(<SignupPage />);
    const privacy = await screen.findByRole('heading', { name: 'Privacy' });
    const section = privacy.closest('section')!;
    expect(within(section).queryByRole('radiogroup', { name: translate('it', 'form.privacy.photo_question') })).toBeNull();
    expect(within(section).queryByRole('link', { name: /informativa/ })).toBeNull();

    await user.type(screen.getByLabelText(/^Nome/), 'Anna');
    await user.type(screen.getByLabelText(/^Cognome/), 'Verdi');
    await user.type(screen.getByLabelText(/^Codice fiscale/), 'VRNGNY07D68C351V');
    expect((screen.getByLabelText(/^Sesso/) as HTMLInputElement).value).toBe('femminile');
    await user.type(screen.getByLabelText(/^CAP/), '39100');
    await user.type(screen.getByLabelText(/^Località/), 'Bolzano');
    await user.type(screen.getByLabelText(/^Via/), 'Via Museo 1');
    await user.type(screen.getByLabelText(/^Telefono/), '0471 123456');
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.org');
    await user.type(screen.getByLabelText(/^Password\s*\*$/), 'segreta-123');
    await user.type(screen.getByLabelText(/^Ripetere/), 'segreta-123');
    await user.click(screen.getByRole('checkbox'));
    drawSignature(screen.getByRole('img', { name: translate('it', 'form.privacy.signature') }));
    await user.click(screen.getByRole('button', { name: translate('it', 'signup.submit') }));

    await waitFor(() => expect(calls.some((call) => call.path === '/api/register')).toBe(true));
    const body = JSON.parse(String(calls.find((call) => call.path === '/api/register')!.init.body));
    expect(body).not.toHaveProperty('privacy_photo');
    expect(body.signature).toBe(DRAWN_SIGNATURE);
  });
});
