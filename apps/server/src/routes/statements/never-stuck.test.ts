import { bookingReference } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, refunds, registrations, statementLines } from '../../db/schema';
import { italianCamt, type SampleCredit } from '../../services/statements/samples/camt053';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { staffHeaders } from '../../../test/support/factories';
import { insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';
import { requester } from '../../../test/support/http';
import { multipart } from '../../../test/support/multipart';
import { insertBooking } from '../../../test/support/rows';

/**
 * Statement lines are never stuck (issue 38, item 6): a line for a booking paid already, or above what is open,
 * is booked and its rest becomes a refund to make; a line naming two bookings is split across them; proposals
 * leave out bookings made after the transfer and bookings the same file pays by reference; names written
 * together or with an apostrophe are found; the list names each child once.
 */

let ctx: TestContext;
let office: Record<string, string>;
const call = requester(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.mailer.stop();
  office = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update']);
});
afterAll(() => ctx.close());

const JUNE = new Date('2026-06-01T08:00:00Z');
const tag = () => randomBytes(4).toString('hex');
/** A price no other test uses, so a proposal by amount has one candidate. */
const uniquePrice = () => 100 + Number.parseInt(randomBytes(2).toString('hex'), 16) / 100;
const money = (amount: number) => amount.toFixed(2);

/** A family's booking: one registration per week price, each child its own unless `oneChild`. */
async function familyBooking(prices: number[], options: { lastName?: string; bookedAt?: Date; oneChild?: boolean } = {}) {
  const family = await insertFamily(ctx.db, { lastName: options.lastName, children: options.oneChild ? ['Lukas'] : prices.map((_, index) => `Kind${index}`) });
  const { weeks } = await insertOpenCourse(ctx.db, prices.map((price) => ({ price })));
  const bookingId = await insertBooking(ctx.db, { created_at: options.bookedAt ?? JUNE });
  const ids: number[] = [];
  for (const [index, week] of weeks.entries()) {
    ids.push((await insertRegistration(ctx.db, family.children[options.oneChild ? 0 : index]!, week, { booking_id: bookingId, created_at: new Date(JUNE.getTime() + index) })).id);
  }
  const openTotal = Math.round(prices.reduce((sum, price) => sum + price, 0) * 100) / 100;
  return { family, bookingId, reference: bookingReference(bookingId), registrationIds: ids, email: family.person.email!, openTotal };
}

async function importCamt(credits: SampleCredit[]) {
  const fileName = `juli-${tag()}.xml`;
  const body = multipart([{ name: 'file', filename: fileName, data: italianCamt(credits) }]);
  const answer = await ctx.app.inject({ method: 'POST', url: '/api/statements/upload', headers: { ...office, ...body.headers }, payload: body.payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return ctx.db.select().from(statementLines).where(eq(statementLines.file_name, fileName)).orderBy(statementLines.id);
}
const listed = async (search: string, state = 'open') => (await call('GET', `/api/statements?state=${state}&search=${encodeURIComponent(search)}`, office)).json().data;
const paymentsOf = (ids: number[]) =>
  ctx.db.select({ id: registrations.id, payed_amount: registrations.payed_amount }).from(registrations).where(inArray(registrations.id, ids)).orderBy(registrations.id);
const refundsOf = (lineId: number) => ctx.db.select({ booking_id: refunds.booking_id, amount: refunds.amount }).from(refunds).where(eq(refunds.statement_line_id, lineId));
const mailsTo = (address: string) => ctx.db.select().from(emailLogs).where(eq(emailLogs.to, address));

describe('a line above what is open', () => {
  it('for a booking paid already: booked, the whole amount a refund on the list, no payment e-mail', async () => {
    const paid = await familyBooking([uniquePrice()]);
    await ctx.db.update(registrations).set({ payed_amount: paid.openTotal, payed_at: '2026-06-20' }).where(inArray(registrations.id, paid.registrationIds));
    const t = tag();
    const [line] = await importCamt([{ amount: money(paid.openTotal), payer: 'Rossi Mario', lines: [`Seconda volta ${paid.reference} ${t}`], ref: `PAID-${t}` }]);
    expect(line).toMatchObject({ match: 'reference', booking_id: paid.bookingId });
    expect(await listed(t)).toEqual([expect.objectContaining({ overpaid: true, bookings: [expect.objectContaining({ open_total: 0 })] })]);

    // Book all matched leaves it for a person; the person books it.
    expect((await call('POST', '/api/statements/confirmMatched', office)).json().left).toContain(line!.id);
    const booked = await call('POST', '/api/statements/confirm', office, { data: [line!.id] });
    expect(booked.json()).toMatchObject({ booked: [line!.id], overpaid: [{ id: line!.id, amount: paid.openTotal }], skipped: [] });
    expect(await refundsOf(line!.id)).toEqual([{ booking_id: paid.bookingId, amount: paid.openTotal }]);
    expect(await paymentsOf(paid.registrationIds)).toEqual([{ id: paid.registrationIds[0], payed_amount: paid.openTotal }]);
    expect(await mailsTo(paid.email)).toEqual([]);
    expect(await listed(t, 'booked')).toEqual([expect.objectContaining({ state: 'booked', refund: { id: expect.any(Number), amount: paid.openTotal, refunded_at: null } })]);
  });

  it('above the open total: the booking is paid, the rest is its refund', async () => {
    const booking = await familyBooking([uniquePrice()]);
    const t = tag();
    const [line] = await importCamt([{ amount: money(booking.openTotal + 15.5), payer: 'Bianchi', lines: [booking.reference], ref: `OVER-${t}` }]);
    const booked = await call('POST', '/api/statements/confirm', office, { data: [line!.id] });
    expect(booked.json().overpaid).toEqual([{ id: line!.id, amount: 15.5 }]);
    expect(await paymentsOf(booking.registrationIds)).toEqual([{ id: booking.registrationIds[0], payed_amount: booking.openTotal }]);
    expect(await refundsOf(line!.id)).toEqual([{ booking_id: booking.bookingId, amount: 15.5 }]);
    expect(await mailsTo(booking.email)).toHaveLength(1);
  });
});

describe('a line naming two bookings', () => {
  it('is split across them in the order named, each up to what it owes, the rest a refund on the first', async () => {
    const first = await familyBooking([uniquePrice()]);
    const second = await familyBooking([uniquePrice(), uniquePrice()]);
    const t = tag();
    const [line] = await importCamt([
      { amount: money(first.openTotal + second.openTotal + 10), payer: 'Hofer', lines: [`${first.reference} und ${second.reference} ${t}`], ref: `TWO-${t}` },
    ]);
    expect(line).toMatchObject({ match: 'reference', booking_id: first.bookingId });
    const [shown] = await listed(t);
    expect(shown.bookings.map((booking: { id: number }) => booking.id)).toEqual([first.bookingId, second.bookingId]);
    expect(shown.overpaid).toBe(true);

    const booked = await call('POST', '/api/statements/confirm', office, { data: [line!.id] });
    expect(booked.json()).toMatchObject({ booked: [line!.id], overpaid: [{ id: line!.id, amount: 10 }] });
    expect(await paymentsOf(first.registrationIds)).toEqual([{ id: first.registrationIds[0], payed_amount: first.openTotal }]);
    const secondPaid = await paymentsOf(second.registrationIds);
    expect(secondPaid.reduce((sum, row) => sum + row.payed_amount!, 0)).toBeCloseTo(second.openTotal, 2);
    expect(await refundsOf(line!.id)).toEqual([{ booking_id: first.bookingId, amount: 10 }]);
    // Each booking its own payment e-mail.
    expect(await mailsTo(first.email)).toHaveLength(1);
    expect(await mailsTo(second.email)).toHaveLength(1);
  });

  it('pays the first in full and the second with what is left, when the transfer is short', async () => {
    const first = await familyBooking([uniquePrice()]);
    const second = await familyBooking([uniquePrice()]);
    const t = tag();
    const [line] = await importCamt([{ amount: money(first.openTotal + 30), payer: 'Hofer', lines: [`${first.reference} ${second.reference}`], ref: `SHORT-${t}` }]);
    expect((await call('POST', '/api/statements/confirm', office, { data: [line!.id] })).json().overpaid).toEqual([]);
    expect((await paymentsOf([...first.registrationIds, ...second.registrationIds])).map((row) => row.payed_amount)).toEqual([first.openTotal, 30]);
    expect(await refundsOf(line!.id)).toEqual([]);
  });

  it('is booked onto the one booking a person assigns it to instead', async () => {
    const first = await familyBooking([uniquePrice()]);
    const second = await familyBooking([uniquePrice()]);
    const t = tag();
    const [line] = await importCamt([{ amount: '20.00', payer: 'Hofer', lines: [`${first.reference} ${second.reference}`], ref: `ASSIGN-${t}` }]);
    expect((await call('POST', `/api/statements/${line!.id}/assign`, office, { reference: second.reference })).statusCode).toBe(200);
    expect((await paymentsOf([...first.registrationIds, ...second.registrationIds])).map((row) => row.payed_amount)).toEqual([null, 20]);
  });
});

describe('proposals', () => {
  it('leave out a booking made after the transfer', async () => {
    const t = tag().replace(/\d/g, 'x');
    const later = await familyBooking([uniquePrice()], { lastName: `Spaet${t}`, bookedAt: new Date('2026-07-10T09:00:00Z') });
    const [before, after] = await importCamt([
      { amount: money(later.openTotal), payer: `SPAET${t.toUpperCase()} ANNA`, lines: ['Sommerwoche'], ref: `EARLY-${t}`, date: '2026-07-09' },
      { amount: money(later.openTotal), payer: `SPAET${t.toUpperCase()} ANNA`, lines: ['Sommerwoche nochmal'], ref: `LATE-${t}`, date: '2026-07-10' },
    ]);
    expect(before).toMatchObject({ match: 'none', booking_id: null });
    expect(after).toMatchObject({ match: 'proposal', booking_id: later.bookingId });
  });

  it('leave out a booking the same file pays by reference', async () => {
    const t = tag().replace(/\d/g, 'x');
    const booking = await familyBooking([uniquePrice()], { lastName: `Doppel${t}` });
    const [byReference, again] = await importCamt([
      { amount: money(booking.openTotal), payer: `DOPPEL${t.toUpperCase()} ANNA`, lines: [booking.reference], ref: `REF-${t}` },
      { amount: money(booking.openTotal), payer: `DOPPEL${t.toUpperCase()} ANNA`, lines: ['Sommerwoche'], ref: `SAME-${t}` },
    ]);
    expect(byReference).toMatchObject({ match: 'reference', booking_id: booking.bookingId });
    expect(again).toMatchObject({ match: 'none', booking_id: null });
  });

  it("find names written together or with an apostrophe (DANGELO for D'Angelo)", async () => {
    const t = tag().replace(/\d/g, 'x');
    const booking = await familyBooking([uniquePrice()], { lastName: `D'Angelo${t}` });
    const [together, apostrophe] = await importCamt([
      { amount: money(booking.openTotal), payer: `DANGELO${t.toUpperCase()} MARIA`, lines: ['Iscrizione'], ref: `DA-${t}` },
      { amount: money(booking.openTotal), payer: `D’ANGELO${t.toUpperCase()} MARIA`, lines: ['Iscrizione'], ref: `DB-${t}` },
    ]);
    expect(together).toMatchObject({ match: 'proposal', booking_id: booking.bookingId });
    expect(apostrophe).toMatchObject({ match: 'proposal', booking_id: booking.bookingId });
  });
});

describe('the list', () => {
  it('names each child of a booking once, with its number of weeks', async () => {
    const booking = await familyBooking([uniquePrice(), uniquePrice()], { oneChild: true });
    const t = tag();
    await importCamt([{ amount: '10.00', payer: 'Hofer', lines: [`${booking.reference} ${t}`], ref: `WEEKS-${t}` }]);
    const [line] = await listed(t);
    expect(line.bookings).toEqual([{ id: booking.bookingId, reference: booking.reference, children: [{ name: `Lukas ${booking.family.person.last_name}`, weeks: 2 }], open_total: booking.openTotal }]);
  });
});
