import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, passwordResets, rateLimitHits } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, signUpParent } from '../../../test/support/factories';
import { deliveredLinkToken } from '../../../test/support/mail';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, lang = 'de') =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'api-lang': lang } });

/** The token of the newest reset e-mail to an address, as the e-mail delivered it (the log shows it redacted). */
async function tokenFromEmail(email: string): Promise<string> {
  const [mail] = await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, email)).orderBy(desc(emailLogs.id)).limit(1);
  const link = new URL(/href="([^"]+)"/.exec(mail!.body)![1]!.replace(/&amp;/g, '&'));
  expect(link.pathname).toBe('/password/reset');
  expect(link.searchParams.get('email')).toBe(email);
  expect(link.searchParams.get('token')).toBe('[redacted]');
  return deliveredLinkToken(ctx, email);
}

describe('POST /api/password/forgot', () => {
  it('queues a reset e-mail for a known address and stores only a hash of the token', async () => {
    const { payload } = await signUpParent(ctx.app);
    const response = await post('/api/password/forgot', { email: payload.email });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/Link zum Zurücksetzen/);
    const token = await tokenFromEmail(payload.email);
    const stored = await ctx.db.select().from(passwordResets);
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
  });

  it('gives an unknown address the same answer and sends nothing', async () => {
    const { payload } = await signUpParent(ctx.app);
    const known = await post('/api/password/forgot', { email: payload.email });
    const unknown = await post('/api/password/forgot', { email: 'nobody-here@example.org' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, 'nobody-here@example.org'))).toHaveLength(0);
  });

  it('throttles a second request for the same address within 60 seconds, known or not', async () => {
    const { payload } = await signUpParent(ctx.app);
    expect((await post('/api/password/forgot', { email: payload.email })).statusCode).toBe(200);
    const again = await post('/api/password/forgot', { email: payload.email }, 'it');
    expect(again.statusCode).toBe(429);
    expect(again.json().errors.email).toEqual(["Un link è stato inviato da poco. Attendere l'e-mail."]);
    expect(await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, payload.email))).toHaveLength(1);

    expect((await post('/api/password/forgot', { email: 'ghost@example.org' })).statusCode).toBe(200);
    expect((await post('/api/password/forgot', { email: 'ghost@example.org' })).statusCode).toBe(429);
  });

  it('refuses a malformed address with 422 on the field', async () => {
    const response = await post('/api/password/forgot', { email: 'not-an-address' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['Bitte eine gültige E-Mail-Adresse eingeben.']);
  });
});

describe('POST /api/password/reset', () => {
  async function requestLink() {
    const parent = await signUpParent(ctx.app);
    await post('/api/password/forgot', { email: parent.payload.email });
    return { ...parent, resetToken: await tokenFromEmail(parent.payload.email) };
  }
  const reset = (email: string, token: string, password = 'brand-new-password') =>
    post('/api/password/reset', { email, token, password, password_confirmation: password });

  it('sets a new password once, ends every session, and the old password stops working', async () => {
    const { payload, token: session, resetToken } = await requestLink();
    const response = await reset(payload.email, resetToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Das Passwort wurde geändert.' });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/userdata', headers: bearer(session) })).statusCode).toBe(401);
    expect((await post('/api/login', { email: payload.email, password: payload.password })).statusCode).toBe(422);
    expect((await post('/api/login', { email: payload.email, password: 'brand-new-password' })).statusCode).toBe(200);

    const reused = await reset(payload.email, resetToken, 'another-password');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.token).toEqual(['Dieser Link wurde bereits verwendet.']);
  });

  it("refuses a password that holds the account's own name or address as stored, and the link still works", async () => {
    // The link names only the address; the server knows the parent's names, street and place (Bozen).
    const { payload, resetToken } = await requestLink();
    const refused = await reset(payload.email, resetToken, 'Grüße-aus-Bozen-7');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      password: ['Dieses Passwort enthält Ihren Namen oder einen Teil Ihrer E-Mail- oder Wohnadresse und ist so leicht zu erraten. Bitte ein anderes wählen.'],
    });
    const italian = await post('/api/password/reset', { email: payload.email, token: resetToken, password: 'maria-2024-xy', password_confirmation: 'maria-2024-xy' }, 'it');
    expect(italian.json().errors.password).toEqual([
      'Questa password contiene il vostro nome o una parte del vostro indirizzo e-mail o di residenza ed è quindi facile da indovinare. Sceglierne un\'altra.',
    ]);
    expect((await reset(payload.email, resetToken)).statusCode).toBe(200);
  });

  it('says nothing of the account to a wrong link, whatever the password holds', async () => {
    const { payload } = await requestLink();
    const response = await reset(payload.email, 'not-the-token', 'Grüße-aus-Bozen-7');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['token']);
  });

  it('refuses an expired link', async () => {
    const { payload, resetToken } = await requestLink();
    await ctx.db.update(passwordResets).set({ expires_at: new Date(Date.now() - 1000) });
    const response = await reset(payload.email, resetToken);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.token).toEqual(['Der Link ist ungültig oder abgelaufen. Bitte einen neuen Link anfordern.']);
  });

  it('refuses a token of another address and mismatching passwords', async () => {
    const first = await requestLink();
    const second = await signUpParent(ctx.app);
    expect((await reset(second.payload.email, first.resetToken)).statusCode).toBe(422);
    const mismatch = await post('/api/password/reset', {
      email: first.payload.email,
      token: first.resetToken,
      password: 'brand-new-password',
      password_confirmation: 'other-password',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(['Die Passwörter stimmen nicht überein.']);
  });

  it('answers 429 after repeated wrong tokens from one client', async () => {
    const { payload } = await signUpParent(ctx.app);
    await ctx.db.delete(rateLimitHits);
    for (let i = 0; i < 20; i++) {
      expect((await reset(payload.email, `wrong-token-${i}`)).statusCode).toBe(422);
    }
    expect((await reset(payload.email, 'wrong-token-again')).statusCode).toBe(429);
  });
});
