import { bookingSchema } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseWeeks, idempotencyKeys } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { findSessionUser } from '../../repositories/sessions';
import { deleteCourseWeek } from '../courses/delete-course-week';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { insertFamily, insertOpenCourse } from '../../../test/support/families';
import type { BookingJob } from './booking-job';
import { decideBooking } from './decide-booking';
import { prepareBooking } from './prepare-booking';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A family's booking of one child into one week, prepared as the route prepares it (the part without a lock). */
async function prepared(courseId: number, weekId: number, idempotencyKey: string): Promise<BookingJob> {
  const family = await insertFamily(ctx.db);
  const found = await findSessionUser(ctx.db, family.headers.authorization.slice('Bearer '.length));
  const job = await prepareBooking(ctx.db, {
    actor: found!.user,
    now: new Date(),
    lang: 'de',
    timeZone: 'Europe/Rome',
    courseId,
    idempotencyKey,
    booking: bookingSchema.parse({
      bookedChildren: [{ children: family.children[0]!.id, courseWeeks: [{ courseWeek: weekId, dayType: 'full_day' }] }],
      emergency_contact1_phone: '+39 347 1111111',
      emergency_contact2_phone: '+39 347 2222222',
    }),
  });
  if ('answer' in job) throw new Error('prepared a fresh booking, got a stored answer');
  return job;
}

describe('deciding prepared bookings (decision 012)', () => {
  it('a week deleted between preparing and locking: that booking is not found, the others of its batch are decided in the same transaction', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}, {}, {}, {}]);
    const [first, second, gone, kept] = weeks;
    const jobs = [
      await prepared(course.id, first!.id, 'first'),
      await prepared(course.id, second!.id, 'second'),
      await prepared(course.id, gone!.id, 'gone'),
      await prepared(course.id, kept!.id, 'kept-1'),
      await prepared(course.id, kept!.id, 'kept-2'),
    ];
    // The office deletes a week nobody has booked yet, while a family's booking of it is already prepared.
    await deleteCourseWeek(ctx.db, { id: gone!.id });

    // Sent in one go: the first two take both batch slots, the other three wait and then form one batch.
    const outcomes = await Promise.allSettled(jobs.map((job) => decideBooking(ctx.db, job)));

    const [, , goneOutcome, ...keptOutcomes] = outcomes;
    expect(goneOutcome!.status).toBe('rejected');
    const error = (goneOutcome as PromiseRejectedResult).reason;
    // The app's not-found (404, translated), not a TypeError from a week the lock did not return (500).
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('not_found');
    expect(keptOutcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);

    // Decided together, not each again alone after the batch failed: one transaction wrote both registrations.
    const rows = await ctx.db.execute(sql`select xmin::text as tx from registrations where course_week_id = ${kept!.id}`);
    const transactions = (rows as unknown as { rows: { tx: string }[] }).rows.map((row) => row.tx);
    expect(transactions).toHaveLength(2);
    expect(new Set(transactions).size).toBe(1);
    const [counted] = await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, kept!.id));
    expect(counted).toMatchObject({ confirmed_count: 2, waiting_count: 0 });
    // The refused booking's key is given back: the parent may send again.
    const keys = await ctx.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, 'gone'));
    expect(keys).toEqual([]);
  });
});
