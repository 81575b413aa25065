import { ROLE_NAMES } from '@app/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseWeeks, emailLogs, healthAccessLog, registrations, roles, userRoles } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, createStaffUser, parentHeaders, signIn, staffHeaders } from '../../../test/support/factories';
import { daysFromNow, insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';
import { requester, uniqueTag } from '../../../test/support/http';

let ctx: TestContext;
let staff: Record<string, string>;
let superadmin: Record<string, string>;
const call = requester(() => ctx.app);
const contacts = { emergency_contact1_phone: '+39 347 1111111', emergency_contact2_phone: '+39 347 2222222' };
const STAFF = ['course.view', 'child.health', ...['index', 'view', 'create', 'update', 'delete'].map((action) => `peopleCourseWeekRegistration.${action}`)];

beforeAll(async () => {
  ctx = await createTestApp();
  // The worker would send (and so change) the queued e-mails the tests read.
  await ctx.mailer.stop();
  staff = await staffHeaders(ctx.app, ctx.db, STAFF);
  const admin = await createStaffUser(ctx.db, []);
  const [role] = await ctx.db.select().from(roles).where(eq(roles.name, ROLE_NAMES.superadmin));
  await ctx.db.insert(userRoles).values({ user_id: admin.user.id, role_id: role!.id });
  superadmin = bearer(await signIn(ctx.app, admin.email, admin.password));
});
afterAll(() => ctx.close());

/** A course with one week of one place and one waiting place (half day offered), and two families. */
async function scenario(values: Parameters<typeof insertOpenCourse>[2] = {}) {
  const tag = uniqueTag();
  const { course, weeks } = await insertOpenCourse(
    ctx.db,
    [{ max_participants: 1, waiting_list: 1, price: 120, half_day: true, price_half_day: 70 }],
    { name: `Kurs ${tag}`, name_it: `Corso ${tag}`, ...values },
  );
  const anna = await insertFamily(ctx.db, { children: ['Anna'], lastName: `Anna${tag}` });
  const bruno = await insertFamily(ctx.db, { children: ['Bruno'], lastName: `Bruno${tag}`, lang: 'it' });
  const carla = await insertFamily(ctx.db, { children: ['Carla'], lastName: `Carla${tag}` });
  return { tag, course, week: weeks[0]!, anna, bruno, carla };
}

const adminBooking = (courseId: number, childId: number, weekId: number, headers = staff, dayType = 'full_day') =>
  call('POST', `/api/send-registration/${courseId}/admin`, headers, {
    bookedChildren: [{ children: childId, courseWeeks: [{ courseWeek: weekId, dayType }], props: { allergies: 'Nüsse' } }],
    ...contacts,
    comment: 'am Telefon',
  });

const mailsTo = (address: string, since: Date) => ctx.db.select().from(emailLogs).where(and(eq(emailLogs.to, address), gt(emailLogs.created_at, since)));

describe('POST /api/send-registration/{id}/admin', () => {
  it('books a child of any family: confirmed, then waiting, then full; each family gets its e-mail', async () => {
    const s = await scenario();
    const before = new Date(Date.now() - 1000);
    const first = await adminBooking(s.course.id, s.anna.children[0]!.id, s.week.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, waitingQueueWarnings: [] });
    expect(first.json().message[0]).toContain('Anna');

    const second = await adminBooking(s.course.id, s.bruno.children[0]!.id, s.week.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().waitingQueueWarnings).toHaveLength(1);

    const third = await adminBooking(s.course.id, s.carla.children[0]!.id, s.week.id);
    expect(third.statusCode, third.body).toBe(422);
    expect(JSON.stringify(third.json().errors)).toContain(s.week.name);

    const rows = await ctx.db.select().from(registrations).where(eq(registrations.course_week_id, s.week.id));
    expect(rows.map((row) => [row.child_id, row.is_waiting]).sort()).toEqual(
      [
        [s.anna.children[0]!.id, false],
        [s.bruno.children[0]!.id, true],
      ].sort(),
    );
    expect(rows.find((row) => !row.is_waiting)).toMatchObject({ allergies: 'Nüsse', comment_user: 'am Telefon' });
    const [week] = await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, s.week.id));
    expect([week!.confirmed_count, week!.waiting_count]).toEqual([1, 1]);

    expect(await mailsTo(s.anna.person.email!, before)).toHaveLength(1);
    // Bruno's family reads Italian.
    const [brunoMail] = await mailsTo(s.bruno.person.email!, before);
    expect(brunoMail!.body).toMatch(/lista d.attesa/);
    expect(await mailsTo(s.carla.person.email!, before)).toHaveLength(0);
  });

  it('writes one e-mail per family of an office booking: its children together, each family in its language', async () => {
    const tag = uniqueTag();
    const { course, weeks } = await insertOpenCourse(ctx.db, [{ price: 120 }, { price: 95 }], { name: `Kurs ${tag}`, name_it: `Corso ${tag}`, multiple_course_week_registration: true });
    const siblings = await insertFamily(ctx.db, { children: ['Lea', 'Max'], lastName: `Geschwister${tag}` });
    const other = await insertFamily(ctx.db, { children: ['Nina'], lastName: `Altra${tag}`, lang: 'it' });
    const before = new Date(Date.now() - 1000);
    const line = (childId: number) => ({ children: childId, courseWeeks: weeks.map((week) => ({ courseWeek: week.id, dayType: 'full_day' })), props: {} });
    const response = await call('POST', `/api/send-registration/${course.id}/admin`, staff, {
      bookedChildren: [line(siblings.children[0]!.id), line(other.children[0]!.id), line(siblings.children[1]!.id)],
      ...contacts,
    });
    expect(response.statusCode, response.body).toBe(200);

    const [siblingMail, ...moreSiblings] = await mailsTo(siblings.person.email!, before);
    expect(moreSiblings).toEqual([]);
    expect(siblingMail!.body).toContain(`Lea Geschwister${tag} und Max Geschwister${tag}, Woche 1 und Woche 2`);
    expect(siblingMail!.body.match(/<strong>angemeldet<\/strong>/g)).toHaveLength(4);
    // The family's own places only: 2 x (120 + 95).
    expect(siblingMail!.body).toContain('Betrag: <strong>430,00\u00a0€</strong>');
    expect(siblingMail!.body).not.toContain('Nina');
    const [otherMail, ...moreOther] = await mailsTo(other.person.email!, before);
    expect(moreOther).toEqual([]);
    expect(otherMail!.subject).toBe(`Conferma d'iscrizione: Corso ${tag}`);
    expect(otherMail!.body).toContain('Importo: <strong>215,00\u00a0€</strong>');
    expect(otherMail!.body).not.toContain('Lea');
  });

  it('stores the health answers only for a role with child.health, the rest of the line for any', async () => {
    const s = await scenario();
    const withoutHealth = await staffHeaders(ctx.app, ctx.db, STAFF.filter((permission) => permission !== 'child.health'));
    const health = { medicaments: 'Asthmaspray', incompatibilities: 'Gluten', allergies: 'Nüsse' };
    const booking = (childId: number) => ({
      bookedChildren: [{ children: childId, courseWeeks: [{ courseWeek: s.week.id, dayType: 'full_day' }], props: { ...health, leave_alone: true } }],
      ...contacts,
    });
    const ignored = await call('POST', `/api/send-registration/${s.course.id}/admin`, withoutHealth, booking(s.anna.children[0]!.id));
    expect(ignored.statusCode, ignored.body).toBe(200);
    const stored = await call('POST', `/api/send-registration/${s.course.id}/admin`, staff, booking(s.bruno.children[0]!.id));
    expect(stored.statusCode, stored.body).toBe(200);

    const rows = await ctx.db.select().from(registrations).where(eq(registrations.course_week_id, s.week.id));
    expect(rows.find((row) => row.child_id === s.anna.children[0]!.id)).toMatchObject({ medicaments: null, incompatibilities: null, allergies: null, leave_alone: true });
    expect(rows.find((row) => row.child_id === s.bruno.children[0]!.id)).toMatchObject({ ...health, leave_alone: true });
    // Health answers written by the office are a change of the child's health data (decision 020): logged once
    // for the child whose answers were stored, nothing for the one whose answers were ignored.
    const logged = await ctx.db.select().from(healthAccessLog).where(inArray(healthAccessLog.child_id, [s.anna.children[0]!.id, s.bruno.children[0]!.id]));
    expect(logged.map((entry) => [entry.child_id, entry.action])).toEqual([[s.bruno.children[0]!.id, 'change']]);
  });

  it('books without emergency contacts, which a family must give; the office, the course page and the family read the registration without them', async () => {
    const s = await scenario();
    const line = (childId: number) => [{ children: childId, courseWeeks: [{ courseWeek: s.week.id, dayType: 'full_day' }] }];
    const family = await call('POST', `/api/send-registration/${s.course.id}`, s.bruno.headers, { bookedChildren: line(s.bruno.children[0]!.id) });
    expect(family.statusCode).toBe(422);
    expect(family.json().errors).toEqual({
      emergency_contact1_phone: ['Indicare due contatti di emergenza.'],
      emergency_contact2_phone: ['Indicare due contatti di emergenza.'],
    });

    // The office is asked only for a child and a day type (back-office specification); a number given is still checked.
    const invalid = await call('POST', `/api/send-registration/${s.course.id}/admin`, staff, {
      bookedChildren: line(s.anna.children[0]!.id),
      emergency_contact2_phone: 'call me',
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(['emergency_contact2_phone']);
    const office = await call('POST', `/api/send-registration/${s.course.id}/admin`, staff, { bookedChildren: line(s.anna.children[0]!.id) });
    expect(office.statusCode, office.body).toBe(200);
    const [stored] = await ctx.db.select().from(registrations).where(eq(registrations.course_week_id, s.week.id));
    expect(stored).toMatchObject({ child_id: s.anna.children[0]!.id, emergency_contact1_phone: null, emergency_contact2_phone: null });

    const detail = await call('GET', `/api/peopleCourseWeekRegistration/${stored!.id}`, staff);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ emergency_contact1_phone: null, emergency_contact2_phone: null });
    const show = await call('GET', `/api/course/${s.course.id}/show`, staff);
    expect(show.statusCode, show.body).toBe(200);
    expect(show.json().data.weeks[0].registered_participants[0]).toMatchObject({ emergency_contact1_phone: null });
    const myFamily = await call('GET', '/api/my-family', s.anna.headers);
    expect(myFamily.statusCode, myFamily.body).toBe(200);
    expect(myFamily.json().data.registrations[0]).toMatchObject({ emergency_contact1_phone: null });
  });

  it('books while the window is closed, which the family cannot', async () => {
    const s = await scenario({ register_from: daysFromNow(-30), register_to: daysFromNow(-2) });
    const family = await call('POST', `/api/send-registration/${s.course.id}`, s.anna.headers, {
      bookedChildren: [{ children: s.anna.children[0]!.id, courseWeeks: [{ courseWeek: s.week.id, dayType: 'full_day' }] }],
      ...contacts,
    });
    expect(family.statusCode).toBe(422);
    const office = await adminBooking(s.course.id, s.anna.children[0]!.id, s.week.id);
    expect(office.statusCode, office.body).toBe(200);
  });

  it('refuses a child already in another programme that week', async () => {
    const s = await scenario();
    const other = await insertOpenCourse(ctx.db, [{ from: s.week.from, to: s.week.to }], { name: `Anderer ${s.tag}` });
    await insertRegistration(ctx.db, s.anna.children[0]!, other.weeks[0]!);
    const response = await adminBooking(s.course.id, s.anna.children[0]!.id, s.week.id);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['bookedChildren.0.courseWeeks.0'][0]).toContain('Anna');
    expect(await ctx.db.select().from(registrations).where(eq(registrations.course_week_id, s.week.id))).toHaveLength(0);
  });

  it('answers 404 for an unknown child, 401 without sign-in, 403 to parents and staff without the create permission', async () => {
    const s = await scenario();
    expect((await adminBooking(s.course.id, 2147483647, s.week.id)).statusCode).toBe(404);
    expect((await adminBooking(s.course.id, s.anna.children[0]!.id, s.week.id, {})).statusCode).toBe(401);
    expect((await adminBooking(s.course.id, s.anna.children[0]!.id, s.week.id, s.anna.headers)).statusCode).toBe(403);
    const readOnly = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.index', 'peopleCourseWeekRegistration.update']);
    expect((await adminBooking(s.course.id, s.anna.children[0]!.id, s.week.id, readOnly)).statusCode).toBe(403);
  });
});

describe('GET /api/course/{id}/show', () => {
  it('lists per week participants, waiting list and deleted ones with the paid figures; health only with child.health', async () => {
    const s = await scenario({ custom_field: true, custom_field_de: 'T-Shirt', custom_field_it: 'Maglietta' });
    const anna = await insertRegistration(ctx.db, s.anna.children[0]!, s.week, { day_type: 'half_day', payed_amount: 70, allergies: 'Nüsse', custom_field: 'M', comment_user: 'Bitte anrufen' });
    const bruno = await insertRegistration(ctx.db, s.bruno.children[0]!, s.week, { is_waiting: true });
    const carla = await insertRegistration(ctx.db, s.carla.children[0]!, s.week, { deleted_at: new Date() });

    const response = await call('GET', `/api/course/${s.course.id}/show`, staff);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.course).toMatchObject({ id: s.course.id, custom_field: true, course_weeks: [{ id: s.week.id, registered: 1, waiting: 1, max_participants: 1 }] });
    expect(data.photo_privacy).toBe(true);
    expect(data.health).toBe(true);
    const [week] = data.weeks;
    expect(week.registered_participants).toHaveLength(1);
    expect(week.registered_participants[0]).toMatchObject({
      id: anna.id,
      child: { first_name: 'Anna' },
      parent_id: s.anna.person.id,
      day_type: 'half_day',
      price: 70,
      payed_amount: 70,
      custom_field: 'M',
      comment: 'Bitte anrufen',
      allergies: 'Nüsse',
      photo_consent: false,
    });
    expect(week.waiting_queue_participants.map((row: { id: number }) => row.id)).toEqual([bruno.id]);
    expect(week.deleted_participants.map((row: { id: number }) => row.id)).toEqual([carla.id]);
    expect(week.deleted_participants[0].deleted_at).toBeTruthy();

    const noHealth = await staffHeaders(ctx.app, ctx.db, ['course.view']);
    const plain = (await call('GET', `/api/course/${s.course.id}/show`, noHealth)).json().data;
    expect(plain.health).toBe(false);
    expect(plain.weeks[0].registered_participants[0]).not.toHaveProperty('allergies');
    expect(plain.weeks[0].registered_participants[0]).not.toHaveProperty('medicaments');
  });

  it('answers 401, 403 without course.view, 404 for an unknown course', async () => {
    const s = await scenario();
    expect((await call('GET', `/api/course/${s.course.id}/show`, {})).statusCode).toBe(401);
    expect((await call('GET', `/api/course/${s.course.id}/show`, await parentHeaders(ctx.app))).statusCode).toBe(403);
    expect((await call('GET', `/api/course/${s.course.id}/show`, await staffHeaders(ctx.app, ctx.db, ['course.index']))).statusCode).toBe(403);
    expect((await call('GET', '/api/course/2147483647/show', staff)).statusCode).toBe(404);
  });
});

describe('DELETE /api/peopleCourseWeekRegistration/{id}', () => {
  it('deletes after the window closed, promotes the oldest waiting and writes email_deleted and email_waiting', async () => {
    const s = await scenario({ register_from: daysFromNow(-30), register_to: daysFromNow(-2) });
    const anna = await insertRegistration(ctx.db, s.anna.children[0]!, s.week);
    const bruno = await insertRegistration(ctx.db, s.bruno.children[0]!, s.week, { is_waiting: true });
    const before = new Date(Date.now() - 1000);
    const response = await call('DELETE', `/api/peopleCourseWeekRegistration/${anna.id}`, staff);
    expect(response.statusCode, response.body).toBe(200);
    const rows = new Map((await ctx.db.select().from(registrations).where(eq(registrations.course_week_id, s.week.id))).map((row) => [row.id, row]));
    expect(rows.get(anna.id)!.deleted_at).not.toBeNull();
    expect(rows.get(bruno.id)!.is_waiting).toBe(false);
    const [week] = await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, s.week.id));
    expect([week!.confirmed_count, week!.waiting_count]).toEqual([1, 0]);
    expect(await mailsTo(s.anna.person.email!, before)).toHaveLength(1);
    expect(await mailsTo(s.bruno.person.email!, before)).toHaveLength(1);
    expect((await call('DELETE', `/api/peopleCourseWeekRegistration/${anna.id}`, staff)).statusCode).toBe(404);
  });
});

describe('GET and PUT /api/peopleCourseWeekRegistration/{id}', () => {
  const values = { day_type: 'full_day', payed_amount: 50, payed_at: daysFromNow(0), comment_internal: 'Teilzahlung' };

  it('shows the registration with child, course and week data', async () => {
    const s = await scenario({ custom_field: true, custom_field_de: 'T-Shirt', custom_field_it: 'Maglietta' });
    const anna = await insertRegistration(ctx.db, s.anna.children[0]!, s.week, { custom_field: 'M', comment_user: 'Hallo' });
    const response = await call('GET', `/api/peopleCourseWeekRegistration/${anna.id}`, { ...staff, 'api-lang': 'it' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: anna.id,
      child: { first_name: 'Anna', birth: '2016-05-12' },
      week: { id: s.week.id, half_day: true, full_day: true },
      comment: 'Hallo',
      custom_fields: [{ label: 'Maglietta', value: 'M' }],
      price: 120,
    });
  });

  it('says when the retention job erased the health answers (decision 024)', async () => {
    const s = await scenario();
    const erasedAt = new Date('2025-11-29T02:00:00.000Z');
    const erased = await insertRegistration(ctx.db, s.anna.children[0]!, s.week, { health_erased_at: erasedAt });
    const kept = await insertRegistration(ctx.db, s.bruno.children[0]!, s.week, { medicaments: 'Asthmaspray', is_waiting: true });
    const erasedAnswer = await call('GET', `/api/peopleCourseWeekRegistration/${erased.id}`, staff);
    expect(erasedAnswer.json().data).toMatchObject({ medicaments: null, health_erased_at: erasedAt.toISOString() });
    const keptAnswer = await call('GET', `/api/peopleCourseWeekRegistration/${kept.id}`, staff);
    expect(keptAnswer.json().data).toMatchObject({ medicaments: 'Asthmaspray', health_erased_at: null });
    const show = (await call('GET', `/api/course/${s.course.id}/show`, staff)).json().data;
    expect(show.weeks[0].registered_participants.find((row: { id: number }) => row.id === erased.id)).toMatchObject({ health_erased_at: erasedAt.toISOString() });
    expect(show.weeks[0].waiting_queue_participants.find((row: { id: number }) => row.id === kept.id)).toMatchObject({ health_erased_at: null });
    const parent = (await call('GET', `/api/parent/${s.anna.person.id}`, superadmin)).json().data;
    expect(parent.registrations.find((row: { id: number }) => row.id === erased.id)).toMatchObject({ health_erased_at: erasedAt.toISOString() });
  });

  it('books a payment with email_payed, requires it unless waiting, and lets only the Superadmin change the day type', async () => {
    const s = await scenario();
    const anna = await insertRegistration(ctx.db, s.anna.children[0]!, s.week);
    const before = new Date(Date.now() - 1000);

    const missing = await call('PUT', `/api/peopleCourseWeekRegistration/${anna.id}`, staff, { ...values, payed_amount: null, payed_at: null });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['payed_amount', 'payed_at']);

    const saved = await call('PUT', `/api/peopleCourseWeekRegistration/${anna.id}`, staff, values);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ payed_amount: 50, open_amount: 70, payment_state: 'partly_paid', comment_internal: 'Teilzahlung' });
    const mails = await mailsTo(s.anna.person.email!, before);
    expect(mails).toHaveLength(1);
    // The booking's payment e-mail: what came in, and what the booking still owes.
    expect(mails[0]!.body).toContain('Bezahlt: <strong>50,00\u00a0€</strong>');
    expect(mails[0]!.body).toContain('Noch offen: <strong>70,00\u00a0€</strong>');
    // Saved again unchanged: no second e-mail.
    expect((await call('PUT', `/api/peopleCourseWeekRegistration/${anna.id}`, staff, values)).statusCode).toBe(200);
    expect(await mailsTo(s.anna.person.email!, before)).toHaveLength(1);

    const byStaff = await call('PUT', `/api/peopleCourseWeekRegistration/${anna.id}`, staff, { ...values, day_type: 'half_day' });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().message).toContain('Superadmin');
    const bySuperadmin = await call('PUT', `/api/peopleCourseWeekRegistration/${anna.id}`, superadmin, { ...values, day_type: 'half_day' });
    expect(bySuperadmin.statusCode, bySuperadmin.body).toBe(200);
    expect(bySuperadmin.json().data).toMatchObject({ day_type: 'half_day', price: 70, open_amount: 20 });
    // A correction downwards is no payment received: no e-mail.
    expect((await call('PUT', `/api/peopleCourseWeekRegistration/${anna.id}`, superadmin, { ...values, day_type: 'half_day', payed_amount: 30 })).statusCode).toBe(200);
    expect(await mailsTo(s.anna.person.email!, before)).toHaveLength(1);

    const waiting = await insertRegistration(ctx.db, s.bruno.children[0]!, s.week, { is_waiting: true });
    const waitingSaved = await call('PUT', `/api/peopleCourseWeekRegistration/${waiting.id}`, staff, { ...values, payed_amount: null, payed_at: null });
    expect(waitingSaved.statusCode, waitingSaved.body).toBe(200);
  });

  it('refuses a save without the internal comment, also for a waiting child (decision 018)', async () => {
    const s = await scenario();
    const waiting = await insertRegistration(ctx.db, s.anna.children[0]!, s.week, { is_waiting: true });
    for (const comment_internal of [null, '  ']) {
      const refused = await call('PUT', `/api/peopleCourseWeekRegistration/${waiting.id}`, staff, { ...values, payed_amount: null, payed_at: null, comment_internal });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['comment_internal']);
    }
  });

  it('answers 401 and 403 on every route', async () => {
    const s = await scenario();
    const anna = await insertRegistration(ctx.db, s.anna.children[0]!, s.week);
    const parent = await parentHeaders(ctx.app);
    const indexOnly = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.index']);
    const url = `/api/peopleCourseWeekRegistration/${anna.id}`;
    for (const [method, body] of [['GET'], ['PUT', values], ['DELETE']] as const) {
      expect((await call(method, url, {}, body)).statusCode, method).toBe(401);
      expect((await call(method, url, parent, body)).statusCode, method).toBe(403);
      expect((await call(method, url, indexOnly, body)).statusCode, method).toBe(403);
    }
    expect((await call('GET', '/api/peopleCourseWeekRegistration/2147483647', staff)).statusCode).toBe(404);
  });
});
