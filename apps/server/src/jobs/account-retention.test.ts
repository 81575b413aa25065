import { ROLE_NAMES } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDS_KEPT_YEARS } from '../db/personal-data';
import { bookings, children, emailLogs, people, registrations, roles, sessions, statementLines, userRoles, users } from '../db/schema';
import { transaction } from '../db/client';
import { eraseFamily } from '../services/family-data/erase-family';
import { hashPassword } from '../lib/passwords';
import { storeOption } from '../repositories/options';
import { createTestApp, type TestContext } from '../../test/support/app';
import { signIn } from '../../test/support/factories';
import { daysFromNow, insertFamily, insertOpenCourse, insertRegistration } from '../../test/support/families';
import { poisonRow } from '../../test/support/poison';
import { runAccountRetention } from './account-retention';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY_MS = 86_400_000;
const PASSWORD = 'retention-password-2026';
const timeZone = 'Europe/Rome';

/** A family whose account was created, and last signed in, `years` ago. */
async function familyUnusedFor(years: number) {
  const family = await insertFamily(ctx.db, { lang: 'it' });
  const long = new Date(Date.now() - years * 366 * DAY_MS);
  await ctx.db.update(users).set({ created_at: long, last_sign_in_at: long, password_hash: await hashPassword(PASSWORD) }).where(eq(users.id, family.user.id));
  // A sign-in token of the last years is use too: this family has none.
  await ctx.db.delete(sessions).where(eq(sessions.user_id, family.user.id));
  return family;
}
const mailsTo = (address: string) => ctx.db.select().from(emailLogs).where(eq(emailLogs.to, address));
const userOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe('the account retention job', () => {
  it('notices an unused parent account once, erases it 30 days later, keeps one whose parent signed in meanwhile', async () => {
    const now = new Date();
    const [leaving, staying] = [await familyUnusedFor(4), await familyUnusedFor(4)];

    const first = await runAccountRetention(ctx.db, { now, timeZone });
    expect(first).toEqual({ noticed: 2, erased: 0, forgotten: 0, expired: 0, failed: 0 });
    expect((await userOf(leaving.user.id))!.deletion_notice_at).toEqual(now);
    const [notice] = await mailsTo(leaving.user.email);
    expect(notice!.subject).toBe('Il vostro account verrà eliminato se non accedete');
    expect(notice!.body).toContain('3 anni');
    // A second run (or a second replica) sends nothing new.
    expect(await runAccountRetention(ctx.db, { now, timeZone })).toEqual({ noticed: 0, erased: 0, forgotten: 0, expired: 0, failed: 0 });
    expect(await mailsTo(leaving.user.email)).toHaveLength(1);

    // The parent of the second family signs in: the notice no longer holds.
    await signIn(ctx.app, staying.user.email, PASSWORD);
    const signedIn = (await userOf(staying.user.id))!;
    expect(signedIn.deletion_notice_at).toBeNull();
    expect(Date.now() - signedIn.last_sign_in_at!.getTime()).toBeLessThan(60_000);

    // 29 days on nothing is erased; 31 days on the first is, the second is not noticed again.
    expect(await runAccountRetention(ctx.db, { now: new Date(now.getTime() + 29 * DAY_MS), timeZone })).toEqual({ noticed: 0, erased: 0, forgotten: 0, expired: 0, failed: 0 });
    const later = new Date(now.getTime() + 31 * DAY_MS);
    expect(await runAccountRetention(ctx.db, { now: later, timeZone })).toEqual({ noticed: 0, erased: 1, forgotten: 0, expired: 0, failed: 0 });
    expect(await userOf(leaving.user.id)).toBeUndefined();
    expect(await ctx.db.select().from(people).where(eq(people.id, leaving.person.id))).toEqual([]);
    expect(await ctx.db.select().from(children).where(eq(children.id, leaving.children[0]!.id))).toEqual([]);
    expect((await mailsTo(leaving.user.email)).map((mail) => mail.subject)).toEqual(['Il vostro account è stato eliminato']);
    expect(await userOf(staying.user.id)).toBeDefined();
    expect(await runAccountRetention(ctx.db, { now: later, timeZone })).toEqual({ noticed: 0, erased: 0, forgotten: 0, expired: 0, failed: 0 });
  });

  it('leaves alone families with a recent registration, accounts younger than the option, and office accounts', async () => {
    const now = new Date();
    const booked = await familyUnusedFor(4);
    const { weeks } = await insertOpenCourse(ctx.db, [{}]);
    await insertRegistration(ctx.db, booked.children[0]!, weeks[0]!);
    const young = await familyUnusedFor(2);
    const office = await familyUnusedFor(4);
    const [staffRole] = await ctx.db.select().from(roles).where(eq(roles.name, ROLE_NAMES.staff));
    await ctx.db.insert(userRoles).values({ user_id: office.user.id, role_id: staffRole!.id });

    expect(await runAccountRetention(ctx.db, { now, timeZone })).toEqual({ noticed: 0, erased: 0, forgotten: 0, expired: 0, failed: 0 });
    // With the option at one year the young account is unused too.
    await storeOption(ctx.db, { key: 'account_retention_years', value: '1', now });
    expect(await runAccountRetention(ctx.db, { now, timeZone })).toEqual({ noticed: 1, erased: 0, forgotten: 0, expired: 0, failed: 0 });
    expect((await userOf(young.user.id))!.deletion_notice_at).toEqual(now);
    await storeOption(ctx.db, { key: 'account_retention_years', value: '3', now });
  });

  it('forgets the contact an erased family left on a place it kept once the week is over, and only then', async () => {
    const family = await insertFamily(ctx.db);
    await ctx.db.update(people).set({ phone: '+39 333 9876543' }).where(eq(people.id, family.person.id));
    const { weeks } = await insertOpenCourse(ctx.db, [{ from: daysFromNow(10), to: daysFromNow(14) }]);
    const place = await insertRegistration(ctx.db, family.children[0]!, weeks[0]!, { payed_amount: 120, payed_at: daysFromNow(-1) });
    await transaction(ctx.db, (tx) => eraseFamily(tx, { personId: family.person.id, now: new Date(), timeZone, places: 'keep' }));
    const stored = async () => (await ctx.db.select().from(registrations).where(eq(registrations.id, place.id)))[0]!;
    expect(await stored()).toMatchObject({ contact_phone: '+39 333 9876543', contact_email: family.user.email, emergency_contact1_phone: '+39 347 1111111' });

    // On the week's last day the child is still there.
    const lastDay = new Date(`${daysFromNow(14)}T12:00:00Z`);
    expect((await runAccountRetention(ctx.db, { now: lastDay, timeZone })).forgotten).toBe(0);
    expect((await stored()).contact_email).toBe(family.user.email);

    const dayAfter = new Date(`${daysFromNow(15)}T12:00:00Z`);
    expect((await runAccountRetention(ctx.db, { now: dayAfter, timeZone })).forgotten).toBe(1);
    expect(await stored()).toMatchObject({ contact_phone: null, contact_email: null, emergency_contact1_phone: null, emergency_contact2_phone: null, payed_amount: 120 });
    expect((await runAccountRetention(ctx.db, { now: dayAfter, timeZone })).forgotten).toBe(0);
  });

  it('deletes the records an erasure kept for the law once their ten years after the week and the bank\'s date are over', async () => {
    const family = await insertFamily(ctx.db);
    const { weeks } = await insertOpenCourse(ctx.db, [{ from: daysFromNow(-30), to: daysFromNow(-26) }]);
    const record = await insertRegistration(ctx.db, family.children[0]!, weeks[0]!, { payed_amount: 120, payed_at: daysFromNow(-27) });
    const [line] = await ctx.db
      .insert(statementLines)
      .values({ line_key: `old-${record.id}`, file_name: 'camt.xml', booked_on: daysFromNow(-25), amount: 120, booking_id: record.booking_id, state: 'booked' })
      .returning();
    await transaction(ctx.db, (tx) => eraseFamily(tx, { personId: family.person.id, now: new Date(), timeZone }));
    const left = async () => ({
      registration: (await ctx.db.select().from(registrations).where(eq(registrations.id, record.id))).length,
      child: (await ctx.db.select().from(children).where(eq(children.id, family.children[0]!.id))).length,
      booking: (await ctx.db.select().from(bookings).where(eq(bookings.id, record.booking_id))).length,
      line: (await ctx.db.select().from(statementLines).where(eq(statementLines.id, line!.id))).length,
    });
    const tenYearsAfter = (day: string) => {
      const at = new Date(`${day}T12:00:00Z`);
      at.setUTCFullYear(at.getUTCFullYear() + RECORDS_KEPT_YEARS);
      return at;
    };
    // Ten years after the week's last day the record is still within its period.
    await runAccountRetention(ctx.db, { now: tenYearsAfter(daysFromNow(-26)), timeZone });
    expect(await left()).toEqual({ registration: 1, child: 1, booking: 1, line: 1 });

    // Two days later both the week's and the bank's periods are over: the anonymous child goes with its record.
    const over = tenYearsAfter(daysFromNow(-24));
    const result = await runAccountRetention(ctx.db, { now: over, timeZone });
    expect(await left()).toEqual({ registration: 0, child: 0, booking: 0, line: 0 });
    expect(result.expired).toBeGreaterThanOrEqual(4);
    expect((await runAccountRetention(ctx.db, { now: over, timeZone })).expired).toBe(0);
  });

  it('notices and erases the other accounts when one fails, counts and logs that one, and does it at the next run', async () => {
    const now = new Date();
    const [first, second, third] = [await familyUnusedFor(4), await familyUnusedFor(4), await familyUnusedFor(4)];
    const logged: object[] = [];
    const log = { error: (fields: object) => logged.push(fields) } as unknown as FastifyBaseLogger;
    const withPoisoned = async (userId: number, at: Date) => {
      const cure = await poisonRow(ctx.db, 'users', userId);
      try {
        return await runAccountRetention(ctx.db, { now: at, timeZone }, log);
      } finally {
        await cure();
      }
    };

    // The second account cannot be marked: its notice is not sent, the third one's is.
    expect(await withPoisoned(second.user.id, now)).toEqual({ noticed: 2, erased: 0, forgotten: 0, expired: 0, failed: 1 });
    expect(logged).toEqual([expect.objectContaining({ job: 'account-retention', kind: 'account', item: second.user.id })]);
    expect((await userOf(second.user.id))!.deletion_notice_at).toBeNull();
    expect(await mailsTo(second.user.email)).toHaveLength(0);
    for (const family of [first, third]) expect(await mailsTo(family.user.email)).toHaveLength(1);
    const soon = new Date(now.getTime() + 60_000);
    expect(await runAccountRetention(ctx.db, { now: soon, timeZone })).toEqual({ noticed: 1, erased: 0, forgotten: 0, expired: 0, failed: 0 });

    // 31 days on the first account cannot be erased: the two after it are.
    const later = new Date(soon.getTime() + 31 * DAY_MS);
    expect(await withPoisoned(first.user.id, later)).toEqual({ noticed: 0, erased: 2, forgotten: 0, expired: 0, failed: 1 });
    expect(await userOf(first.user.id)).toBeDefined();
    expect(await ctx.db.select().from(people).where(eq(people.id, first.person.id))).toHaveLength(1);
    for (const family of [second, third]) expect(await userOf(family.user.id)).toBeUndefined();
    expect(await runAccountRetention(ctx.db, { now: later, timeZone })).toEqual({ noticed: 0, erased: 1, forgotten: 0, expired: 0, failed: 0 });
    expect(await userOf(first.user.id)).toBeUndefined();
  });
});
