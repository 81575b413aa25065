import { translate } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../db/client';
import { emailLogs } from '../../db/schema';
import { queueEmail } from '../../mail/outbox';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { parentHeaders, staffHeaders } from '../../../test/support/factories';
import { requester, uniqueTag } from '../../../test/support/http';

let ctx: TestContext;
let staff: Record<string, string>;
const call = requester(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestApp();
  // The worker would send the queued rows and change their state under the test's feet.
  await ctx.mailer.stop();
  staff = await staffHeaders(ctx.app, ctx.db, ['emailLogs.index', 'emailLogs.view']);
});
afterAll(() => ctx.close());

/** Three e-mails of one test, one in each delivery state, written in order one second apart. */
async function logThree(tag: string) {
  const ids = await transaction(ctx.db, async (tx) => [
    await queueEmail(tx, { to: `anna-${tag}@example.org`, subject: `Anmeldung ${tag} Woche 1`, html: '<p>Woche 1</p>' }),
    await queueEmail(tx, { to: `bruno-${tag}@example.org`, cc: 'office@example.org', subject: `Warteliste ${tag}`, html: '<p>Warteliste</p>' }),
    await queueEmail(tx, { to: `carla-${tag}@example.org`, subject: `Zahlung ${tag}`, html: '<p>Zahlung</p>' }),
  ]);
  const base = Date.now() - 60_000;
  for (const [index, id] of ids.entries()) {
    await ctx.db.update(emailLogs).set({ created_at: new Date(base + index * 1000) }).where(eq(emailLogs.id, id));
  }
  await ctx.db.update(emailLogs).set({ status: 'sent', sent_at: new Date() }).where(eq(emailLogs.id, ids[0]!));
  await ctx.db
    .update(emailLogs)
    .set({ status: 'failed', attempts: 40, last_error: 'connect ECONNREFUSED 10.0.0.5:587' })
    .where(eq(emailLogs.id, ids[2]!));
  return ids;
}

describe('GET /api/emailLogs', () => {
  it('needs a sign-in and emailLogs.index', async () => {
    expect((await call('GET', '/api/emailLogs')).statusCode).toBe(401);
    expect((await call('GET', '/api/emailLogs', await parentHeaders(ctx.app))).statusCode).toBe(403);
    expect((await call('GET', '/api/emailLogs', await staffHeaders(ctx.app, ctx.db, ['course.index']))).statusCode).toBe(403);
  });

  it('lists the newest first with the delivery state, searches recipient and subject, and counts all matches', async () => {
    const tag = uniqueTag();
    const ids = await logThree(tag);
    const response = await call('GET', `/api/emailLogs?search=${tag}`, staff);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta.total).toBe(3);
    expect(data.map((row: { id: number }) => row.id)).toEqual([...ids].reverse());
    expect(data.map((row: { status: string }) => row.status)).toEqual(['failed', 'queued', 'sent']);
    expect(data[2].sent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data[0]).not.toHaveProperty('body');

    const bySubject = await call('GET', `/api/emailLogs?search=${encodeURIComponent(`Warteliste ${tag}`)}`, staff);
    expect(bySubject.json().data.map((row: { to: string }) => row.to)).toEqual([`bruno-${tag}@example.org`]);
  });

  it('sorts by several columns, pages and filters by state', async () => {
    const tag = uniqueTag();
    await logThree(tag);
    const sorted = await call('GET', `/api/emailLogs?search=${tag}&sortBy=to&sortDesc=true&itemsPerPage=2&page=1`, staff);
    expect(sorted.json().meta.total).toBe(3);
    expect(sorted.json().data.map((row: { to: string }) => row.to)).toEqual([`carla-${tag}@example.org`, `bruno-${tag}@example.org`]);
    const secondPage = await call('GET', `/api/emailLogs?search=${tag}&sortBy=to&sortDesc=true&itemsPerPage=2&page=2`, staff);
    expect(secondPage.json().data.map((row: { to: string }) => row.to)).toEqual([`anna-${tag}@example.org`]);

    const failed = await call('GET', `/api/emailLogs?search=${tag}&status=failed`, staff);
    expect(failed.json().meta.total).toBe(1);
    expect(failed.json().data[0].to).toBe(`carla-${tag}@example.org`);
  });

  it('refuses an unknown sort key or state on the parameter, in the request language', async () => {
    const response = await call('GET', '/api/emailLogs?sortBy=body', { ...staff, 'api-lang': 'it' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.sortBy).toEqual([translate('it', 'validation.choice')]);
    expect((await call('GET', '/api/emailLogs?status=lost', staff)).statusCode).toBe(422);
  });
});

describe('GET /api/emailLogs/:id', () => {
  it('shows one e-mail with cc, body and why it is not sent yet', async () => {
    const [sent, waiting, failed] = await logThree(uniqueTag());
    const detail = (await call('GET', `/api/emailLogs/${waiting}`, staff)).json().data;
    expect(detail).toMatchObject({ id: waiting, cc: 'office@example.org', bcc: null, body: '<p>Warteliste</p>', status: 'queued', attempts: 0 });
    expect(detail.next_attempt_at).toMatch(/^\d{4}-/);

    const failedDetail = (await call('GET', `/api/emailLogs/${failed}`, staff)).json().data;
    expect(failedDetail).toMatchObject({ status: 'failed', attempts: 40, last_error: 'connect ECONNREFUSED 10.0.0.5:587', next_attempt_at: null });
    expect((await call('GET', `/api/emailLogs/${sent}`, staff)).json().data.status).toBe('sent');
  });

  it('opens with emailLogs.index, as the list does (back-office specification section 2), not with emailLogs.view alone', async () => {
    const [id] = await logThree(uniqueTag());
    expect((await call('GET', `/api/emailLogs/${id}`, await staffHeaders(ctx.app, ctx.db, ['emailLogs.index']))).statusCode).toBe(200);
    expect((await call('GET', `/api/emailLogs/${id}`, await staffHeaders(ctx.app, ctx.db, ['emailLogs.view']))).statusCode).toBe(403);
  });

  it('answers 404 for an unknown or malformed id and 403 without the permission', async () => {
    const [id] = await logThree(uniqueTag());
    expect((await call('GET', '/api/emailLogs/2147483647', staff)).statusCode).toBe(404);
    expect((await call('GET', '/api/emailLogs/abc', staff)).statusCode).toBe(404);
    expect((await call('GET', `/api/emailLogs/${id}`, await staffHeaders(ctx.app, ctx.db, ['course.index']))).statusCode).toBe(403);
    await ctx.db.delete(emailLogs).where(inArray(emailLogs.id, [id!]));
    expect((await call('GET', `/api/emailLogs/${id}`, staff)).statusCode).toBe(404);
  });
});
