import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { newClientAddress, signUpParent } from '../../../test/support/factories';

/** Wrong passwords sent all at once (PostgreSQL, several connections): the counter is taken atomically. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('parallel failed sign-ins (PostgreSQL)', () => {
  it('let no more than 10 of 60 wrong tries from one client through; the owner\'s known browser still signs in', async () => {
    const { payload } = await signUpParent(ctx.app);
    // The owner signed in before from their browser, which the account knows by its cookie (decision 017).
    const before = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: payload.email, password: payload.password }, remoteAddress: newClientAddress() });
    expect(before.statusCode).toBe(200);
    const browser = String(before.headers['set-cookie'] ?? '').split(';')[0]!;
    expect(browser).toMatch(/^summer-weeks\.device=/);
    const attacker = newClientAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: payload.email, password: `wrong-${i}-password` }, remoteAddress: attacker }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(50);
    expect(statuses.every((status) => status === 422 || status === 429)).toBe(true);
    const owner = { email: payload.email, password: payload.password };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/login', payload: owner, remoteAddress: newClientAddress(), headers: { cookie: browser } })).statusCode).toBe(200);
  });
});
