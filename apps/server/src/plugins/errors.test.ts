import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('error answers', () => {
  it('answers a JSON 404 in the request language for an unknown API path', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'api-lang': 'it' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Non trovato.' });
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });

  it('answers 422 with every field of a missing body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Dieses Feld ist erforderlich.'],
      password: ['Dieses Feld ist erforderlich.'],
    });
  });

  it('falls back to German for an unknown language', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/userdata', headers: { 'api-lang': 'fr' } });
    expect(response.json().message).toBe('Bitte melden Sie sich an.');
  });

  it('describes the API as OpenAPI at /api/docs', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const spec = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/auth/register', '/api/password/forgot', '/api/options']),
    );
    expect(document.paths['/api/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  });

  it('answers 500 without internals when the database fails', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/options', headers: { 'api-lang': 'it' } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Errore - riprovare più tardi' });
    } finally {
      await broken.app.close();
    }
  });
});
