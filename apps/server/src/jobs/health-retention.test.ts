import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { children, options, registrations } from '../db/schema';
import { createTestDatabase } from '../../test/support/database';
import { insertChild, insertCourse, insertRegistration, insertWeek } from '../../test/support/rows';
import { eraseExpiredHealthData } from './health-retention';

const TIME_ZONE = 'Europe/Rome';
const HEALTH = { medicaments: 'Asthmaspray', incompatibilities: 'Laktose', allergies: 'Nüsse' };
const CONFIRMED_BEFORE = new Date('2020-05-01T10:00:00Z');

let database: DatabaseHandle;
const run = (at: string) => eraseExpiredHealthData(database.db, { now: new Date(at), timeZone: TIME_ZONE });

async function childWithFlags(lastUpdate = CONFIRMED_BEFORE) {
  const child = await insertChild(database.db);
  await database.db
    .update(children)
    .set({ with_diagnostics: true, risk_group: true, last_update: lastUpdate })
    .where(eq(children.id, child.id));
  return child;
}

const registrationRows = (ids: number[]) => database.db.select().from(registrations).where(inArray(registrations.id, ids)).orderBy(registrations.id);
const childRow = async (id: number) => (await database.db.select().from(children).where(eq(children.id, id)))[0]!;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('health-data retention', () => {
  it('erases the health answers of a season once it is past its retention, keeps payments and names, and does it once', async () => {
    const db = database.db;
    // Season 2020 ends with the latest week of its courses (28.08.), so it is kept until 28.11.2020 with 3 months.
    const early = await insertWeek(db, (await insertCourse(db, { year: 2020 })).id, { from: '2020-07-06', to: '2020-07-10' });
    const late = await insertWeek(db, (await insertCourse(db, { year: 2020 })).id, { from: '2020-08-24', to: '2020-08-28' });
    const next = await insertWeek(db, (await insertCourse(db, { year: 2021 })).id, { from: '2021-07-05', to: '2021-07-09' });

    const gone = await childWithFlags();
    const paid = await insertRegistration(db, early.id, { child_id: gone.id, ...HEALTH, payed_amount: 120, payed_at: '2020-06-15' });
    const cancelled = await insertRegistration(db, late.id, { ...HEALTH, deleted_at: new Date('2020-06-01T08:00:00Z') });
    // Booked again the next season: the 2020 answers go, the child's flags and the 2021 answers stay.
    const returning = await childWithFlags();
    const returningOld = await insertRegistration(db, late.id, { child_id: returning.id, ...HEALTH });
    const returningNew = await insertRegistration(db, next.id, { child_id: returning.id, ...HEALTH });
    // The family confirmed the child's data after the season's retention ended: the flags are for a booking to come.
    const reconfirmed = await childWithFlags(new Date('2020-12-01T10:00:00Z'));
    await insertRegistration(db, early.id, { child_id: reconfirmed.id });
    // Never booked: nothing says when its flags could go.
    const unbooked = await childWithFlags();

    // 28.11.2020 21:00 in Rome: the last day the season is kept.
    expect(await run('2020-11-28T20:00:00Z')).toEqual({ registrations: 0, children: 0 });
    expect((await registrationRows([paid.id]))[0]).toMatchObject({ ...HEALTH, health_erased_at: null });

    const erasedAt = new Date('2020-11-29T02:00:00Z');
    expect(await run(erasedAt.toISOString())).toEqual({ registrations: 4, children: 1 });

    const [paidRow, cancelledRow, oldRow, newRow] = await registrationRows([paid.id, cancelled.id, returningOld.id, returningNew.id]);
    for (const row of [paidRow, cancelledRow, oldRow]) {
      expect(row).toMatchObject({ medicaments: null, incompatibilities: null, allergies: null, health_erased_at: erasedAt });
    }
    expect(paidRow).toMatchObject({ payed_amount: 120, payed_at: '2020-06-15', child_id: gone.id, emergency_contact1_phone: paid.emergency_contact1_phone });
    expect(cancelledRow!.deleted_at).toEqual(cancelled.deleted_at);
    expect(newRow).toMatchObject({ ...HEALTH, health_erased_at: null });

    expect(await childRow(gone.id)).toMatchObject({ with_diagnostics: false, risk_group: false, first_name: gone.first_name, last_name: gone.last_name, tax: gone.tax });
    for (const kept of [returning, reconfirmed, unbooked]) {
      expect(await childRow(kept.id)).toMatchObject({ with_diagnostics: true, risk_group: true });
    }

    expect(await run('2020-11-30T02:00:00Z')).toEqual({ registrations: 0, children: 0 });
    expect((await registrationRows([paid.id]))[0]!.health_erased_at).toEqual(erasedAt);
  });

  it('reads the months from the option', async () => {
    const db = database.db;
    const week = await insertWeek(db, (await insertCourse(db, { year: 2010 })).id, { from: '2010-08-02', to: '2010-08-06' });
    const registration = await insertRegistration(db, week.id, HEALTH);
    await db.insert(options).values({ key: 'health_retention_months', value: '12' }).onConflictDoUpdate({ target: options.key, set: { value: '12' } });
    try {
      expect(await run('2011-08-06T12:00:00Z')).toEqual({ registrations: 0, children: 0 });
      expect(await run('2011-08-07T12:00:00Z')).toEqual({ registrations: 1, children: 0 });
      expect((await registrationRows([registration.id]))[0]!.medicaments).toBeNull();
    } finally {
      await db.update(options).set({ value: '3' }).where(eq(options.key, 'health_retention_months'));
    }
  });
});
