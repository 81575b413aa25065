import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { options, people, sessions, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import {
  bearer,
  createStaffUser,
  makeTaxCode,
  registrationPayload,
  signIn,
  signUpParent,
} from '../../../test/support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ tokenGraceMs: 0 });
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('POST /api/register', () => {
  it('creates the account with role Parent and its person, birth and gender read from the tax code', async () => {
    const payload = registrationPayload({ tax: makeTaxCode({ birth: '1986-07-23', gender: 'f' }) });
    const response = await post('/api/register', payload, { 'api-lang': 'it' });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Il vostro account è stato creato.');
    expect(body.data.roles).toEqual(['Parent']);
    expect(body.data.permissions).toEqual(['user.updateOwn']);
    expect(body.data.people).toMatchObject({
      first_name: 'Maria',
      tax: payload.tax,
      birth: '1986-07-23',
      gender: 'f',
      language: 'it',
      privacy_agb: true,
      privacy_photo: 'yes',
    });
    expect(body.data.privacy_verification_needed).toBe(false);

    const [person] = await ctx.db.select().from(people).where(eq(people.tax, payload.tax));
    expect(person?.signature_file_id).toBeTruthy();
    expect(person?.privacy_agb_at).toBeInstanceOf(Date);
  });

  it('accepts the full name typed instead of a drawn signature and keeps it as the signature', async () => {
    const payload = registrationPayload({ signature: undefined, typed_signature: '  maria   ROSSI ' });
    const response = await post('/api/register', payload);
    expect(response.statusCode, response.body).toBe(201);

    const [person] = await ctx.db.select().from(people).where(eq(people.tax, payload.tax));
    expect(person).toMatchObject({ typed_signature: 'maria   ROSSI', signature_file_id: null });
    expect(person?.privacy_agb_at).toBeInstanceOf(Date);
  });

  it('is also reachable at /auth/register and stores a refused photo consent as no', async () => {
    const response = await post('/auth/register', registrationPayload({ privacy_photo: 'no' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.people.privacy_photo).toBe('no');
  });

  it.each([
    ['missing privacy acceptance', { privacy_agb: false }, 'privacy_agb', 'Bitte die Datenschutzbestimmungen akzeptieren.'],
    ['missing signature', { signature: '' }, 'signature', 'Unterschrift fehlt! Bitte im Bereich Datenschutz im schwarzen Feld unterschreiben oder Ihren vollen Namen eintippen.'],
    ['a signature that is not an image', { signature: `data:image/png;base64,${Buffer.from('<html>').toString('base64')}` }, 'signature', 'Unterschrift fehlt! Bitte im Bereich Datenschutz im schwarzen Feld unterschreiben oder Ihren vollen Namen eintippen.'],
    ['a drawn and a typed signature together', { typed_signature: 'Maria Rossi' }, 'typed_signature', 'Bitte entweder im Feld unterschreiben oder den Namen eintippen, nicht beides.'],
    ['a typed signature that is not the parent\'s full name', { signature: '', typed_signature: 'Rossi' }, 'typed_signature', 'Bitte tippen Sie Ihren vollen Namen ein, Vor- und Nachname wie oben angegeben.'],
    ['an invalid tax code', { tax: 'RSSMRA86L63A952X' }, 'tax', 'Bitte die eingegebene Steuernummer prüfen, sie scheint ungültig zu sein.'],
    ['a tax code of the wrong length', { tax: 'RSSMRA86L63' }, 'tax', 'Die Steuernummer muss genau 16 Zeichen haben.'],
    ['passwords not matching', { password_confirmation: 'another-password' }, 'password_confirmation', 'Die Passwörter stimmen nicht überein.'],
    ['a short password', { password: 'short', password_confirmation: 'short' }, 'password', 'Das Passwort muss mindestens 8 Zeichen haben.'],
    ['a password among the first guesses', { password: '11111111', password_confirmation: '11111111' }, 'password', 'Dieses Passwort ist zu leicht zu erraten (wie „12345678“ oder „passwort1“). Bitte ein anderes wählen.'],
    ['a common word with a year', { password: 'Sommer2026!', password_confirmation: 'Sommer2026!' }, 'password', 'Dieses Passwort ist zu leicht zu erraten (wie „12345678“ oder „passwort1“). Bitte ein anderes wählen.'],
    ["a password holding the parent's typed name", { password: 'ROSSI-forever-7', password_confirmation: 'ROSSI-forever-7' }, 'password', 'Dieses Passwort enthält Ihren Namen oder einen Teil Ihrer E-Mail- oder Wohnadresse und ist so leicht zu erraten. Bitte ein anderes wählen.'],
    ["a password holding the parent's typed place", { password: 'mein-bozen-1990', password_confirmation: 'mein-bozen-1990' }, 'password', 'Dieses Passwort enthält Ihren Namen oder einen Teil Ihrer E-Mail- oder Wohnadresse und ist so leicht zu erraten. Bitte ein anderes wählen.'],
    ['a missing first name', { first_name: '  ' }, 'first_name', 'Dieses Feld ist erforderlich.'],
    ['an invalid e-mail', { email: 'not-an-address' }, 'email', 'Bitte eine gültige E-Mail-Adresse eingeben.'],
  ])('refuses %s with 422 and the message on the field', async (_case, override, field, message) => {
    const before = await ctx.db.select().from(users);
    const response = await post('/api/register', registrationPayload(override));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors[field]).toEqual([message]);
    expect(typeof body.message).toBe('string');
    expect(await ctx.db.select().from(users)).toHaveLength(before.length);
  });

  it('answers in Italian when api-lang is it', async () => {
    const response = await post('/api/register', registrationPayload({ privacy_agb: false }), { 'api-lang': 'it' });
    expect(response.json().errors.privacy_agb).toEqual(['Accettare le norme sulla privacy.']);
  });

  it('refuses an e-mail that is taken, whatever its case, and stores nothing', async () => {
    const first = registrationPayload();
    expect((await post('/api/register', first)).statusCode).toBe(201);
    const peopleBefore = await ctx.db.select().from(people);

    const again = await post('/api/register', registrationPayload({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['Diese E-Mail-Adresse ist bereits registriert.']);
    expect(await ctx.db.select().from(people)).toHaveLength(peopleBefore.length);
  });

  it('refuses a tax code that another parent has', async () => {
    const first = registrationPayload();
    expect((await post('/api/register', first)).statusCode).toBe(201);
    const again = await post('/api/register', registrationPayload({ tax: first.tax.toLowerCase() }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.tax).toEqual(['Diese Steuernummer ist bereits gespeichert.']);
  });

  it('requires the photo answer only when the option photo_privacy is 1', async () => {
    const withoutAnswer = registrationPayload({ privacy_photo: undefined });
    const refused = await post('/api/register', withoutAnswer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.privacy_photo).toEqual(['Bitte Ja oder Nein wählen.']);

    await ctx.db.update(options).set({ value: '0' }).where(eq(options.key, 'photo_privacy'));
    try {
      expect((await post('/api/register', withoutAnswer)).statusCode).toBe(201);
    } finally {
      await ctx.db.update(options).set({ value: '1' }).where(eq(options.key, 'photo_privacy'));
    }
  });
});

describe('sign-in, user data, refresh and logout', () => {
  it('signs in and returns the user with roles, permissions and the linked person', async () => {
    const { token, payload } = await signUpParent(ctx.app);
    const response = await get('/api/userdata', bearer(token));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.email).toBe(payload.email);
    expect(data.name).toBe('Maria Rossi');
    expect(data.people.email).toBe(payload.email);
    expect(data).not.toHaveProperty('password_hash');
    expect(data).not.toHaveProperty('password_hash');
  });

  it('accepts the e-mail in any case and stores only a hash of the token', async () => {
    const { payload } = await signUpParent(ctx.app);
    const response = await post('/api/login', { email: payload.email.toUpperCase(), password: payload.password });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await ctx.db.select().from(sessions);
    expect(stored.some((s) => s.token_hash === token)).toBe(false);
  });

  it('refuses a wrong password with 422 and the specification text, in both languages', async () => {
    const { payload } = await signUpParent(ctx.app);
    const de = await post('/api/login', { email: payload.email, password: 'wrong-password' });
    expect(de.statusCode).toBe(422);
    expect(de.json()).toEqual({
      message: 'Login-Daten ungültig - Email und Password prüfen',
      errors: { email: ['Login-Daten ungültig - Email und Password prüfen'] },
    });
    const it = await post('/api/login', { email: payload.email, password: 'wrong-password' }, { 'api-lang': 'it' });
    expect(it.json().message).toBe('Dati di accesso non validi - controllare e-mail e password');
  });

  it('gives an unknown address the same answer as a wrong password', async () => {
    const response = await post('/api/login', { email: 'nobody@example.org', password: 'whatever-password' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Login-Daten ungültig - Email und Password prüfen');
  });

  it('answers 401 without a token, with an unknown token and with a token in the query', async () => {
    expect((await get('/api/userdata')).statusCode).toBe(401);
    expect((await get('/api/userdata', bearer('made-up-token'))).statusCode).toBe(401);
    const { token } = await signUpParent(ctx.app);
    const viaQuery = await get(`/api/userdata?token=${token}`);
    expect(viaQuery.statusCode).toBe(401);
    expect(viaQuery.json().message).toBe('Bitte loggen Sie sich ein.');
  });

  it('rotates the token on refresh', async () => {
    const { token } = await signUpParent(ctx.app);
    const refreshed = await get('/api/refresh', bearer(token));
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().token;
    expect(next).not.toBe(token);
    expect((await get('/api/userdata', bearer(next))).statusCode).toBe(200);
    // The test app gives the old token no grace period.
    expect((await get('/api/userdata', bearer(token))).statusCode).toBe(401);
  });

  it('invalidates the token on logout', async () => {
    const { token } = await signUpParent(ctx.app);
    expect((await get('/api/logout', bearer(token))).statusCode).toBe(200);
    expect((await get('/api/userdata', bearer(token))).statusCode).toBe(401);
  });

  it('answers 429 after repeated failed sign-ins for one address from one client, even with the right password', async () => {
    const { payload } = await signUpParent(ctx.app);
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/login', { email: payload.email, password: `wrong-${i}-password` })).statusCode).toBe(422);
    }
    const blocked = await post('/api/login', { email: payload.email, password: payload.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Zu viele Versuche/);
  });
});

describe('permissions', () => {
  it('answers 403 without the permission and 200 with it', async () => {
    const { token } = await signUpParent(ctx.app);
    const parent = await get('/api/role/permissions', bearer(token));
    expect(parent.statusCode).toBe(403);
    expect(parent.json().message).toBe('Keine Berechtigung');

    const staff = await createStaffUser(ctx.db, ['role.index']);
    const staffToken = await signIn(ctx.app, staff.email, staff.password);
    const allowed = await get('/api/role/permissions', bearer(staffToken));
    expect(allowed.statusCode).toBe(200);
    const names = allowed.json().data.map((p: { name: string }) => p.name);
    expect(names).toContain('peopleCourseWeekRegistration.index');
    expect(names).toContain('user.updateOwn');
  });
});
