import { EXPORT_PERMISSION } from '@app/domain';
import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support/app';
import { allActionsOn, staffHeaders } from '../../test/support/factories';
import { uniqueTag } from '../../test/support/http';

let ctx: TestContext;
/** Every line the app logged, as JSON. */
const logLines: string[] = [];
/** The response and the lines logged while it was answered (this file's requests run one at a time). */
async function withLog<T>(request: () => Promise<T>): Promise<[T, string[]]> {
  const from = logLines.length;
  const response = await request();
  return [response, logLines.slice(from)];
}
beforeAll(async () => {
  ctx = await createTestApp({}, { log: { write: (line) => void logLines.push(line) } });
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
    expect(response.json().message).toBe('Bitte loggen Sie sich ein.');
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

  it('answers 500 without internals when the database fails, and logs the reference but not the query parameters', async () => {
    const lines: string[] = [];
    const broken = await createTestApp({}, { log: { write: (line) => void lines.push(line) } });
    await broken.database.close();
    const secret = `${uniqueTag()}@example.org`;
    try {
      const response = await broken.app.inject({
        method: 'POST',
        url: `/api/login?search=${secret}`,
        headers: { 'api-lang': 'it' },
        payload: { email: secret, password: 'the-password' },
      });
      expect(response.statusCode).toBe(500);
      const { message, reference } = response.json();
      expect(message).toBe('Errore - riprovare più tardi');
      expect(reference).toMatch(/^[0-9a-f]{12}$/);
      const failure = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
      expect(failure).toMatchObject({ level: 50, reference, err: { type: expect.any(String) } });
      expect(failure.err.stack).toMatch(/^\s+at /);
      expect(lines.join('\n')).not.toContain(secret.split('@')[0]);
      expect(lines.join('\n')).not.toContain('the-password');
    } finally {
      await broken.app.close();
    }
  });

  describe('control characters', () => {
    const CONTROL_MESSAGE = { de: 'Der Text enthält unzulässige Steuerzeichen.', it: 'Il testo contiene caratteri di controllo non ammessi.' };

    it('refuses a NUL byte in a body field with 422 on the field, and logs no value of the request', async () => {
      const headers = await staffHeaders(ctx.app, ctx.db, allActionsOn('location'));
      const secret = uniqueTag();
      const [response, lines] = await withLog(() =>
        ctx.app.inject({ method: 'POST', url: '/api/location', headers, payload: { name: `a\u0000${secret}`, name_it: secret } }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ name: [CONTROL_MESSAGE.de] });
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(secret);

      const italian = await ctx.app.inject({
        method: 'POST',
        url: '/api/location',
        headers: { ...headers, 'api-lang': 'it' },
        payload: { name: secret, name_it: `\u0007${secret}`, address: 'line\nbreak' },
      });
      expect(italian.json().errors).toEqual({ name_it: [CONTROL_MESSAGE.it], address: [CONTROL_MESSAGE.it] });
    });

    it('keeps line breaks in multi-line texts', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/courseCategory',
        headers: await staffHeaders(ctx.app, ctx.db, allActionsOn('courseCategory')),
        payload: { name: uniqueTag(), name_it: uniqueTag(), description: 'one\r\ntwo\tthree', description_it: 'uno\u0000' },
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['description_it']);
    });

    it('refuses a NUL byte in a search with 422 and in a path parameter with 404, logging neither', async () => {
      const headers = await staffHeaders(ctx.app, ctx.db, allActionsOn('location'));
      const secret = uniqueTag();
      const [search, searchLines] = await withLog(() => ctx.app.inject({ method: 'GET', url: `/api/location?search=%00${secret}`, headers }));
      expect(search.statusCode).toBe(422);
      expect(search.json().errors).toEqual({ search: [CONTROL_MESSAGE.de] });
      const [path, pathLines] = await withLog(() => ctx.app.inject({ method: 'GET', url: `/api/location/%00${secret}`, headers }));
      expect(path.statusCode).toBe(404);
      for (const lines of [searchLines, pathLines]) {
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.join('\n')).not.toContain(secret);
      }
      expect(searchLines.map((line) => JSON.parse(line).req?.url)).toContain('/api/location?search=[redacted]');
      expect(pathLines.map((line) => JSON.parse(line).req?.url)).toContain('/api/location/:id');
    });
  });
});

describe('a document that takes too long', () => {
  let slow: TestContext;
  beforeAll(async () => {
    // Any workbook takes longer than a thousandth of a second to build.
    slow = await createTestApp({ documentTimeoutMs: 1 });
  });
  afterAll(() => slow.close());

  it('is stopped and answered 503 in the user language, not 500', async () => {
    const headers = await staffHeaders(slow.app, slow.db, [EXPORT_PERMISSION]);
    const response = await slow.app.inject({ method: 'GET', url: '/export/payments', headers: { ...headers, 'api-lang': 'it' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Non è stato possibile creare il documento ora. Riprovare più tardi o selezionarne meno.' });
  });
});

describe('a body above the limit', () => {
  // Through nginx, which writes the whole body to the application: Fastify refused it from its declared length and
  // closed the connection at once; the rest of the body arriving on a closed socket reset it, and nginx answered
  // its own 502 instead of this 413 (plugins/errors.ts reads the body to its end first).
  it('is read to its end before the 413, so a proxy still writing it gets the answer, not a reset', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const chunks = 48;
    const socket = net.connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    let written = 0;
    let writtenWhenAnswered: number | undefined;
    let answer = '';
    let failure: Error | undefined;
    socket.on('data', (data) => {
      writtenWhenAnswered ??= written;
      answer += data.toString();
    });
    socket.on('error', (error) => (failure = error));
    const closed = once(socket, 'close');
    socket.write(`POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${chunk.length * chunks}\r\n\r\n`);
    for (let index = 0; index < chunks && !failure && !socket.destroyed; index++) {
      await new Promise<void>((resolve) => socket.write(chunk, () => resolve()));
      written += chunk.length;
      await sleep(5);
    }
    await closed;
    expect(failure).toBeUndefined();
    expect(writtenWhenAnswered).toBe(chunk.length * chunks);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: 'Die Anfrage ist zu groß.' });
  });
});
