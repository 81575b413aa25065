import { bookingReference } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, registrations, statementLines } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { staffHeaders } from '../../../test/support/factories';
import { daysFromNow, insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';
import { uniqueTag } from '../../../test/support/http';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.mailer.stop();
});
afterAll(() => ctx.close());

describe('GET /api/refunds', () => {
  it('names for what a statement line paid too much the transfer it comes from: its date, amount and payer', async () => {
    const family = await insertFamily(ctx.db);
    const { weeks } = await insertOpenCourse(ctx.db, [{ price: 120 }]);
    // Paid already: the second transfer is all too much.
    const registration = await insertRegistration(ctx.db, family.children[0]!, weeks[0]!, { payed_amount: 120, payed_at: daysFromNow(-10) });
    const [line] = await ctx.db
      .insert(statementLines)
      .values({
        line_key: `again-${uniqueTag()}`,
        file_name: 'camt.xml',
        booked_on: daysFromNow(-2),
        amount: 120,
        payer: 'Rossi Mario',
        remittance: bookingReference(registration.booking_id),
        match: 'reference',
        booking_id: registration.booking_id,
      })
      .returning();
    const office = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update']);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/statements/confirm', headers: office, payload: { data: [line!.id] } })).statusCode).toBe(200);
    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.statement_line_id, line!.id));
    expect((await ctx.db.select().from(registrations).where(eq(registrations.id, registration.id)))[0]!.payed_amount).toBe(120);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/refunds', headers: { ...office, 'api-lang': 'it' } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.find((entry: { id: number }) => entry.id === refund!.id)).toEqual({
      id: refund!.id,
      reference: bookingReference(registration.booking_id),
      amount: 120,
      weeks: [],
      contact_phone: null,
      contact_email: null,
      overpayment: { booked_on: daysFromNow(-2), amount: 120, payer: 'Rossi Mario' },
      created_at: expect.any(String),
    });
  });
});
