import { bookingReference, issueMessage, translate } from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, courseWeeks, emailLogs, registrations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { requester, type Method } from '../../../test/support/http';
import { bearer, createStaffUser, makeTaxCode, parentHeaders, signIn, staffHeaders } from '../../../test/support/factories';
import { insertFamily, insertRegistration } from '../../../test/support/families';
import { insertBooking } from '../../../test/support/rows';
import { multipart, PDF } from '../../../test/support/multipart';

let ctx: TestContext;
let staff: Record<string, string>;
let parent: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await staffHeaders(ctx.app, ctx.db, ['course.view', 'course.create', 'course.update']);
  parent = await parentHeaders(ctx.app);
});
afterAll(() => ctx.close());

const call = requester(() => ctx.app);

/** The text a rule of the week schema shows (see courses.test.ts). */
const schemaMessage = (key: string) => translate('de', issueMessage({ code: 'custom', message: key }).key);

async function createCourse(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/course', staff, {
    name: 'Sommerwoche',
    name_it: 'Settimana estiva',
    year: 2025,
    max_participants: 20,
    bank_name: 'Raiffeisenkasse Bozen',
    bank_iban: 'IT60X0542811101000000123456',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number };
}

let courseId: number;
beforeAll(async () => {
  courseId = (await createCourse()).id;
});

const weekPayload = (overrides: Record<string, unknown> = {}) => ({
  course_id: courseId,
  name: 'Woche 1',
  name_it: 'Settimana 1',
  from: '2025-07-07',
  to: '2025-07-11',
  max_participants: 10,
  waiting_list: 5,
  full_day: true,
  price: 120,
  ...overrides,
});

type Week = Record<string, unknown> & { id: number; max_participants: number; registered: number; waiting: number };

async function createWeek(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/courseWeek', staff, weekPayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Week;
}

const uploadPdf = async (filename: string) => {
  const body = multipart([{ name: 'file', filename, data: PDF }]);
  const response = await ctx.app.inject({ method: 'POST', url: '/api/course/upload', payload: body.payload, headers: { ...body.headers, ...staff } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; url: string; name: string };
};

/**
 * Registrations written straight to the tables, oldest first, with the week's counters set to match, as the
 * booking keeps them.
 */
async function fillWeek(weekId: number, confirmed: number, waiting: number) {
  const ids: number[] = [];
  const start = Date.parse('2025-03-01T08:00:00Z');
  for (let i = 0; i < confirmed + waiting; i++) {
    const [child] = await ctx.db
      .insert(children)
      .values({ first_name: `Kind ${i}`, last_name: 'Test', tax: makeTaxCode({ birth: '2016-05-06' }), gender: 'm', birth: '2016-05-06', phone: '+39 333 1234567', school: 'gs_2' })
      .returning();
    const [registration] = await ctx.db
      .insert(registrations)
      .values({
        booking_id: await insertBooking(ctx.db),
        child_id: child!.id,
        course_week_id: weekId,
        day_type: 'full_day',
        is_waiting: i >= confirmed,
        emergency_contact1_phone: '+39 333 7654321',
        // Each row a minute older than the one before, so that the id order is not the age order:
        // promotion must go by created_at.
        created_at: new Date(start - i * 60_000),
      })
      .returning({ id: registrations.id });
    ids.push(registration!.id);
  }
  await ctx.db.update(courseWeeks).set({ confirmed_count: confirmed, waiting_count: waiting }).where(eq(courseWeeks.id, weekId));
  return ids;
}

const waitingIds = async (weekId: number) =>
  (
    await ctx.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.course_week_id, weekId), eq(registrations.is_waiting, true)))
      .orderBy(asc(registrations.id))
  ).map((row) => row.id);

describe('access', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/courseWeek/1'],
    ['POST', '/api/courseWeek'],
    ['PUT', '/api/courseWeek/1'],
    ['DELETE', '/api/courseWeek/1'],
  ];

  it.each(routes)('%s %s answers 401 without sign-in and 403 for a parent', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? weekPayload() : undefined;
    expect((await call(method, url, {}, payload)).statusCode).toBe(401);
    expect((await call(method, url, parent, payload)).statusCode).toBe(403);
  });

  it('lets staff who only view courses read a week but not change it', async () => {
    const week = await createWeek();
    const user = await createStaffUser(ctx.db, ['course.view', 'course.create']);
    const viewer = bearer(await signIn(ctx.app, user.email, user.password));
    expect((await call('GET', `/api/courseWeek/${week.id}`, viewer)).statusCode).toBe(200);
    expect((await call('PUT', `/api/courseWeek/${week.id}`, viewer, weekPayload())).statusCode).toBe(403);
    expect((await call('DELETE', `/api/courseWeek/${week.id}`, viewer)).statusCode).toBe(403);
  });
});

describe('create, read, update, delete', () => {
  it('creates a week and answers every field with its counts and state', async () => {
    const response = await call('POST', '/api/courseWeek', staff, weekPayload({
      name: ' Woche 1 ',
      register_from: '2025-03-01',
      register_from_time: '08:00',
      register_to: '2025-06-30',
      half_day: true,
      price_half_day: 70.5,
      time_info_de: '<p>8 bis 12 Uhr</p>',
      time_info_it: '',
    }));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Gespeichert.',
      data: {
        id: expect.any(Number),
        course_id: courseId,
        name: 'Woche 1',
        name_it: 'Settimana 1',
        from: '2025-07-07',
        to: '2025-07-11',
        register_from: '2025-03-01',
        register_from_time: '08:00',
        register_to: '2025-06-30',
        max_participants: 10,
        waiting_list: 5,
        half_day: true,
        price_half_day: 70.5,
        full_day: true,
        price: 120,
        time_info_de: '<p>8 bis 12 Uhr</p>',
        time_info_it: null,
        program: null,
        registered: 0,
        waiting: 0,
        offered: 0,
        state: 'after_registration',
        full: false,
        free_places: 10,
      },
    });
    const read = await call('GET', `/api/courseWeek/${body.data.id}`, staff);
    expect(read.json()).toEqual({ data: body.data });
    const course = (await call('GET', `/api/course/${courseId}`, staff)).json().data;
    expect(course.course_weeks).toContainEqual(body.data);
  });

  it('computes the state from the week window, falling back to the course window', async () => {
    const future = await createCourse({ register_from: '2099-03-01', register_to: '2099-06-30' });
    const before = await createWeek({ course_id: future.id, from: '2099-07-06', to: '2099-07-10' });
    expect(before.state).toBe('before_registration');
    const ownWindow = await createWeek({ course_id: future.id, from: '2099-07-06', to: '2099-07-10', register_from: '2000-01-01' });
    expect(ownWindow).toMatchObject({ state: 'open', full: false, free_places: 10 });
    const noPlaces = await createWeek({ course_id: future.id, from: '2099-07-06', to: '2099-07-10', register_from: '2000-01-01', max_participants: 0, waiting_list: 0 });
    expect(noPlaces).toMatchObject({ state: 'full', full: true, free_places: 0 });
    const waiting = await createWeek({ course_id: future.id, from: '2099-07-06', to: '2099-07-10', register_from: '2000-01-01', max_participants: 0, waiting_list: 2 });
    expect(waiting.state).toBe('waiting_list');
  });

  it('refuses each missing required field with 422 and the message on it', async () => {
    const response = await call('POST', '/api/courseWeek', staff, { full_day: true, price: 10, from: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      course_id: ['Dieses Feld ist erforderlich.'],
      name: ['Dieses Feld ist erforderlich.'],
      name_it: ['Dieses Feld ist erforderlich.'],
      from: ['Dieses Feld ist erforderlich.'],
      to: ['Dieses Feld ist erforderlich.'],
      max_participants: ['Dieses Feld ist erforderlich.'],
    });
    const italian = await call('POST', '/api/courseWeek', { ...staff, 'api-lang': 'it' }, weekPayload({ name_it: ' ' }));
    expect(italian.json().errors).toEqual({ name_it: ['Questo campo è obbligatorio.'] });
  });

  it('requires a price for each day type offered, and at least one day type', async () => {
    const prices = await call('POST', '/api/courseWeek', staff, weekPayload({ half_day: true, full_day: true, price: null }));
    expect(prices.json().errors).toEqual({
      price_half_day: ['Dieses Feld ist erforderlich.'],
      price: ['Dieses Feld ist erforderlich.'],
    });
    const none = await call('POST', '/api/courseWeek', staff, weekPayload({ half_day: false, full_day: false }));
    expect(none.json().errors).toEqual({ full_day: [schemaMessage('course.validation.day_type_required')] });
    const halfOnly = await createWeek({ half_day: true, price_half_day: 60, full_day: false, price: null });
    expect(halfOnly).toMatchObject({ half_day: true, price_half_day: 60, full_day: false, price: null });
  });

  it('refuses a week that ends before it starts, on `to`, and a registration end before its start', async () => {
    const response = await call('POST', '/api/courseWeek', staff, weekPayload({ from: '2025-07-11', to: '2025-07-07', register_from: '2025-05-02', register_to: '2025-05-01' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      to: [schemaMessage('course.validation.to_before_from')],
      register_to: [schemaMessage('course.validation.register_to_before_register_from')],
    });
    expect((await createWeek({ from: '2025-07-07', to: '2025-07-07' })).to).toBe('2025-07-07');
  });

  it('refuses a course that does not exist with 422 on course_id', async () => {
    const response = await call('POST', '/api/courseWeek', staff, weekPayload({ course_id: 999999 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ course_id: ['Der gewählte Eintrag existiert nicht (mehr).'] });
  });

  it('updates a week and keeps it in its course', async () => {
    const other = await createCourse();
    const week = await createWeek();
    const response = await call('PUT', `/api/courseWeek/${week.id}`, { ...staff, 'api-lang': 'it' }, weekPayload({
      course_id: other.id,
      name: 'Woche 2',
      from: '2025-07-14',
      to: '2025-07-18',
      price: 99.9,
      register_from_time: '14:15:00',
    }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Salvato.',
      data: { id: week.id, course_id: courseId, name: 'Woche 2', from: '2025-07-14', price: 99.9, register_from_time: '14:15' },
    });
  });

  it('stores the time texts without scripts, event handlers or javascript: links', async () => {
    const dangerous = '<ul><li onmouseover="x()">8-12 <script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">mehr</a></li></ul>';
    const week = await createWeek({ time_info_de: dangerous, time_info_it: dangerous });
    for (const text of [week.time_info_de, week.time_info_it]) {
      expect(text).toBe('<ul><li>8-12 <a target="_blank" rel="noopener noreferrer">mehr</a></li></ul>');
    }
  });

  it('deletes a week without registrations', async () => {
    const week = await createWeek();
    const response = await call('DELETE', `/api/courseWeek/${week.id}`, staff);
    expect(response.json()).toEqual({ success: true, message: 'Gelöscht.' });
    expect((await call('GET', `/api/courseWeek/${week.id}`, staff)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/courseWeek/${week.id}`, staff)).statusCode).toBe(404);
  });

  it('refuses to delete a week with registrations with 409 and a message', async () => {
    const week = await createWeek();
    await fillWeek(week.id, 1, 0);
    const response = await call('DELETE', `/api/courseWeek/${week.id}`, { ...staff, 'api-lang': 'it' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Esistono iscrizioni per questa settimana; quindi non può essere eliminata.' });
    expect((await call('GET', `/api/courseWeek/${week.id}`, staff)).statusCode).toBe(200);
  });

  it.each(['999999', 'abc'])('answers 404 for the id %s', async (id) => {
    expect((await call('GET', `/api/courseWeek/${id}`, staff)).statusCode).toBe(404);
    expect((await call('PUT', `/api/courseWeek/${id}`, staff, weekPayload())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/courseWeek/${id}`, staff)).statusCode).toBe(404);
  });
});

describe('programme file', () => {
  it('links an uploaded PDF, which can be downloaded, removed and replaced', async () => {
    const first = await uploadPdf('Programm Woche 1.pdf');
    const week = await createWeek({ program_id: first.id });
    expect(week.program).toEqual({ id: first.id, url: first.url, name: 'Programm Woche 1.pdf' });

    const download = await call('GET', first.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const removed = await call('PUT', `/api/courseWeek/${week.id}`, staff, weekPayload({ program_id: null }));
    expect(removed.json().data.program).toBeNull();

    const second = await uploadPdf('Programm neu.pdf');
    const replaced = await call('PUT', `/api/courseWeek/${week.id}`, staff, weekPayload({ program_id: second.id }));
    expect(replaced.json().data.program).toEqual({ id: second.id, url: second.url, name: 'Programm neu.pdf' });
    expect((await call('GET', `/api/courseWeek/${week.id}`, staff)).json().data.program.id).toBe(second.id);
  });

  it('refuses a program_id that names no stored PDF', async () => {
    const response = await call('POST', '/api/courseWeek', staff, weekPayload({ program_id: '6f1c1f7e-8d3a-4f7e-9a43-2b1f0c3d4e5f' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ program_id: ['Die Datei wurde nicht gefunden. Bitte erneut hochladen.'] });
  });
});

describe('capacity', () => {
  it('refuses to lower max_participants below the confirmed registrations', async () => {
    const week = await createWeek({ max_participants: 5 });
    await fillWeek(week.id, 4, 0);
    const response = await call('PUT', `/api/courseWeek/${week.id}`, staff, weekPayload({ max_participants: 3 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      max_participants: ['Für diese Woche sind bereits 4 Kinder fest angemeldet; die maximale Teilnehmerzahl kann nicht darunter liegen.'],
    });
    const exact = await call('PUT', `/api/courseWeek/${week.id}`, staff, weekPayload({ max_participants: 4 }));
    expect(exact.json().data).toMatchObject({ max_participants: 4, registered: 4, free_places: 0 });
  });

  it('refuses to lower the waiting list below the registrations still waiting', async () => {
    const week = await createWeek({ max_participants: 2, waiting_list: 3 });
    await fillWeek(week.id, 2, 3);
    const response = await call('PUT', `/api/courseWeek/${week.id}`, { ...staff, 'api-lang': 'it' }, weekPayload({ max_participants: 2, waiting_list: 2 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      waiting_list: ['Nella lista d\'attesa di questa settimana ci sono 3 bambini; i posti in lista d\'attesa non possono essere meno.'],
    });
    // Two more places move two children up, after which a waiting list of one is enough.
    const both = await call('PUT', `/api/courseWeek/${week.id}`, staff, weekPayload({ max_participants: 4, waiting_list: 1 }));
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data).toMatchObject({ max_participants: 4, waiting_list: 1, registered: 4, waiting: 1 });
  });

  it('opens a full week\'s waiting list again when staff raise it, promoting nobody', async () => {
    const week = await createWeek({ max_participants: 2, waiting_list: 3 });
    await fillWeek(week.id, 2, 3);
    const before = await call('GET', `/api/courseWeek/${week.id}`, staff);
    expect(before.json().data).toMatchObject({ full: true, free_places: 0 });
    const raised = await call('PUT', `/api/courseWeek/${week.id}`, staff, weekPayload({ max_participants: 2, waiting_list: 4 }));
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().data).toMatchObject({ full: false, registered: 2, waiting: 3, free_places: 0 });
    expect(await waitingIds(week.id)).toHaveLength(3);
  });

  it('promotes the oldest waiting registrations into new places, in the same save', async () => {
    const week = await createWeek({ max_participants: 2, waiting_list: 5 });
    const ids = await fillWeek(week.id, 2, 3);
    // fillWeek gives later rows earlier timestamps: the oldest waiting ones are the last two ids.
    const [, , youngest, second, oldest] = ids;

    const response = await call('PUT', `/api/courseWeek/${week.id}`, staff, weekPayload({ max_participants: 4, waiting_list: 5 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Gespeichert. 2 Anmeldung(en) von der Warteliste sind nachgerückt; die Familien erhalten die E-Mail „Ein Platz ist frei geworden“.',
      data: { max_participants: 4, registered: 4, waiting: 1, free_places: 0 },
    });
    expect(await waitingIds(week.id)).toEqual([youngest]);
    const promoted = await ctx.db.select().from(registrations).where(eq(registrations.id, oldest!));
    expect(promoted[0]).toMatchObject({ is_waiting: false, promoted_at: expect.any(Date) });
    expect((await ctx.db.select().from(registrations).where(eq(registrations.id, second!)))[0]!.is_waiting).toBe(false);
    const [row] = await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, week.id));
    expect(row).toMatchObject({ confirmed_count: 4, waiting_count: 1 });

    const more = await call('PUT', `/api/courseWeek/${week.id}`, staff, weekPayload({ max_participants: 10, waiting_list: 5 }));
    expect(more.json()).toMatchObject({ data: { registered: 5, waiting: 0, free_places: 5 } });
    expect(await waitingIds(week.id)).toEqual([]);
  });

  it('sends each promoted family one "place free" e-mail, with the week as saved and the transfer of its promoted places', async () => {
    const week = await createWeek({ max_participants: 1, waiting_list: 3 });
    const [holder, german, italian] = [await insertFamily(ctx.db), await insertFamily(ctx.db, { children: ['Anna', 'Ben'] }), await insertFamily(ctx.db, { lang: 'it' })];
    await insertRegistration(ctx.db, holder.children[0]!, week);
    const first = await insertRegistration(ctx.db, german.children[0]!, week, { is_waiting: true, created_at: new Date(Date.now() - 60_000) });
    await insertRegistration(ctx.db, german.children[1]!, week, { booking_id: first.booking_id, is_waiting: true, created_at: new Date(Date.now() - 60_000) });
    const second = await insertRegistration(ctx.db, italian.children[0]!, week, { is_waiting: true });

    const response = await call('PUT', `/api/courseWeek/${week.id}`, staff, weekPayload({ max_participants: 4, waiting_list: 3, name: 'Woche 1 (neu)', price: 135 }));
    expect(response.json()).toMatchObject({ data: { registered: 4, waiting: 0 } });
    const mailTo = async (address: string) => ctx.db.select().from(emailLogs).where(eq(emailLogs.to, address));

    // Both children of the German family in one e-mail, one transfer of both places.
    const last = german.person.last_name;
    const [germanMail, ...moreGerman] = await mailTo(german.person.email!);
    expect(moreGerman).toEqual([]);
    expect(germanMail!.subject).toBe('Ein Platz ist frei geworden: Sommerwoche');
    expect(germanMail!.body).toContain(`ein Platz ist frei geworden, die Anmeldung zu Sommerwoche ist jetzt bestätigt: Anna ${last} und Ben ${last}, Woche 1 (neu)`);
    expect(germanMail!.body).toContain(`Anna ${last}, Woche 1 (neu) (`);
    expect(germanMail!.body).toContain(`Ben ${last}, Woche 1 (neu) (`);
    expect(germanMail!.body.match(/<strong>von der Warteliste nachgerückt, jetzt angemeldet<\/strong>/g)).toHaveLength(2);
    expect(germanMail!.body).toContain(`Betrag: <strong>270,00\u00a0€</strong>`);
    // The promoted places' own amounts under their booking's reference (decision 022).
    expect(germanMail!.body).toContain(`Zahlungsgrund: <strong>${bookingReference(first.booking_id)} Anna ${last} Ben ${last}</strong>`);
    const [italianMail, ...moreItalian] = await mailTo(italian.person.email!);
    expect(moreItalian).toEqual([]);
    expect(italianMail!.subject).toBe('Si è liberato un posto: Settimana estiva');
    expect(italianMail!.body).toContain(`Causale: <strong>${bookingReference(second.booking_id)} Anna ${italian.person.last_name}</strong>`);
    expect(await mailTo(holder.person.email!)).toEqual([]);
  });

  it('ignores cancelled waiting registrations when promoting', async () => {
    const week = await createWeek({ max_participants: 1, waiting_list: 2 });
    // The cancelled entry is the older one: it would be first in line if cancellations counted.
    const [, waiting, cancelled] = await fillWeek(week.id, 1, 2);
    await ctx.db.update(registrations).set({ deleted_at: new Date() }).where(eq(registrations.id, cancelled!));
    await ctx.db.update(courseWeeks).set({ waiting_count: 1 }).where(eq(courseWeeks.id, week.id));

    const response = await call('PUT', `/api/courseWeek/${week.id}`, staff, weekPayload({ max_participants: 3, waiting_list: 2 }));
    expect(response.json()).toMatchObject({ data: { registered: 2, waiting: 0 } });
    const [promoted] = await ctx.db.select().from(registrations).where(eq(registrations.id, waiting!));
    expect(promoted!.is_waiting).toBe(false);
    const [untouched] = await ctx.db.select().from(registrations).where(eq(registrations.id, cancelled!));
    expect(untouched).toMatchObject({ is_waiting: true, promoted_at: null });
  });
});
