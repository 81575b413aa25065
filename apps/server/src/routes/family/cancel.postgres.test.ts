import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseWeeks, registrations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';

/**
 * Cancellations and bookings at once on one full week (PostgreSQL): the week's row lock orders them, so
 * no more than max_participants are ever confirmed and the counters equal the rows.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const contacts = { emergency_contact1_phone: '+39 347 1111111', emergency_contact2_phone: '+39 347 2222222' };

describe('cancelling and booking one full week at once (PostgreSQL)', () => {
  it('never confirms more than max_participants and keeps the counters equal to the rows', async () => {
    const max = 8;
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ max_participants: max, waiting_list: 12 }]);
    const week = weeks[0]!;
    const holders = await Promise.all(Array.from({ length: max }, () => insertFamily(ctx.db)));
    const places = [];
    for (const holder of holders) places.push({ holder, registration: await insertRegistration(ctx.db, holder.children[0]!, week) });
    const waiting = await Promise.all(Array.from({ length: 6 }, () => insertFamily(ctx.db)));
    for (const [index, family] of waiting.entries()) {
      await insertRegistration(ctx.db, family.children[0]!, week, { is_waiting: true, created_at: new Date(Date.now() - (60 - index) * 60_000) });
    }
    const bookers = await Promise.all(Array.from({ length: 20 }, () => insertFamily(ctx.db)));

    const cancellations = places.slice(0, 5).map(({ holder, registration }) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/registration/${registration.id}`, headers: holder.headers }),
    );
    const bookings = bookers.map((family) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/send-registration/${course.id}`,
        headers: family.headers,
        payload: { bookedChildren: [{ children: family.children[0]!.id, courseWeeks: [{ courseWeek: week.id, dayType: 'full_day' }] }], ...contacts },
      }),
    );
    const answers = await Promise.all([...cancellations, ...bookings]);
    for (const answer of answers) expect([200, 422]).toContain(answer.statusCode);
    expect(answers.slice(0, 5).every((answer) => answer.statusCode === 200)).toBe(true);

    const [counted] = await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, week.id));
    const rows = await ctx.db.select().from(registrations).where(eq(registrations.course_week_id, week.id));
    const active = rows.filter((row) => row.deleted_at === null);
    const confirmed = active.filter((row) => !row.is_waiting).length;
    expect(confirmed).toBeLessThanOrEqual(max);
    expect(counted!.confirmed_count).toBe(confirmed);
    expect(counted!.waiting_count).toBe(active.filter((row) => row.is_waiting).length);
    expect(counted!.waiting_count).toBeLessThanOrEqual(12);
    // Five places were freed and there were waiting children and bookers enough: the week is full again.
    expect(confirmed).toBe(max);
    expect(rows.filter((row) => row.deleted_at !== null)).toHaveLength(5);
  });
});
