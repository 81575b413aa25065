import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, sessions, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, createStaffUser, signIn, signUpParent } from '../../../test/support/factories';
import { deliveredMailTo } from '../../../test/support/mail';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const put = (url: string, payload: object, token?: string, lang = 'de') =>
  ctx.app.inject({ method: 'PUT', url, payload, headers: { 'api-lang': lang, ...(token ? bearer(token) : {}) } });

async function userByEmail(email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  return user!;
}

/** A parent with its own id and token. */
async function parent() {
  const { token, payload } = await signUpParent(ctx.app);
  const user = await userByEmail(payload.email);
  return { token, id: user.id, email: payload.email, password: payload.password };
}

describe('GET /api/user/:id', () => {
  it('answers 401 without a token', async () => {
    const { id } = await parent();
    expect((await get(`/api/user/${id}`)).statusCode).toBe(401);
  });

  it('answers 403 to an account with neither user.update nor user.updateOwn', async () => {
    const staff = await createStaffUser(ctx.db, ['course.index']);
    const token = await signIn(ctx.app, staff.email, staff.password);
    const response = await get(`/api/user/${staff.user.id}`, token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Keine Berechtigung');
  });

  it('gives a parent its own account without the password hash', async () => {
    const { token, id, email } = await parent();
    const response = await get(`/api/user/${id}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id, name: 'Maria Rossi', email, roles: ['Parent'], person_id: expect.any(Number) } });
  });

  it('answers 404 for another user, an unknown id and a malformed id', async () => {
    const { token } = await parent();
    const other = await parent();
    expect((await get(`/api/user/${other.id}`, token)).statusCode).toBe(404);
    const staff = await createStaffUser(ctx.db, ['user.update']);
    const staffToken = await signIn(ctx.app, staff.email, staff.password);
    expect((await get('/api/user/999999', staffToken)).statusCode).toBe(404);
    expect((await get('/api/user/abc', staffToken)).statusCode).toBe(404);
  });

  it('lets staff with user.update read any account', async () => {
    const other = await parent();
    const staff = await createStaffUser(ctx.db, ['user.update']);
    const token = await signIn(ctx.app, staff.email, staff.password);
    const response = await get(`/api/user/${other.id}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(other.email);
  });
});

describe('PUT /api/user/:id', () => {
  it('answers 401 without a token and 403 without a permission', async () => {
    const { id } = await parent();
    expect((await put(`/api/user/${id}`, { name: 'X' })).statusCode).toBe(401);
    const staff = await createStaffUser(ctx.db, ['course.index']);
    const token = await signIn(ctx.app, staff.email, staff.password);
    expect((await put(`/api/user/${staff.user.id}`, { name: 'X' }, token)).statusCode).toBe(403);
  });

  it('changes the own name and answers the updated user in the request language', async () => {
    const { token, id, email } = await parent();
    const response = await put(`/api/user/${id}`, { name: '  Maria Bianchi ', email }, token, 'it');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Il vostro profilo è stato salvato.',
      data: { id, name: 'Maria Bianchi', email, roles: ['Parent'], person_id: expect.any(Number) },
    });
    expect((await userByEmail(email)).name).toBe('Maria Bianchi');
  });

  it('does not let a parent change another account (404) and changes nothing there', async () => {
    const { token } = await parent();
    const other = await parent();
    const response = await put(`/api/user/${other.id}`, { name: 'Intruder' }, token);
    expect(response.statusCode).toBe(404);
    expect((await userByEmail(other.email)).name).toBe('Maria Rossi');
  });

  it.each([
    ['a missing name', { name: '   ' }, 'name', 'Dieses Feld ist erforderlich.'],
    ['no name at all', {}, 'name', 'Dieses Feld ist erforderlich.'],
    ['passwords not matching', { name: 'A', password: 'new-password', password_confirmation: 'other-password' }, 'password_confirmation', 'Die Passwörter stimmen nicht überein.'],
    ['a short password', { name: 'A', password: 'short', password_confirmation: 'short' }, 'password', 'Das Passwort muss mindestens 8 Zeichen haben.'],
    ['a password among the first guesses', { name: 'A', password: 'Passwort123', password_confirmation: 'Passwort123', current_password: 'x' }, 'password', 'Dieses Passwort ist zu leicht zu erraten (wie „12345678“ oder „passwort1“). Bitte ein anderes wählen.'],
    ['only a confirmation', { name: 'A', password: '', password_confirmation: 'new-password' }, 'password', 'Dieses Feld ist erforderlich.'],
    ['an invalid e-mail', { name: 'A', email: 'not-an-address' }, 'email', 'Bitte eine gültige E-Mail-Adresse eingeben.'],
  ])('refuses %s with 422 and the message on the field', async (_case, payload, field, message) => {
    const { token, id, email } = await parent();
    const response = await put(`/api/user/${id}`, payload, token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect((await userByEmail(email)).name).toBe('Maria Rossi');
  });

  it('refuses a family\'s e-mail change here (the family page changes it) but accepts the unchanged address in any case', async () => {
    const { token, id, email } = await parent();
    const changed = await put(`/api/user/${id}`, { name: 'Maria', email: 'new-address@example.org' }, token);
    expect(changed.statusCode).toBe(422);
    expect(Object.keys(changed.json().errors)).toEqual(['email']);
    expect((await userByEmail(email)).name).toBe('Maria Rossi');

    const same = await put(`/api/user/${id}`, { name: 'Maria', email: email.toUpperCase() }, token);
    expect(same.statusCode).toBe(200);
    expect(same.json().data.email).toBe(email);
  });

  it('lets user.create change a staff account\'s address, stored lower-case, and refuses one that is taken', async () => {
    const target = await createStaffUser(ctx.db, ['user.updateOwn'], 'target-password');
    const other = await parent();
    const staff = await createStaffUser(ctx.db, ['user.update', 'user.create', 'user.updateOwn']);
    const token = await signIn(ctx.app, staff.email, staff.password);

    const taken = await put(`/api/user/${target.user.id}`, { name: 'Maria', email: other.email.toUpperCase() }, token);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['Diese E-Mail-Adresse ist bereits registriert.']);

    const newEmail = `Moved-${target.user.id}@Example.org`;
    const moved = await put(`/api/user/${target.user.id}`, { name: 'Maria', email: newEmail }, token);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.email).toBe(newEmail.toLowerCase());
    expect(await signIn(ctx.app, newEmail, target.password)).toBeTruthy();
  });

  it('changes one\'s own password only with the current one', async () => {
    const { token, id, email, password } = await parent();
    const change = { name: 'Maria Rossi', password: 'brand-new-password', password_confirmation: 'brand-new-password' };
    const without = await put(`/api/user/${id}`, change, token);
    expect(without.statusCode).toBe(422);
    expect(without.json().errors).toEqual({ current_password: ['Dieses Feld ist erforderlich.'] });
    const wrong = await put(`/api/user/${id}`, { ...change, current_password: 'not-the-password' }, token, 'it');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['La password attuale non è corretta.'] });
    expect(await signIn(ctx.app, email, password)).toBeTruthy();
    expect((await put(`/api/user/${id}`, { ...change, current_password: password }, token)).statusCode).toBe(200);
  });

  it("refuses an own new password that holds the account's name, e-mail or its person's address as stored, before the current one is checked", async () => {
    const { token, id, email, password } = await parent();
    // The form sends the name it shows; the parent's street and place (Bozen) only the server knows.
    const change = (newPassword: string, lang = 'de') =>
      put(`/api/user/${id}`, { name: 'Maria Rossi', password: newPassword, password_confirmation: newPassword, current_password: 'not-the-password' }, token, lang);
    const refused = await change('Wind-ueber-BOZEN');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      password: ['Dieses Passwort enthält Ihren Namen oder einen Teil Ihrer E-Mail- oder Wohnadresse und ist so leicht zu erraten. Bitte ein anderes wählen.'],
    });
    expect((await change('museumstraße-9', 'it')).json().errors.password).toEqual([
      'Questa password contiene il vostro nome o una parte del vostro indirizzo e-mail o di residenza ed è quindi facile da indovinare. Sceglierne un\'altra.',
    ]);
    // The typed name is the form's to check; the stored one the server's.
    await ctx.db.update(users).set({ name: 'Marianne Oberkofler' }).where(eq(users.id, id));
    expect((await change('oberkofler-77')).json().errors).toHaveProperty('password');
    expect(await signIn(ctx.app, email, password)).toBeTruthy();
  });

  it('lets the current password be guessed a few times only, and a right one gives its try back', async () => {
    const { token, id, password } = await parent();
    const change = (current: string) =>
      put(`/api/user/${id}`, { name: 'Maria Rossi', password: 'Brand-new-pass-5', password_confirmation: 'Brand-new-pass-5', current_password: current }, token);
    for (let i = 0; i < 4; i++) expect((await change(`guess-${i}-password`)).statusCode).toBe(422);
    // The right one between the guesses gives its try back (the next change then needs the new password)...
    expect((await change(password)).statusCode).toBe(200);
    expect((await change('guess-4-password')).statusCode).toBe(422);
    // ...and the fifth wrong one is the last that is checked.
    const limited = await change('Brand-new-pass-5');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Zu viele Versuche/);
    // Another account is not affected.
    const other = await parent();
    const otherChange = await put(`/api/user/${other.id}`, { name: 'Maria Rossi', password: 'Brand-new-pass-5', password_confirmation: 'Brand-new-pass-5', current_password: 'nope-nope-nope' }, other.token);
    expect(otherChange.statusCode).toBe(422);
  });

  it('cancels pending reset links when the password is changed in the profile', async () => {
    const { token, id, email, password } = await parent();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email } })).statusCode).toBe(200);
    const [mail] = await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, email)).orderBy(desc(emailLogs.id)).limit(1);
    const resetToken = new URL(/href="([^"]+)"/.exec(mail!.body)![1]!.replace(/&amp;/g, '&')).searchParams.get('token')!;
    const change = { name: 'Maria', password: 'brand-new-password', password_confirmation: 'brand-new-password', current_password: password };
    expect((await put(`/api/user/${id}`, change, token)).statusCode).toBe(200);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email, token: resetToken, password: 'taken-over-password', password_confirmation: 'taken-over-password' },
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors).toHaveProperty('token');
    expect(await signIn(ctx.app, email, 'brand-new-password')).toBeTruthy();
  });

  it('changes the password, keeps the current session and ends the others', async () => {
    const { token, id, email, password } = await parent();
    const otherDevice = await signIn(ctx.app, email, password);
    const response = await put(`/api/user/${id}`, { name: 'Maria Rossi', password: 'brand-new-password', password_confirmation: 'brand-new-password', current_password: password }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('data.password');

    expect((await get('/api/userdata', token)).statusCode).toBe(200);
    expect((await get('/api/userdata', otherDevice)).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.user_id, id))).toHaveLength(1);
    const stored = await userByEmail(email);
    expect(await verifyPassword(stored.password_hash, 'brand-new-password')).toBe(true);
    expect(await signIn(ctx.app, email, 'brand-new-password')).toBeTruthy();
  });

  it('keeps the password and every session when no new password is given', async () => {
    const { token, id, email, password } = await parent();
    const otherDevice = await signIn(ctx.app, email, password);
    expect((await put(`/api/user/${id}`, { name: 'Maria', password: '', password_confirmation: '' }, token)).statusCode).toBe(200);
    expect((await get('/api/userdata', otherDevice)).statusCode).toBe(200);
    expect(await signIn(ctx.app, email, password)).toBeTruthy();
  });

  it("sets no other account's password (403) but sends its owner a reset link in the owner's language", async () => {
    const target = await parent();
    const staff = await createStaffUser(ctx.db, ['user.update', 'user.updateOwn']);
    const token = await signIn(ctx.app, staff.email, staff.password);
    const refused = await put(`/api/user/${target.id}`, { name: 'Maria', password: 'Set-by-staff-9', password_confirmation: 'Set-by-staff-9' }, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Das Passwort eines anderen Kontos setzt nur dessen Inhaber. Senden Sie ihm stattdessen einen Link zum Zurücksetzen.');
    expect(await signIn(ctx.app, target.email, target.password)).toBeTruthy();
    expect((await get('/api/userdata', target.token)).statusCode).toBe(200);

    const sent = await ctx.app.inject({ method: 'POST', url: `/api/user/${target.id}/password-reset`, headers: { ...bearer(token), 'api-lang': 'it' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(`Un link per impostare una nuova password è stato inviato a ${target.email}.`);
    const mail = await deliveredMailTo(ctx, target.email);
    expect(mail).toContain('Das Büro schickt Ihnen einen Link');
    const again = await ctx.app.inject({ method: 'POST', url: `/api/user/${target.id}/password-reset`, headers: bearer(token) });
    expect(again.statusCode).toBe(429);
  });
});
