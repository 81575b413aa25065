import Fastify from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support/app';
import { bearer, signUpParent } from '../../test/support/factories';
import { describeError, loggerOptions, OneLinePerRequest, SLOW_REQUEST_MS } from './logging';

let ctx: TestContext;
const lines: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp({}, { log: { write: (line) => void lines.push(line) } });
});
afterAll(() => ctx.close());

const completed = (logged: string[]) => logged.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request completed');

describe('the log', () => {
  it('shows a download URL without its token', async () => {
    const { token } = await signUpParent(ctx.app);
    const from = lines.length;
    // A parent may not download the export (403); the URL is logged either way.
    const response = await ctx.app.inject({ method: 'GET', url: `/export/payments?lang=de&token=${token}` });
    expect(response.statusCode).toBe(403);
    await ctx.app.inject({ method: 'GET', url: `/no/such/download?token=${token}` });
    const logged = lines.slice(from);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(token);
    const urls = logged.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toEqual(['/export/payments?lang=[redacted]&token=[redacted]', '/no/such/download?token=[redacted]']);
    // One line per request, when it is answered, with its status and time.
    expect(completed(logged).map((line) => [line.req.url, line.res.statusCode])).toEqual([
      ['/export/payments?lang=[redacted]&token=[redacted]', 403],
      ['/no/such/download?token=[redacted]', 404],
    ]);
    expect(completed(logged).every((line) => typeof line.responseTime === 'number')).toBe(true);
    expect(logged.some((line) => JSON.parse(line).msg === 'incoming request')).toBe(false);
  });

  it('writes at info, of the quick requests, only the refusals that point to a problem', async () => {
    const { token } = await signUpParent(ctx.app);
    const from = lines.length;
    const statuses: number[] = [];
    for (const request of [
      { url: '/api/userdata', headers: bearer(token) },
      { url: '/api/userdata' },
      { url: '/api/no-such-thing' },
      { url: `/export/payments?lang=de&token=${token}` },
    ]) {
      statuses.push((await ctx.app.inject({ method: 'GET', ...request })).statusCode);
    }
    expect(statuses).toEqual([200, 401, 404, 403]);
    expect(completed(lines.slice(from)).map((line) => [line.req.url, line.res.statusCode, pino.levels.labels[line.level]])).toEqual([
      ['/api/userdata', 200, 'debug'],
      ['/api/userdata', 401, 'debug'],
      ['/api/no-such-thing', 404, 'debug'],
      ['/export/payments?lang=[redacted]&token=[redacted]', 403, 'info'],
    ]);
  });

  it('redacts password and token fields at any depth, and tokens in any text', () => {
    const from = lines.length;
    ctx.app.log.info(
      { payload: { email: 'a@example.org', password: 'hunter2-secret', nested: [{ token: 'tok-secret', current_password: 'old-secret' }] }, link: 'https://x.test/reset?email=a&token=link-secret' },
      'reset link https://x.test/reset?token=message-secret sent',
    );
    const line = lines.slice(from).join('\n');
    for (const secret of ['hunter2-secret', 'tok-secret', 'old-secret', 'link-secret', 'message-secret']) expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({
      payload: { email: 'a@example.org', password: '[redacted]', nested: [{ token: '[redacted]', current_password: '[redacted]' }] },
      link: 'https://x.test/reset?email=a&token=[redacted]',
      msg: 'reset link https://x.test/reset?token=[redacted] sent',
    });
  });

  it('leaves out the message of a database error, which repeats the query parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', detail: 'Key (email)=(a@example.org)' });
    const error = Object.assign(new Error('Failed query: insert into users ... params: a@example.org,$argon2id$v=19$hash'), { query: 'insert', params: ['a@example.org'], cause });
    const described = describeError(error);
    expect(JSON.stringify(described)).not.toContain('a@example.org');
    expect(JSON.stringify(described)).not.toContain('argon2');
    expect(described).toMatchObject({ type: 'Error', code: '23505' });
    expect(described.stack).toMatch(/^\s+at /);
  });
});

describe('the line of an answered request', () => {
  const logged: { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
  const app = Fastify({
    logger: loggerOptions({ level: 'debug', stream: { write: (line) => void logged.push(JSON.parse(line)) } }),
    logController: new OneLinePerRequest(),
  });
  app.get('/quick', async () => 'done');
  app.get('/slow', async () => {
    await sleep(SLOW_REQUEST_MS + 50);
    return 'done';
  });
  app.get('/broken', async () => {
    throw new Error('broken');
  });
  afterAll(() => app.close());

  async function levelOf(url: string, status: number) {
    const from = logged.length;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(status);
    const lines = logged.slice(from).filter((line) => line.msg === 'request completed');
    expect(lines.map((line) => [line.req?.url, line.res?.statusCode])).toEqual([[url, status]]);
    return lines[0]!.level;
  }

  it('is at debug for a quick success, at info for a slow one and for a failure', async () => {
    expect(await levelOf('/quick', 200)).toBe(pino.levels.values.debug);
    expect(await levelOf('/slow', 200)).toBe(pino.levels.values.info);
    expect(await levelOf('/broken', 500)).toBe(pino.levels.values.info);
  });
});
