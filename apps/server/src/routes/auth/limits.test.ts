import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../../db/schema';
import { loadConfig } from '../../config';
import { hashToken } from '../../lib/tokens';
import { FREE_PASSWORD_CHECKS } from '../../repositories/login-throttles';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { newClientAddress, registrationPayload, signUpParent } from '../../../test/support/factories';
import { deliveredLinkToken } from '../../../test/support/mail';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A request from one client address (what `request.ip` reads), from a browser with these cookies. */
const from = (remoteAddress: string, url: string, payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress, headers: cookie ? { cookie } : {} });

/** The device cookie a successful sign-in (or reset) leaves in the browser, as the browser sends it back. */
function deviceCookie(answer: { headers: Record<string, unknown> }): string {
  const set = String(answer.headers['set-cookie'] ?? '');
  expect(set).toMatch(/^summer-weeks\.device=[A-Za-z0-9_-]{43}; Path=\/api; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
  return set.split(';')[0]!;
}

/** A parent whose own browser has signed in once (so the account knows it). */
async function ownerWithBrowser() {
  const { payload } = await signUpParent(ctx.app);
  const signedIn = await from(newClientAddress(), '/api/login', { email: payload.email, password: payload.password });
  expect(signedIn.statusCode).toBe(200);
  return { payload, browser: deviceCookie(signedIn) };
}

/** The address's login turn, as stored (keyed by a hash of the address). */
const throttleOf = async (email: string) =>
  (await ctx.db.select().from(loginThrottles).where(eq(loginThrottles.key, hashToken(`login:${email}`))))[0];
/** Lets the address's next turn be due now, as if its wait had passed. */
const waitPassed = (email: string) =>
  ctx.db.update(loginThrottles).set({ next_check_at: sql`now()` }).where(eq(loginThrottles.key, hashToken(`login:${email}`)));
/** Keeps the address's next turn ahead, however slowly a busy machine ran the requests before (the wait may have passed). */
const turnStillAhead = (email: string) =>
  ctx.db.update(loginThrottles).set({ next_check_at: sql`now() + interval '10 minutes'` }).where(eq(loginThrottles.key, hashToken(`login:${email}`)));

describe('failed sign-ins', () => {
  it('throttle the client that types wrong passwords, not the owner signing in from elsewhere', async () => {
    const { payload, browser } = await ownerWithBrowser();
    const attacker = newClientAddress();
    for (let i = 0; i < 10; i++) {
      expect((await from(attacker, '/api/login', { email: payload.email, password: `wrong-${i}-password` })).statusCode).toBe(422);
    }
    const eleventh = await from(attacker, '/api/login', { email: payload.email, password: 'wrong-11-password' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(/Zu viele Versuche. Bitte in 15 Minuten/);
    // Not even the right password helps the attacker's client within the window...
    expect((await from(attacker, '/api/login', { email: payload.email, password: payload.password })).statusCode).toBe(429);
    // ...while the owner, from their own client, signs in.
    expect((await from(newClientAddress(), '/api/login', { email: payload.email, password: payload.password }, browser)).statusCode).toBe(200);
  });

  it('give a correct sign-in its attempt back and start over', async () => {
    const { payload } = await signUpParent(ctx.app);
    const client = newClientAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) {
        expect((await from(client, '/api/login', { email: payload.email, password: `wrong-${i}-password` })).statusCode).toBe(422);
      }
      expect((await from(client, '/api/login', { email: payload.email, password: payload.password })).statusCode).toBe(200);
    }
  });
});

describe('guesses on one address from many clients', () => {
  const guessFromEverywhere = (email: string, count: number) =>
    Promise.all(Array.from({ length: count }, (_, i) => from(newClientAddress(), '/api/login', { email, password: `guess-${i}-password` })));

  it('are checked freely only at first, then slowed, while the owner\'s browser signs in at once', async () => {
    const { payload, browser } = await ownerWithBrowser();
    const answers = await guessFromEverywhere(payload.email, 30);
    const checked = answers.filter((answer) => answer.statusCode === 422);
    const slowed = answers.filter((answer) => answer.statusCode === 429);
    // The free checks and at most the one turn that came due; every other guess is refused unchecked.
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(FREE_PASSWORD_CHECKS + 1);
    expect(checked.length + slowed.length).toBe(30);
    expect(slowed[0]!.json().errors.email[0]).toMatch(/Für dieses Konto wurde zu oft ein falsches Passwort eingegeben. Bitte in \d+ Sekunden erneut versuchen/);

    // The owner's own browser is not slowed: a stranger cannot lock the owner out.
    await turnStillAhead(payload.email);
    expect((await from(newClientAddress(), '/api/login', { email: payload.email, password: payload.password }, browser)).statusCode).toBe(200);
    // A browser the account does not know waits its turn, even with the right password.
    expect((await from(newClientAddress(), '/api/login', { email: payload.email, password: payload.password })).statusCode).toBe(429);
  });

  it('wait twice as long after every further check, and a refused guess does not push the turn away', async () => {
    const { payload } = await signUpParent(ctx.app);
    for (let i = 0; i < FREE_PASSWORD_CHECKS; i++) {
      expect((await from(newClientAddress(), '/api/login', { email: payload.email, password: `guess-${i}-password` })).statusCode).toBe(422);
    }
    const waits: number[] = [];
    for (let extra = 1; extra <= 3; extra++) {
      await waitPassed(payload.email);
      expect((await from(newClientAddress(), '/api/login', { email: payload.email, password: `more-${extra}-password` })).statusCode).toBe(422);
      const turn = (await throttleOf(payload.email))!;
      waits.push(Math.round((turn.next_check_at.getTime() - turn.last_check_at.getTime()) / 1000));
    }
    expect(waits).toEqual([2, 4, 8]);

    const due = (await throttleOf(payload.email))!.next_check_at;
    const refused = await guessFromEverywhere(payload.email, 20);
    expect(refused.every((answer) => answer.statusCode === 429)).toBe(true);
    expect((await throttleOf(payload.email))!.next_check_at).toEqual(due);
  });

  it('are forgotten when the owner signs in through a turn, and a reset link makes the browser known', async () => {
    const { payload } = await signUpParent(ctx.app);
    await guessFromEverywhere(payload.email, 15);
    await waitPassed(payload.email);
    expect((await from(newClientAddress(), '/api/login', { email: payload.email, password: payload.password })).statusCode).toBe(200);
    expect(await throttleOf(payload.email)).toBeUndefined();

    // Slowed again: the owner resets the password from a new browser, which may then sign in at once.
    await guessFromEverywhere(payload.email, 15);
    expect((await from(newClientAddress(), '/api/password/forgot', { email: payload.email })).statusCode).toBe(200);
    const token = await deliveredLinkToken(ctx, payload.email);
    const reset = await from(newClientAddress(), '/api/password/reset', { email: payload.email, token, password: 'Brand-new-pass-7', password_confirmation: 'Brand-new-pass-7' });
    expect(reset.statusCode).toBe(200);
    const browser = deviceCookie(reset);
    await turnStillAhead(payload.email);
    expect((await from(newClientAddress(), '/api/login', { email: payload.email, password: 'Brand-new-pass-7' })).statusCode).toBe(429);
    expect((await from(newClientAddress(), '/api/login', { email: payload.email, password: 'Brand-new-pass-7' }, browser)).statusCode).toBe(200);
  });

  it('are slowed the same for an address without an account, so the answer tells nothing', async () => {
    const answers = await guessFromEverywhere(`nobody-${Date.now()}@example.org`, 30);
    expect(answers.filter((answer) => answer.statusCode === 422).length).toBeLessThanOrEqual(FREE_PASSWORD_CHECKS + 1);
    expect(answers.some((answer) => answer.statusCode === 429)).toBe(true);
  });
});

describe('client addresses', () => {
  it('ignore X-Forwarded-For from a proxy that is not configured', async () => {
    const { payload } = await signUpParent(ctx.app);
    const stranger = newClientAddress();
    const attempt = (forwarded: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: payload.email, password },
        remoteAddress: stranger,
        headers: { 'x-forwarded-for': forwarded },
      });
    // A new made-up address per try changes nothing: the client is the address that connected.
    for (let i = 0; i < 10; i++) expect((await attempt(`203.0.113.${i}`, `wrong-${i}-password`)).statusCode).toBe(422);
    expect((await attempt('203.0.113.200', 'wrong-again-password')).statusCode).toBe(429);
  });

  it('believe X-Forwarded-For from the configured proxy (loopback by default)', async () => {
    const { payload, browser } = await ownerWithBrowser();
    const viaProxy = (client: string, password: string, cookie?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: payload.email, password },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) },
      });
    const attacker = newClientAddress();
    for (let i = 0; i < 10; i++) expect((await viaProxy(attacker, `wrong-${i}-password`)).statusCode).toBe(422);
    expect((await viaProxy(attacker, payload.password)).statusCode).toBe(429);
    expect((await viaProxy(newClientAddress(), payload.password, browser)).statusCode).toBe(200);
  });

  it('are read from TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.1.0/24' }).trustProxy).toBe('10.0.0.5,192.168.1.0/24');
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
  });
});

describe('reset links', () => {
  it("count against an address only when a link is sent: a stranger over his own limit leaves the owner's minute", async () => {
    const { payload } = await signUpParent(ctx.app);
    const stranger = newClientAddress();
    for (let i = 0; i < 20; i++) expect((await from(stranger, '/api/password/forgot', { email: `someone-${i}-${Date.now()}@example.org` })).statusCode).toBe(200);
    expect((await from(stranger, '/api/password/forgot', { email: payload.email })).statusCode).toBe(429);
    expect((await from(newClientAddress(), '/api/password/forgot', { email: payload.email })).statusCode).toBe(200);
  });

  it('throttle wrong tokens per client and never block a valid link', async () => {
    const { payload } = await signUpParent(ctx.app);
    expect((await from(newClientAddress(), '/api/password/forgot', { email: payload.email })).statusCode).toBe(200);
    const token = await deliveredLinkToken(ctx, payload.email);

    const attacker = newClientAddress();
    const guess = (value: string) =>
      from(attacker, '/api/password/reset', { email: payload.email, token: value, password: 'brand-new-password', password_confirmation: 'brand-new-password' });
    for (let i = 0; i < 20; i++) expect((await guess(`wrong-token-${i}`)).statusCode).toBe(422);
    expect((await guess('wrong-token-again')).statusCode).toBe(429);

    // The genuine link still works, even from the client that was throttled.
    expect((await guess(token)).statusCode).toBe(200);
    expect((await from(newClientAddress(), '/api/login', { email: payload.email, password: 'brand-new-password' })).statusCode).toBe(200);
  });
});

describe('parent sign-up', () => {
  it('is throttled per client', async () => {
    const client = newClientAddress();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await from(client, '/api/register', registrationPayload())).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(answers[20]).toBe(429);
    // Another client is not affected.
    expect((await from(newClientAddress(), '/api/register', registrationPayload())).statusCode).toBe(201);
  });

  it('refuses a signature larger than the pad draws, in bytes or in pixels', async () => {
    const png = (width: number, height: number, extra = 0) => {
      const header = Buffer.alloc(33 + extra);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
      header.writeUInt32BE(13, 8);
      header.write('IHDR', 12, 'latin1');
      header.writeUInt32BE(width, 16);
      header.writeUInt32BE(height, 20);
      header.set([8, 6, 0, 0, 0], 24);
      return `data:image/png;base64,${header.toString('base64')}`;
    };
    const register = (signature: string) => from(newClientAddress(), '/api/register', registrationPayload({ signature }));
    for (const signature of [png(20_000, 200), png(800, 5_000), png(0, 0), png(800, 200, 300 * 1024), png(800, 200, 2 * 1024 * 1024)]) {
      const response = await register(signature);
      // The largest is refused by the body limit (413) before it is read.
      expect([413, 422]).toContain(response.statusCode);
      if (response.statusCode === 422) expect(Object.keys(response.json().errors)).toEqual(['signature']);
    }
    expect((await register(png(1600, 400))).statusCode).toBe(201);
  });
});
