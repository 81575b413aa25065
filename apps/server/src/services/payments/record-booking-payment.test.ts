import { bookingReference } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction, type DatabaseHandle } from '../../db/client';
import { emailLogs, registrations } from '../../db/schema';
import { syncRolesAndPermissions } from '../../db/seed/roles';
import { insertMissingOptions } from '../../repositories/options';
import { createTestDatabase } from '../../../test/support/database';
import { insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';
import { uniqueTag } from '../../../test/support/http';
import { insertBooking } from '../../../test/support/rows';
import { recordBookingPayment } from './record-booking-payment';

let database: DatabaseHandle;
const NBSP = '\u00a0';
const now = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  await transaction(database.db, async (tx) => {
    await syncRolesAndPermissions(tx);
    await insertMissingOptions(tx);
  });
});
afterAll(() => database.close());

/**
 * One booking of a family: Anna week 1 (120 €), Luca week 1 half day (70 €), Anna week 2 (95,50 €), in that
 * order, and beside them in the same booking Luca on week 2's waiting list and a cancelled registration.
 */
async function booking() {
  const db = database.db;
  const tag = uniqueTag();
  const { course, weeks } = await insertOpenCourse(
    db,
    [{ price: 120, half_day: true, price_half_day: 70 }, { price: 95.5 }],
    { name: `Kurs ${tag}`, name_it: `Corso ${tag}`, email_payed: '<p>Hallo {parent_name}, danke für {payment_reference}.</p>' },
  );
  const family = await insertFamily(db, { children: ['Anna', 'Luca'], lastName: `Pay${tag}` });
  const [anna, luca] = family.children as [(typeof family.children)[number], (typeof family.children)[number]];
  const bookingId = await insertBooking(db, { created_by_user_id: family.user.id });
  const at = (seconds: number) => new Date(Date.parse('2026-03-01T08:00:00Z') + seconds * 1000);
  const values = { booking_id: bookingId, created_by_user_id: family.user.id };
  // Written out of booking order on purpose: the rule follows created_at, then id.
  const annaWeek2 = await insertRegistration(db, anna, weeks[1]!, { ...values, created_at: at(2) });
  const lucaWeek1 = await insertRegistration(db, luca, weeks[0]!, { ...values, day_type: 'half_day', created_at: at(1) });
  const annaWeek1 = await insertRegistration(db, anna, weeks[0]!, { ...values, created_at: at(1) });
  const waiting = await insertRegistration(db, luca, weeks[1]!, { ...values, is_waiting: true, created_at: at(0) });
  const cancelled = await insertRegistration(db, anna, weeks[0]!, { ...values, deleted_at: at(3), created_at: at(0) });
  return { tag, course, family, bookingId, lucaWeek1, annaWeek1, annaWeek2, waiting, cancelled };
}

const rowsOf = async (ids: number[]) =>
  new Map((await database.db.select().from(registrations).where(inArray(registrations.id, ids))).map((row) => [row.id, row]));
const mailsTo = (address: string) => database.db.select().from(emailLogs).where(eq(emailLogs.to, address)).orderBy(emailLogs.id);

describe('recordBookingPayment', () => {
  it('spreads the amount over the standing registrations in booking order, each up to its open amount, and writes one e-mail', async () => {
    const b = await booking();
    // Anna week 1 and Luca week 1 were created together: the lower id (Luca's) comes first.
    const result = await transaction(database.db, (tx) =>
      recordBookingPayment(tx, { bookingId: b.bookingId, amount: 150, paidOn: '2026-03-10', now, timeZone: 'Europe/Rome' }),
    );
    expect(result).toEqual({ applied: 150, overpaid: 0, registrationIds: [b.lucaWeek1.id, b.annaWeek1.id], standing: true });

    const rows = await rowsOf([b.lucaWeek1.id, b.annaWeek1.id, b.annaWeek2.id, b.waiting.id, b.cancelled.id]);
    expect(rows.get(b.lucaWeek1.id)).toMatchObject({ payed_amount: 70, payed_at: '2026-03-10' });
    expect(rows.get(b.annaWeek1.id)).toMatchObject({ payed_amount: 80, payed_at: '2026-03-10' });
    for (const untouched of [b.annaWeek2.id, b.waiting.id, b.cancelled.id]) {
      expect(rows.get(untouched)).toMatchObject({ payed_amount: null, payed_at: null });
    }

    const mails = await mailsTo(b.family.person.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Zahlung erhalten: Kurs ${b.tag}`);
    expect(mails[0]!.body).toContain(`danke für ${bookingReference(b.bookingId)}.`);
    // Received 150; open: Anna week 1 40 + Anna week 2 95,50 (the waiting place is not owed).
    expect(mails[0]!.body).toContain(
      `<p>Bezahlt: <strong>150,00${NBSP}€</strong><br>Gebucht am: <strong>10.03.2026</strong><br>Noch offen: <strong>135,50${NBSP}€</strong></p>`,
    );
    expect(mails[0]!.body).toContain('/confirmations');
  });

  it('adds partial payments up, answers what is left over as overpaid and books it nowhere', async () => {
    const b = await booking();
    const pay = (amount: number, paidOn: string) =>
      transaction(database.db, (tx) => recordBookingPayment(tx, { bookingId: b.bookingId, amount, paidOn, now, timeZone: 'Europe/Rome' }));
    expect(await pay(100.3, '2026-03-10')).toEqual({ applied: 100.3, overpaid: 0, registrationIds: [b.lucaWeek1.id, b.annaWeek1.id], standing: true });
    expect(await pay(200.2, '2026-03-12')).toEqual({ applied: 185.2, overpaid: 15, registrationIds: [b.annaWeek1.id, b.annaWeek2.id], standing: true });

    const rows = await rowsOf([b.lucaWeek1.id, b.annaWeek1.id, b.annaWeek2.id, b.waiting.id]);
    expect(rows.get(b.lucaWeek1.id)).toMatchObject({ payed_amount: 70, payed_at: '2026-03-10' });
    expect(rows.get(b.annaWeek1.id)).toMatchObject({ payed_amount: 120, payed_at: '2026-03-12' });
    expect(rows.get(b.annaWeek2.id)).toMatchObject({ payed_amount: 95.5, payed_at: '2026-03-12' });
    expect(rows.get(b.waiting.id)).toMatchObject({ payed_amount: null });

    const mails = await mailsTo(b.family.person.email!);
    expect(mails).toHaveLength(2);
    // Paid in full: the e-mail names the amount received and no open amount.
    expect(mails[1]!.body).toContain(`Bezahlt: <strong>185,20${NBSP}€</strong><br>Gebucht am: <strong>12.03.2026</strong></p>`);
    expect(mails[1]!.body).not.toContain('Noch offen');

    // Nothing open any more: the whole amount is over, nothing is written and nobody is mailed; the booking
    // still stands (paid already), which the statement import tells apart from one with nothing standing.
    expect(await pay(10, '2026-03-13')).toEqual({ applied: 0, overpaid: 10, registrationIds: [], standing: true });
    expect(await mailsTo(b.family.person.email!)).toHaveLength(2);
  });

  it('books two payments of the same booking at the same time one after the other, losing neither', async () => {
    const b = await booking();
    const pay = (amount: number) =>
      transaction(database.db, (tx) => recordBookingPayment(tx, { bookingId: b.bookingId, amount, paidOn: '2026-03-10', now, timeZone: 'Europe/Rome' }));
    const results = await Promise.all([pay(100), pay(100)]);
    expect(results.map((result) => result.applied)).toEqual([100, 100]);
    const rows = await rowsOf([b.lucaWeek1.id, b.annaWeek1.id, b.annaWeek2.id]);
    // 200 in booking order: Luca's 70, then 120 of Anna's week 1, then 10 of her week 2.
    expect([b.lucaWeek1.id, b.annaWeek1.id, b.annaWeek2.id].map((id) => rows.get(id)!.payed_amount)).toEqual([70, 120, 10]);
    expect(await mailsTo(b.family.person.email!)).toHaveLength(2);
  });

  it('applies nothing to a booking without a standing registration (waiting or cancelled only) and writes no e-mail', async () => {
    const b = await booking();
    await database.db.delete(registrations).where(inArray(registrations.id, [b.lucaWeek1.id, b.annaWeek1.id, b.annaWeek2.id]));
    const result = await recordBookingPayment(database.db, { bookingId: b.bookingId, amount: 70, paidOn: '2026-03-10', now, timeZone: 'Europe/Rome' });
    expect(result).toEqual({ applied: 0, overpaid: 70, registrationIds: [], standing: false });
    expect((await rowsOf([b.waiting.id, b.cancelled.id])).get(b.waiting.id)).toMatchObject({ payed_amount: null });
    expect(await mailsTo(b.family.person.email!)).toHaveLength(0);
  });
});
