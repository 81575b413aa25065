import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseWeeks, offers, options, registrations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';

/**
 * Issue 36 on PostgreSQL: cancellations, accepts and declines of one week at once. The week's row lock orders
 * them, so confirmed plus offered never exceed the places, the counters equal the rows, and every place freed
 * is offered on while children wait.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.mailer.stop();
  await ctx.db.update(options).set({ value: '48' }).where(eq(options.key, 'offer_hours'));
});
afterAll(() => ctx.close());

type Entry = { family: Awaited<ReturnType<typeof insertFamily>>; registration: Awaited<ReturnType<typeof insertRegistration>> };

describe('100 cancellations, accepts and declines of one week at once (PostgreSQL)', () => {
  it('never holds more confirmed plus offered than places, and keeps the counters equal to the rows', async () => {
    const places = 30;
    const { weeks } = await insertOpenCourse(ctx.db, [{ max_participants: places, waiting_list: 80 }]);
    const week = weeks[0]!;
    const holders: Entry[] = [];
    for (let index = 0; index < places; index++) {
      const family = await insertFamily(ctx.db);
      holders.push({ family, registration: await insertRegistration(ctx.db, family.children[0]!, week) });
    }
    const waiting: Entry[] = [];
    for (let index = 0; index < 70; index++) {
      const family = await insertFamily(ctx.db);
      const created_at = new Date(Date.now() - (100 - index) * 60_000);
      waiting.push({ family, registration: await insertRegistration(ctx.db, family.children[0]!, week, { is_waiting: true, created_at }) });
    }
    const cancel = ({ family, registration }: Entry) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/registration/${registration.id}`, headers: family.headers });
    const decide = ({ family, registration }: Entry, decision: 'accept' | 'decline') =>
      ctx.app.inject({ method: 'POST', url: `/api/my-family/offers/${registration.id}/${decision}`, headers: family.headers });

    // Ten places freed first: the ten oldest waiting children hold offers.
    for (const holder of holders.slice(0, 10)) expect((await cancel(holder)).statusCode).toBe(200);
    expect((await ctx.db.select().from(offers).where(eq(offers.outcome, 'open'))).length).toBeGreaterThanOrEqual(10);

    // Then at once: 20 more cancellations, the ten offered families deciding (half accept, half decline), and 70
    // families answering offers they may or may not have received by then.
    const answers = await Promise.all([
      ...holders.slice(10).map(cancel),
      ...waiting.slice(0, 10).map((entry, index) => decide(entry, index % 2 === 0 ? 'accept' : 'decline')),
      ...waiting.slice(10).map((entry, index) => decide(entry, index % 3 === 0 ? 'decline' : 'accept')),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.slice(0, 30).every((answer) => answer.statusCode === 200)).toBe(true);

    const [counted] = await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, week.id));
    const rows = await ctx.db.select().from(registrations).where(and(eq(registrations.course_week_id, week.id), isNull(registrations.deleted_at)));
    const open = await ctx.db
      .select({ id: offers.registration_id })
      .from(offers)
      .innerJoin(registrations, eq(registrations.id, offers.registration_id))
      .where(and(eq(registrations.course_week_id, week.id), eq(offers.outcome, 'open')));
    const offeredIds = new Set(open.map((row) => row.id));
    expect(offeredIds.size).toBe(open.length);
    const confirmed = rows.filter((row) => !row.is_waiting).length;
    const stillWaiting = rows.filter((row) => row.is_waiting && !offeredIds.has(row.id)).length;
    expect(rows.filter((row) => offeredIds.has(row.id)).every((row) => row.is_waiting)).toBe(true);
    expect(counted).toMatchObject({ confirmed_count: confirmed, offered_count: open.length, waiting_count: stillWaiting });
    expect(confirmed + open.length).toBeLessThanOrEqual(places);
    // Every place freed went on: while children wait, no place is neither confirmed nor offered.
    if (stillWaiting > 0) expect(confirmed + open.length).toBe(places);
    expect(confirmed).toBeGreaterThanOrEqual(5);
  });
});
