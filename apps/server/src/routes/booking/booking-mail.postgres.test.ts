import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../db/client';
import { courseWeeks, emailLogs } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { insertFamily, insertOpenCourse } from '../../../test/support/families';

/**
 * The mail worker waits while bookings are queued (decision 012); the e-mails must go out once the queue is
 * empty, also when the bookings that empty it are refused. One booking at a time; the test app runs no poll,
 * so only a kick can send.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ booking: { concurrency: 1, queue: 10, maxWaitMs: 10_000, retryAfterSeconds: 2 } });
});
afterAll(() => ctx.close());

const contacts = { emergency_contact1_phone: '+39 347 1111111', emergency_contact2_phone: '+39 347 2222222' };

describe('e-mails of bookings that ended while others were queued', () => {
  it('are sent once the queue is empty, even when the last queued bookings are refused', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ max_participants: 1, waiting_list: 0 }]);
    const week = weeks[0]!;
    const families = await Promise.all([insertFamily(ctx.db), insertFamily(ctx.db), insertFamily(ctx.db)]);
    const send = (family: (typeof families)[number]) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/send-registration/${course.id}`,
        headers: family.headers,
        payload: { bookedChildren: [{ children: family.children[0]!.id, courseWeeks: [{ courseWeek: week.id, dayType: 'full_day' }] }], ...contacts },
      });

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = transaction(ctx.db, async (tx) => {
      await tx.select().from(courseWeeks).where(eq(courseWeeks.id, week.id)).for('update');
      locked();
      await held;
    });
    await lockTaken;
    const first = send(families[0]!);
    const waitingForLock = async () => {
      const result = await ctx.db.execute(sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`);
      return (result as unknown as { rows: unknown[] }).rows.length;
    };
    await expect.poll(waitingForLock, { timeout: 20_000 }).toBe(1);
    // Two more queue behind the first; the week has no place left for them.
    const later = [send(families[1]!), send(families[2]!)];
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    await holder;

    expect((await first).statusCode).toBe(200);
    expect((await Promise.all(later)).map((answer) => answer.statusCode)).toEqual([422, 422]);
    const status = async () => (await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, families[0]!.person.email!)))[0]?.status;
    await expect.poll(status, { timeout: 3_000 }).toBe('sent');
  });
});
