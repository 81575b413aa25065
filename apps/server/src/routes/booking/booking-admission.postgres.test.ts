import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../db/client';
import { courseWeeks, registrations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { insertFamily, insertOpenCourse } from '../../../test/support/families';

/**
 * The opening minute's excess (issue 12): beyond the queue a booking is refused early with 503 and Retry-After.
 * One booking at a time and no queue; the week's row is held locked meanwhile, so the first booking is still
 * running when the others arrive.
 */
let ctx: TestContext;
// Ends the transaction that holds the week; also when the test failed before it did, or closing would wait for it.
let release = () => {};
beforeAll(async () => {
  ctx = await createTestApp({ booking: { concurrency: 1, queue: 0, maxWaitMs: 10_000, retryAfterSeconds: 2 } });
});
afterAll(async () => {
  release();
  await ctx.close();
});

const contacts = { emergency_contact1_phone: '+39 347 1111111', emergency_contact2_phone: '+39 347 2222222' };

describe('POST /api/send-registration/:courseId beyond the booking queue', () => {
  it('answers 503 with Retry-After and a translated message, and the same key sent again books exactly once', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ max_participants: 20, waiting_list: 0 }]);
    const families = await Promise.all(Array.from({ length: 8 }, (_, i) => insertFamily(ctx.db, { lang: i % 2 === 0 ? 'de' : 'it' })));
    const send = (family: (typeof families)[number], key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/send-registration/${course.id}`,
        headers: { ...family.headers, 'idempotency-key': key },
        payload: { bookedChildren: [{ children: family.children[0]!.id, courseWeeks: [{ courseWeek: weeks[0]!.id, dayType: 'full_day' }] }], ...contacts },
      });
    const keys = families.map((_family, i) => `rush-key-${i}`);

    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = transaction(ctx.db, async (tx) => {
      await tx.select().from(courseWeeks).where(eq(courseWeeks.id, weeks[0]!.id)).for('update');
      locked();
      await held;
    });
    await lockTaken;
    const firstInFlight = send(families[0]!, keys[0]!);
    // The first booking is admitted and waits for the week's lock ...
    const waitingForLock = async () => {
      const result = await ctx.db.execute(sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`);
      return (result as unknown as { rows: unknown[] }).rows.length;
    };
    // A first booking that answers without waiting for the lock says why (once it was refused from another test
    // file's memory of a full week with the same id, services/capacity/full-weeks.ts).
    const answeredFirst = firstInFlight.then((answer) => {
      throw new Error(`the first booking answered ${answer.statusCode} without waiting for the lock: ${answer.body}`);
    });
    await Promise.race([expect.poll(waitingForLock, { timeout: 20_000 }).toBe(1), answeredFirst]);
    // ... and the others are answered meanwhile.
    const early = await Promise.all(families.slice(1).map((family, i) => send(family, keys[i + 1]!)));
    expect(early.map((answer) => answer.statusCode)).toEqual(early.map(() => 503));
    release();
    await holder;
    const first = [await firstInFlight, ...early];
    const shed = first.flatMap((answer, i) => (answer.statusCode === 503 ? [i] : []));
    expect(first[0]!.statusCode).toBe(200);
    for (const i of shed) {
      expect(first[i]!.headers['retry-after']).toBe('2');
      expect(first[i]!.json().message).toBe(i % 2 === 0 ? 'Du bist in der Warteschlange, bitte Seite nicht schließen' : 'Sei in coda, per favore non chiudere la pagina');
    }

    // The client comes back after the pause with the same key, one after the other: each is booked now.
    const retried: Awaited<ReturnType<typeof send>>[] = [];
    for (const i of shed) retried.push(await send(families[i]!, keys[i]!));
    expect(retried.map((answer) => answer.statusCode)).toEqual(shed.map(() => 200));

    // Every key sent once more answers its first answer and stores nothing.
    const answers = families.map((_family, i) => (shed.includes(i) ? retried[shed.indexOf(i)]! : first[i]!).json());
    for (const [i, family] of families.entries()) {
      const replay = await send(family, keys[i]!);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(answers[i]);
    }
    const stored = await ctx.db
      .select()
      .from(registrations)
      .where(inArray(registrations.child_id, families.map((family) => family.children[0]!.id)));
    expect(stored).toHaveLength(families.length);
  });
});
