import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { options } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, createStaffUser, signIn, signUpParent, staffHeaders } from '../../../test/support/factories';
import { insertCourse, insertRegistration, insertWeek } from '../../../test/support/rows';

let ctx: TestContext;
let staff: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createStaffUser(ctx.db, ['course.index', 'peopleCourseWeekRegistration.index']);
  staff = bearer(await signIn(ctx.app, user.email, user.password));
});
afterAll(() => ctx.close());

const dashboard = (headers: Record<string, string> = staff) => ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers });

describe('GET /api/dashboard', () => {
  it('answers 401 without sign-in and 403 without course.index', async () => {
    expect((await dashboard({})).statusCode).toBe(401);
    const parent = bearer((await signUpParent(ctx.app)).token);
    expect((await dashboard(parent)).statusCode).toBe(403);
  });

  it('starts at zero with the two export links', async () => {
    const response = await dashboard();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        registrations: 0,
        waiting_list: 0,
        links: [
          { title: 'Zahlungen aller aktiven Kurse (Excel)', link: '/export/payments' },
          { title: 'Anmeldungen aller aktiven Kurse (Excel)', link: '/excelExport/active' },
        ],
        missing_options: ['payment_recipient', 'payment_address', 'payment_tax_code', 'payment_place'],
        overdue_bookings: 0,
        open_offers: 0,
      },
    });
  });

  it('offers the export links only to who may download them: without the registrations, none', async () => {
    const courseStaff = await staffHeaders(ctx.app, ctx.db, ['course.index']);
    const response = await dashboard(courseStaff);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.links).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/export/payments', headers: courseStaff })).statusCode).toBe(403);
  });

  it('names the issuer data of the payment confirmation still empty, and none once the office filled them', async () => {
    const save = (key: string, value: string) =>
      ctx.db.insert(options).values({ key, value }).onConflictDoUpdate({ target: options.key, set: { value } });
    await save('payment_address', 'Musterstraße 1\n39100 Bozen');
    await save('payment_tax_code', '   ');
    expect((await dashboard()).json().data.missing_options).toEqual(['payment_recipient', 'payment_tax_code', 'payment_place']);

    await save('payment_recipient', 'Jugenddienst Bozen');
    await save('payment_tax_code', '94012345678');
    await save('payment_place', 'Bozen');
    expect((await dashboard()).json().data.missing_options).toEqual([]);
    for (const key of ['payment_recipient', 'payment_address', 'payment_tax_code', 'payment_place']) await save(key, '');
  });

  it('counts the confirmed and the waiting registrations of active courses that are not deleted', async () => {
    const active = await insertCourse(ctx.db, { year: 2025 });
    const lastYear = await insertCourse(ctx.db, { year: 2024 });
    const inactive = await insertCourse(ctx.db, { active: false });
    const week1 = await insertWeek(ctx.db, active.id);
    const week2 = await insertWeek(ctx.db, active.id, { from: '2025-07-14', to: '2025-07-18' });
    const oldWeek = await insertWeek(ctx.db, lastYear.id, { from: '2024-07-08', to: '2024-07-12' });
    const inactiveWeek = await insertWeek(ctx.db, inactive.id);

    await insertRegistration(ctx.db, week1.id);
    await insertRegistration(ctx.db, week1.id);
    await insertRegistration(ctx.db, week2.id);
    await insertRegistration(ctx.db, oldWeek.id);
    await insertRegistration(ctx.db, week2.id, { is_waiting: true });
    await insertRegistration(ctx.db, oldWeek.id, { is_waiting: true });
    // Not counted: deleted ones and those of an inactive course.
    await insertRegistration(ctx.db, week1.id, { deleted_at: new Date() });
    await insertRegistration(ctx.db, week2.id, { is_waiting: true, deleted_at: new Date() });
    await insertRegistration(ctx.db, inactiveWeek.id);
    await insertRegistration(ctx.db, inactiveWeek.id, { is_waiting: true });

    const response = await dashboard({ ...staff, 'api-lang': 'it' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      registrations: 4,
      waiting_list: 2,
      links: [
        { title: 'Pagamenti di tutti i corsi attivi (Excel)', link: '/export/payments' },
        { title: 'Iscrizioni di tutti i corsi attivi (Excel)', link: '/excelExport/active' },
      ],
      missing_options: ['payment_recipient', 'payment_address', 'payment_tax_code', 'payment_place'],
      // Booked just now: none is past its payment deadline (decision 026).
      overdue_bookings: 0,
      open_offers: 0,
    });
  });

  it('counts what the registration list shows at first: its totals of confirmed and waiting registrations', async () => {
    const listStaff = await staffHeaders(ctx.app, ctx.db, ['course.index', 'peopleCourseWeekRegistration.index']);
    const total = async (query: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/peopleCourseWeekRegistration?active=1&${query}`, headers: listStaff });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().meta.total as number;
    };
    const week = await insertWeek(ctx.db, (await insertCourse(ctx.db, { year: 2026 })).id);
    await insertRegistration(ctx.db, week.id);
    await insertRegistration(ctx.db, week.id, { is_waiting: true });
    const { data } = (await dashboard(listStaff)).json();
    expect(data.registrations).toBe(await total('waiting=0'));
    expect(data.waiting_list).toBe(await total('waiting=1'));
    expect(data.registrations + data.waiting_list).toBe(await total(''));
  });
});
