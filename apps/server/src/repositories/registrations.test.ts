import { isStanding, openAmount, paymentStatus, registrationPrice, PAYMENT_STATES } from '@app/domain';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { courseWeeks, registrations } from '../db/schema';
import { createTestDatabase } from '../../test/support/database';
import { insertCourse, insertRegistration, insertWeek } from '../../test/support/rows';
import { openAmountSql, paymentStateSql, priceSql, selectRegistrations, standingRegistrationSql } from './registrations';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

// Lists filter and sort in SQL what e-mails, the family page and documents compute in TypeScript: both must
// give every registration the same price, open amount, payment state and standing.
describe('the registration read model and the domain', () => {
  it('agree on price, open amount, payment state and standing', async () => {
    const db = database.db;
    const course = await insertCourse(db);
    const weeks = [
      await insertWeek(db, course.id, { full_day: true, half_day: true, price: 120, price_half_day: 65.5 }),
      await insertWeek(db, course.id, { full_day: true, half_day: false, price: 99.99, price_half_day: null }),
      await insertWeek(db, course.id, { full_day: false, half_day: true, price: null, price_half_day: 40.1 }),
    ];
    const payments = [null, 0, 0.1, 20.2, 40.1, 65.5, 99.99, 120, 200];
    const ids: number[] = [];
    for (const week of weeks) {
      for (const day_type of ['full_day', 'half_day'] as const) {
        for (const payed_amount of payments) {
          ids.push((await insertRegistration(db, week.id, { day_type, payed_amount })).id);
        }
      }
      ids.push((await insertRegistration(db, week.id, { is_waiting: true })).id);
      ids.push((await insertRegistration(db, week.id, { deleted_at: new Date('2025-06-01T08:00:00Z') })).id);
      ids.push((await insertRegistration(db, week.id, { is_waiting: true, deleted_at: new Date('2025-06-01T08:00:00Z') })).id);
    }

    const rows = await selectRegistrations(db, {
      registration: registrations,
      week: { price: courseWeeks.price, price_half_day: courseWeeks.price_half_day },
      price: priceSql,
      open: openAmountSql,
      standing: sql<boolean>`${standingRegistrationSql}`,
      unpaid: sql<boolean>`${paymentStateSql.unpaid}`,
      partly_paid: sql<boolean>`${paymentStateSql.partly_paid}`,
      paid: sql<boolean>`${paymentStateSql.paid}`,
    }).where(inArray(registrations.id, ids));

    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      const price = registrationPrice(row.week, row.registration.day_type);
      const status = paymentStatus(price, row.registration.payed_amount);
      expect({ id: row.registration.id, price: row.price, open: row.open, standing: row.standing, status: PAYMENT_STATES.filter((state) => row[state]) }).toEqual({
        id: row.registration.id,
        price,
        open: openAmount(price, row.registration.payed_amount),
        standing: isStanding(row.registration),
        status: [status],
      });
    }
    expect(rows.filter((row) => row.standing)).toHaveLength(weeks.length * 2 * payments.length);
  });
});
