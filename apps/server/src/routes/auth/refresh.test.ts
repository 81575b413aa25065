import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, signUpParent } from '../../../test/support/factories';

/** With the production grace period: a rotated token keeps working briefly, but is never refreshed again. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ tokenGraceMs: 60_000 });
});
afterAll(() => ctx.close());

const get = (url: string, token: string, lang = 'de') => ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'api-lang': lang } });

describe('GET /api/refresh', () => {
  it('mints no new token for a token that was already rotated, and the old one still runs out', async () => {
    const { token } = await signUpParent(ctx.app);
    const first = await get('/api/refresh', token);
    expect(first.statusCode).toBe(200);
    const next = first.json().token;

    // Within the grace period the old token still reads, for requests already on their way...
    expect((await get('/api/userdata', token)).statusCode).toBe(200);
    // ...but using it to refresh again mints nothing (a copied token cannot renew itself for ever).
    const again = await get('/api/refresh', token, 'it');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'L\'accesso è già stato rinnovato.' });
    const parallel = await Promise.all([get('/api/refresh', token), get('/api/refresh', token)]);
    expect(parallel.map((answer) => answer.statusCode)).toEqual([409, 409]);

    // The new token is refreshed normally, once.
    const second = await get('/api/refresh', next);
    expect(second.statusCode).toBe(200);
    expect((await get('/api/refresh', next)).statusCode).toBe(409);
    expect((await get('/api/userdata', second.json().token)).statusCode).toBe(200);
  });
});
