import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors } from '../../lib/metrics';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, newClientAddress, signUpParent } from '../../../test/support/factories';
import { CLIENT_ERRORS_PER_IP } from '.';

let ctx: TestContext;
const lines: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp({}, { log: { write: (line) => void lines.push(line) } });
});
afterAll(() => ctx.close());

const report = (payload: object, remoteAddress = newClientAddress(), headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/client-errors', payload, remoteAddress, headers });

/** The log lines written since `from`, parsed. */
const loggedSince = (from: number) => lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown> & { level: number; msg: string });

const uncaught = {
  kind: 'error',
  message: 'TypeError: Cannot read properties of undefined (reading "name")',
  stack: '    at CoursePage (https://app.test/assets/course-abc123.js:1:2)',
  page: '/courseregistration/12',
  release: 'a1b2c3d',
};

describe('POST /api/client-errors', () => {
  it('answers 204 without a sign-in, logs the report as a warning and counts it for the metrics', async () => {
    const from = lines.length;
    const counted = async () => (await clientErrors.get()).values.find((value) => value.labels.kind === 'error')?.value ?? 0;
    const before = await counted();
    const response = await report(uncaught);
    expect(await counted()).toBe(before + 1);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const warnings = loggedSince(from).filter((line) => line.msg === 'client error');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(pino.levels.values.warn);
    expect(warnings[0]!.clientError).toEqual(uncaught);
  });

  it('logs the path of the page only and no e-mail address, whatever the client sent', async () => {
    const from = lines.length;
    const response = await report({
      kind: 'api',
      message: 'Cannot save anna.rossi@example.org, Müller+kids@post.example.it failed',
      stack: 'at form (mario@example.com)',
      page: '/password/reset?token=reset-secret&email=anna.rossi@example.org#section',
      release: 'a1b2c3d',
      status: 502,
      api: 'PUT /api/my-family/children/4?search=anna.rossi@example.org',
    });
    expect(response.statusCode).toBe(204);
    const logged = loggedSince(from);
    expect(logged.find((line) => line.msg === 'client error')?.clientError).toEqual({
      kind: 'api',
      message: 'Cannot save [email], [email] failed',
      stack: 'at form ([email])',
      page: '/password/reset',
      release: 'a1b2c3d',
      status: 502,
      api: 'PUT /api/my-family/children/4',
    });
    const text = logged.map((line) => JSON.stringify(line)).join('\n');
    for (const personal of ['anna.rossi', 'Müller', 'mario@', 'reset-secret']) expect(text).not.toContain(personal);
  });

  it('takes a whole address or a broken one as the page, and logs its path', async () => {
    const from = lines.length;
    expect((await report({ ...uncaught, page: 'https://app.test/my-family?tab=children' })).statusCode).toBe(204);
    expect((await report({ ...uncaught, message: 'another', page: 'http://[broken/path?search=Anna' })).statusCode).toBe(204);
    const pages = loggedSince(from).flatMap((line) => (line.msg === 'client error' ? [(line.clientError as { page: string }).page] : []));
    expect(pages).toEqual(['/my-family', 'http://[broken/path']);
  });

  it('is the same for a signed-in family', async () => {
    const { token } = await signUpParent(ctx.app);
    expect((await report(uncaught, newClientAddress(), bearer(token))).statusCode).toBe(204);
  });

  it('refuses a malformed report with 422 on the field', async () => {
    const from = lines.length;
    const unknownKind = await report({ ...uncaught, kind: 'warning' });
    expect(unknownKind.statusCode).toBe(422);
    expect(Object.keys(unknownKind.json().errors)).toEqual(['kind']);
    const longMessage = await report({ ...uncaught, message: 'x'.repeat(501) });
    expect(longMessage.statusCode).toBe(422);
    expect(longMessage.json()).toMatchObject({ message: expect.any(String), errors: { message: [expect.any(String)] } });
    const noPage = await report({ kind: 'error', message: 'boom', release: 'a1b2c3d' });
    expect(noPage.statusCode).toBe(422);
    expect(Object.keys(noPage.json().errors)).toEqual(['page']);
    const nulByte = await report({ ...uncaught, release: 'a\u0000b' });
    expect(nulByte.statusCode).toBe(422);
    expect(Object.keys(nulByte.json().errors)).toEqual(['release']);
    expect(loggedSince(from).some((line) => line.msg === 'client error')).toBe(false);
  });

  it('answers 429 beyond the limit of a client, without a line for it, while other clients still report', async () => {
    const client = newClientAddress();
    for (let i = 0; i < CLIENT_ERRORS_PER_IP.max; i++) {
      expect((await report({ ...uncaught, message: `error ${i}` }, client)).statusCode).toBe(204);
    }
    const from = lines.length;
    const refused = await report({ ...uncaught, message: 'one too many' }, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(expect.any(String));
    expect(loggedSince(from)).toEqual([]);
    expect((await report(uncaught, newClientAddress())).statusCode).toBe(204);
  });

  it('counts an IPv6 client by its /64 network: a new address of the same network does not start afresh', async () => {
    const network = `2001:db8:${(Date.now() % 0xffff).toString(16)}:${(process.pid % 0xffff).toString(16)}`;
    for (let i = 0; i < CLIENT_ERRORS_PER_IP.max; i++) {
      expect((await report({ ...uncaught, message: `error ${i}` }, `${network}::${(i + 1).toString(16)}`)).statusCode).toBe(204);
    }
    expect((await report(uncaught, `${network}:aaaa:bbbb:cccc:dddd`)).statusCode).toBe(429);
    expect((await report(uncaught, `2001:db8:ffff:${(process.pid % 0xffff).toString(16)}::1`)).statusCode).toBe(204);
  });
});
