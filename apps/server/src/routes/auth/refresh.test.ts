import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { SIGN_IN_LIFETIME_MS } from '../../repositories/sessions';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, signIn, signUpParent } from '../../../test/support/factories';

/** With the production grace period: a rotated token keeps working briefly, but is never refreshed again (decision 017). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ tokenGraceMs: 60_000 });
});
afterAll(() => ctx.close());

const get = (url: string, token: string, lang = 'de') => ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'api-lang': lang } });

describe('GET /api/refresh', () => {
  it('rotates a token once; a rotated token refreshed again ends the whole sign-in, the token it produced too', async () => {
    const { token } = await signUpParent(ctx.app);
    const first = await get('/api/refresh', token);
    expect(first.statusCode).toBe(200);
    const next = first.json().token;
    const second = await get('/api/refresh', next);
    expect(second.statusCode).toBe(200);
    const newest = second.json().token;

    // Within the grace period the old token still reads, for requests already on their way...
    expect((await get('/api/userdata', token)).statusCode).toBe(200);
    // ...but refreshing it again is what a copy looks like: nothing is minted and every token of the sign-in ends.
    const again = await get('/api/refresh', token, 'it');
    expect(again.statusCode).toBe(401);
    for (const each of [token, next, newest]) expect((await get('/api/userdata', each)).statusCode).toBe(401);
  });

  it('ends only the sign-in whose token was reused, not the account\'s other devices', async () => {
    const { token, payload } = await signUpParent(ctx.app);
    const otherDevice = await signIn(ctx.app, payload.email, payload.password);
    expect((await get('/api/refresh', token)).statusCode).toBe(200);
    expect((await get('/api/refresh', token)).statusCode).toBe(401);
    expect((await get('/api/userdata', otherDevice)).statusCode).toBe(200);
  });

  it('never carries a sign-in past 30 days from the password, however often it is refreshed', async () => {
    const { token } = await signUpParent(ctx.app);
    // The sign-in was 29 days and 23 hours ago.
    const signedInAt = new Date(Date.now() - SIGN_IN_LIFETIME_MS + 3_600_000);
    await ctx.db.update(sessions).set({ signed_in_at: signedInAt }).where(eq(sessions.token_hash, hashToken(token)));
    const refreshed = await get('/api/refresh', token);
    expect(refreshed.statusCode).toBe(200);
    const expiresAt = new Date(refreshed.json().expires_at).getTime();
    expect(expiresAt).toBe(signedInAt.getTime() + SIGN_IN_LIFETIME_MS);
    const [next] = await ctx.db.select().from(sessions).where(eq(sessions.token_hash, hashToken(refreshed.json().token)));
    expect(next!.signed_in_at).toEqual(signedInAt);
  });
});
