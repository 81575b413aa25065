import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs } from '../../db/schema';
import { loadConfig } from '../../config';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { newClientAddress, registrationPayload, signUpParent } from '../../../test/support/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A request from one client address (what `request.ip` reads). */
const from = (remoteAddress: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('failed sign-ins', () => {
  it('throttle the client that types wrong passwords, not the owner signing in from elsewhere', async () => {
    const { payload } = await signUpParent(ctx.app);
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
    expect((await from(newClientAddress(), '/api/login', { email: payload.email, password: payload.password })).statusCode).toBe(200);
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
    const { payload } = await signUpParent(ctx.app);
    const viaProxy = (client: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: payload.email, password }, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    const attacker = newClientAddress();
    for (let i = 0; i < 10; i++) expect((await viaProxy(attacker, `wrong-${i}-password`)).statusCode).toBe(422);
    expect((await viaProxy(attacker, payload.password)).statusCode).toBe(429);
    expect((await viaProxy(newClientAddress(), payload.password)).statusCode).toBe(200);
  });

  it('are read from TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.1.0/24' }).trustProxy).toBe('10.0.0.5,192.168.1.0/24');
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
  });
});

describe('reset links', () => {
  it('throttle wrong tokens per client and never block a valid link', async () => {
    const { payload } = await signUpParent(ctx.app);
    expect((await from(newClientAddress(), '/api/password/forgot', { email: payload.email })).statusCode).toBe(200);
    const [mail] = await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, payload.email)).orderBy(desc(emailLogs.id)).limit(1);
    const token = new URL(/href="([^"]+)"/.exec(mail!.body)![1]!.replace(/&amp;/g, '&')).searchParams.get('token')!;

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
