import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../db/client';
import { courseWeeks, emailLogs, idempotencyKeys, registrations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { insertFamily, insertOpenCourse } from '../../../test/support/families';

/**
 * The opening minute on PostgreSQL: many families at once on the same weeks. Capacity must hold exactly,
 * counters must equal the rows, and no deadlock or 500 may reach a parent.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const contacts = { emergency_contact1_phone: '+39 347 1111111', emergency_contact2_phone: '+39 347 2222222' };

async function families(count: number, children = 1) {
  const result = [];
  for (let i = 0; i < count; i += 20) {
    result.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, count - i) }, () => insertFamily(ctx.db, { children: Array.from({ length: children }, (_, k) => `Kind${k}`) })),
      )),
    );
  }
  return result;
}

async function expectCountersMatchRows(weekIds: number[]) {
  const weeks = await ctx.db.select().from(courseWeeks).where(inArray(courseWeeks.id, weekIds));
  const rows = await ctx.db.select().from(registrations).where(inArray(registrations.course_week_id, weekIds));
  for (const week of weeks) {
    const own = rows.filter((row) => row.course_week_id === week.id);
    expect(week.confirmed_count).toBe(own.filter((row) => !row.is_waiting).length);
    expect(week.waiting_count).toBe(own.filter((row) => row.is_waiting).length);
  }
  return { weeks, rows };
}

describe('booking under concurrency (PostgreSQL)', () => {
  it('250 families at once on a week with 5 places and 5 waiting places: 5 confirmed, 5 waiting, the rest 422', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ max_participants: 5, waiting_list: 5 }]);
    const week = weeks[0]!;
    const parents = await families(250);
    const answers = await Promise.all(
      parents.map((family) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/send-registration/${course.id}`,
          headers: family.headers,
          payload: { bookedChildren: [{ children: family.children[0]!.id, courseWeeks: [{ courseWeek: week.id, dayType: 'full_day' }] }], ...contacts },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(240);
    const waiting = answers.filter((answer) => answer.statusCode === 200 && answer.json().waitingQueueWarnings.length === 1);
    expect(waiting).toHaveLength(5);
    for (const refused of answers.filter((answer) => answer.statusCode === 422)) {
      expect(Object.keys(refused.json().errors)).toEqual(['bookedChildren.0.courseWeeks.0']);
    }
    const { weeks: [counted], rows } = await expectCountersMatchRows([week.id]);
    expect(counted).toMatchObject({ confirmed_count: 5, waiting_count: 5 });
    expect(rows).toHaveLength(10);
    const mails = await ctx.db.select().from(emailLogs).where(inArray(emailLogs.to, parents.map((family) => family.person.email!)));
    expect(mails).toHaveLength(10);
  });

  it('several hot weeks booked in different orders in the same requests: no deadlock reaches a parent', async () => {
    const { course, weeks } = await insertOpenCourse(
      ctx.db,
      Array.from({ length: 4 }, () => ({ max_participants: 6, waiting_list: 6 })),
      { multiple_course_week_registration: true },
    );
    const ids = weeks.map((week) => week.id);
    const parents = await families(80, 2);
    const answers = await Promise.all(
      parents.map((family, index) => {
        // Each request names the weeks in its own order, two children each taking them reversed.
        const order = index % 2 === 0 ? [...ids] : [...ids].reverse();
        const rotated = [...order.slice(index % 4), ...order.slice(0, index % 4)];
        return ctx.app.inject({
          method: 'POST',
          url: `/api/send-registration/${course.id}`,
          headers: family.headers,
          payload: {
            bookedChildren: [
              { children: family.children[0]!.id, courseWeeks: rotated.map((courseWeek) => ({ courseWeek, dayType: 'full_day' })) },
              { children: family.children[1]!.id, courseWeeks: [...rotated].reverse().map((courseWeek) => ({ courseWeek, dayType: 'full_day' })) },
            ],
            ...contacts,
          },
        });
      }),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 422)).toBe(true);
    // Each successful request took 2 places in each of the 4 weeks: 12 places per week fit 6 requests.
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    const { weeks: counted } = await expectCountersMatchRows(ids);
    for (const week of counted) expect(week).toMatchObject({ confirmed_count: 6, waiting_count: 6 });
    const stored = await ctx.db.select().from(registrations).where(eq(registrations.course_week_id, ids[0]!));
    expect(stored).toHaveLength(12);
  });
});

describe('one family sending again while its first request is still running (PostgreSQL)', () => {
  it('books once: the same key ten times at once answers one answer, other keys for the same child are refused', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ max_participants: 3, waiting_list: 0 }]);
    const [family] = await families(1);
    const child = family!.children[0]!.id;
    const send = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/send-registration/${course.id}`,
        headers: { ...family!.headers, 'idempotency-key': key },
        payload: { bookedChildren: [{ children: child, courseWeeks: [{ courseWeek: weeks[0]!.id, dayType: 'full_day' }] }], ...contacts },
      });
    const answers = await Promise.all([...Array.from({ length: 10 }, () => send('same-key')), send('other-tab-1'), send('other-tab-2')]);
    const sameKey = answers.slice(0, 10);
    const stored = await ctx.db.select().from(registrations).where(eq(registrations.child_id, child));
    expect(stored).toHaveLength(1);
    if (sameKey.some((answer) => answer.statusCode === 200)) {
      expect(sameKey.map((answer) => answer.statusCode)).toEqual(sameKey.map(() => 200));
      expect(new Set(sameKey.map((answer) => answer.body)).size).toBe(1);
      expect(answers.slice(10).map((answer) => answer.statusCode)).toEqual([422, 422]);
    } else {
      // One of the other keys got there first: every same-key request was refused as the child's week is taken.
      expect(sameKey.map((answer) => answer.statusCode)).toEqual(sameKey.map(() => 422));
      expect(answers.slice(10).map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    }
    const [week] = await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, weeks[0]!.id));
    expect(week).toMatchObject({ confirmed_count: 1, waiting_count: 0 });
    expect(await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, family!.person.email!))).toHaveLength(1);
  });
});

describe('one key sent at once with two different bookings (PostgreSQL)', () => {
  it('books the one that claimed the key and refuses the other on the key, whichever waited for it', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ max_participants: 3, waiting_list: 0 }]);
    const [family] = await families(1, 2);
    const [first, second] = family!.children;
    const send = (childId: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/send-registration/${course.id}`,
        headers: { ...family!.headers, 'idempotency-key': 'shared-key' },
        payload: { bookedChildren: [{ children: childId, courseWeeks: [{ courseWeek: weeks[0]!.id, dayType: 'full_day' }] }], ...contacts },
      });
    const childOf = (index: number) => (index % 2 === 0 ? first!.id : second!.id);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => send(childOf(index))));
    const stored = await ctx.db.select().from(registrations).where(eq(registrations.course_week_id, weeks[0]!.id));
    expect(stored).toHaveLength(1);
    const winner = answers.filter((_, index) => childOf(index) === stored[0]!.child_id);
    const loser = answers.filter((_, index) => childOf(index) !== stored[0]!.child_id);
    expect(winner.map((answer) => answer.statusCode)).toEqual(winner.map(() => 200));
    expect(new Set(winner.map((answer) => answer.body)).size).toBe(1);
    expect(loser.map((answer) => answer.statusCode)).toEqual(loser.map(() => 422));
    for (const answer of loser) expect(Object.keys(answer.json().errors)).toEqual(['Idempotency-Key']);
    expect(await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, family!.person.email!))).toHaveLength(1);
  });
});

describe('bookings decided together in one batch (PostgreSQL, decision 012)', () => {
  it('decides the bookings that waited for the week in one transaction, each all or nothing, and gives a refused one its key back', async () => {
    const { course, weeks: [hot] } = await insertOpenCourse(ctx.db, [{ max_participants: 3, waiting_list: 1 }]);
    const { course: elsewhere, weeks: [other] } = await insertOpenCourse(ctx.db, [{ max_participants: 5, waiting_list: 0 }]);
    const parents = await families(7);
    const send = (family: (typeof parents)[number], key: string, courseId = course.id, weekId = hot!.id, resent = false) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/send-registration/${courseId}`,
        headers: { ...family.headers, 'idempotency-key': key, ...(resent ? { 'idempotency-resent': '1' } : {}) },
        payload: { bookedChildren: [{ children: family.children[0]!.id, courseWeeks: [{ courseWeek: weekId, dayType: 'full_day' }] }], ...contacts },
      });
    // The last family's child already goes to another course in the same calendar week.
    expect((await send(parents[6]!, 'before', elsewhere.id, other!.id)).statusCode).toBe(200);

    // The hot week is held locked: the first booking's batch waits for it, and every booking sent meanwhile
    // waits in the process for that batch, holding no transaction of its own.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = transaction(ctx.db, async (tx) => {
      await tx.select().from(courseWeeks).where(eq(courseWeeks.id, hot!.id)).for('update');
      locked();
      await held;
    });
    await lockTaken;
    const waitingForLock = async () => {
      const result = await ctx.db.execute(sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`);
      return (result as unknown as { rows: unknown[] }).rows.length;
    };
    const firstAnswer = send(parents[0]!, 'key-0');
    await expect.poll(waitingForLock, { timeout: 20_000 }).toBe(1);
    const later = parents.slice(1, 6).map((family, i) => send(family, `key-${i + 1}`));
    // The seventh is refused alone under the lock: its child is elsewhere that week (read after the children's locks).
    const refusedAnswer = send(parents[6]!, 'key-6');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await waitingForLock()).toBe(1);
    release();
    await holder;
    const answers = await Promise.all([firstAnswer, ...later]);
    const refused = await refusedAnswer;

    // 3 places and 1 waiting place for 6 bookings: the first decided alone, the others in arrival order together.
    expect(answers[0]!.statusCode).toBe(200);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 422)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 200 && answer.json().waitingQueueWarnings.length === 1)).toHaveLength(1);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['bookedChildren.0.courseWeeks.0']);
    expect(JSON.stringify(refused.json().errors)).not.toMatch(/ausgebucht|esaurit/i);
    const { weeks: counted, rows } = await expectCountersMatchRows([hot!.id, other!.id]);
    expect(counted.find((week) => week.id === hot!.id)).toMatchObject({ confirmed_count: 3, waiting_count: 1 });
    expect(counted.find((week) => week.id === other!.id)).toMatchObject({ confirmed_count: 1, waiting_count: 0 });
    expect(rows.filter((row) => row.child_id === parents[6]!.children[0]!.id)).toHaveLength(1);
    const mails = await ctx.db.select().from(emailLogs).where(inArray(emailLogs.to, parents.map((family) => family.person.email!)));
    expect(mails).toHaveLength(5);

    // Every stored booking sent again after a lost answer answers its own answer; the refused one stored nothing,
    // not even its key.
    for (const [i, answer] of answers.entries()) {
      if (answer.statusCode !== 200) continue;
      const again = await send(parents[i]!, `key-${i}`, course.id, hot!.id, true);
      expect(again.json()).toEqual(answer.json());
    }
    const keys = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.user_id, parents[6]!.user.id));
    expect(keys.map((key) => key.key)).toEqual(['before']);
  });
});
