import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support/app';
import { bearer, signUpParent } from '../../test/support/factories';
import { describeError } from './logging';

let ctx: TestContext;
const lines: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp({}, { log: { write: (line) => void lines.push(line) } });
});
afterAll(() => ctx.close());

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
    const completed = logged.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => [line.req.url, line.res.statusCode])).toEqual([
      ['/export/payments?lang=[redacted]&token=[redacted]', 403],
      ['/no/such/download?token=[redacted]', 404],
    ]);
    expect(completed.every((line) => typeof line.responseTime === 'number')).toBe(true);
    expect(logged.some((line) => JSON.parse(line).msg === 'incoming request')).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/userdata', headers: bearer(token) })).statusCode).toBe(200);
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
