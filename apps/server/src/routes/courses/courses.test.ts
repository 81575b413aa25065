import { courseInputSchema, issueMessage, translate, type Language } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, courses, courseTypes, courseWeeks, locations, registrations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { requester, uniqueTag as tag, type Method } from '../../../test/support/http';
import { allActionsOn, bearer, createStaffUser, makeTaxCode, parentHeaders, PNG_PIXEL, signIn, staffHeaders } from '../../../test/support/factories';
import { HTML, multipart, PDF } from '../../../test/support/multipart';
import { insertBooking } from '../../../test/support/rows';

let ctx: TestContext;
let staff: Record<string, string>;
let parent: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await staffHeaders(ctx.app, ctx.db, allActionsOn('course'));
  parent = await parentHeaders(ctx.app);
});
afterAll(() => ctx.close());

const call = requester(() => ctx.app);

const IBAN = 'IT60X0542811101000000123456';

const coursePayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sommerwoche',
  name_it: 'Settimana estiva',
  year: 2025,
  max_participants: 20,
  bank_name: 'Raiffeisenkasse Bozen',
  bank_iban: IBAN,
  ...overrides,
});

async function createCourse(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/course', staff, coursePayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Record<string, unknown> & { id: number; name: string };
}

const weekPayload = (courseId: number, overrides: Record<string, unknown> = {}) => ({
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

async function createWeek(courseId: number, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/courseWeek', staff, weekPayload(courseId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number };
}

const upload = (field: string, filename: string, data: Buffer, headers = staff) => {
  const body = multipart([{ name: field, filename, data }]);
  return ctx.app.inject({ method: 'POST', url: '/api/course/upload', payload: body.payload, headers: { ...body.headers, ...headers } });
};

/** A child registered (confirmed or waiting) for a week, written straight to the tables. */
async function register(weekId: number, isWaiting = false) {
  const [child] = await ctx.db
    .insert(children)
    .values({ first_name: 'Anna', last_name: 'Test', tax: makeTaxCode({ gender: 'f', birth: '2015-03-04' }), gender: 'f', birth: '2015-03-04', phone: '+39 333 1234567', school: 'gs_3' })
    .returning();
  await ctx.db.insert(registrations).values({ booking_id: await insertBooking(ctx.db), child_id: child!.id, course_week_id: weekId, day_type: 'full_day', is_waiting: isWaiting, emergency_contact1_phone: '+39 333 7654321' });
}

/**
 * The text a rule of the course schema shows: the schema names a key, which the shared mapping of
 * validation issues (packages/domain/src/validation.ts) turns into the catalogue text.
 */
const schemaMessage = (key: string, language: Language = 'de') =>
  translate(language, issueMessage({ code: 'custom', message: key }).key);

describe('access', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/course'],
    ['GET', '/api/course/1'],
    ['POST', '/api/course'],
    ['PUT', '/api/course/1'],
    ['DELETE', '/api/course/1'],
    ['POST', '/api/course/1/copy'],
    ['POST', '/api/course/1/changeActive'],
    ['POST', '/api/course/upload'],
  ];

  it.each(routes)('%s %s answers 401 without sign-in and 403 for a parent', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? coursePayload() : undefined;
    expect((await call(method, url, {}, payload)).statusCode).toBe(401);
    const forbidden = await call(method, url, parent, payload);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Keine Berechtigung');
  });

  it('lets staff with course.view read a course but not change, copy or delete it', async () => {
    const course = await createCourse();
    const user = await createStaffUser(ctx.db, ['course.view']);
    const viewer = bearer(await signIn(ctx.app, user.email, user.password));
    expect((await call('GET', `/api/course/${course.id}`, viewer)).statusCode).toBe(200);
    expect((await call('GET', '/api/course', viewer)).statusCode).toBe(403);
    expect((await call('PUT', `/api/course/${course.id}`, viewer, coursePayload())).statusCode).toBe(403);
    expect((await call('POST', `/api/course/${course.id}/copy`, viewer)).statusCode).toBe(403);
    expect((await call('POST', `/api/course/${course.id}/changeActive`, viewer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/course/${course.id}`, viewer)).statusCode).toBe(403);
  });
});

describe('create, read, update, delete', () => {
  it('creates a course with every field and reads it back the same', async () => {
    const [location] = await ctx.db.insert(locations).values({ name: 'Turnhalle', name_it: 'Palestra' }).returning();
    const [type] = await ctx.db.insert(courseTypes).values({ name: 'Sport', name_it: 'Sport', sort_order: 1 }).returning();
    const payload = coursePayload({
      name: '  Klettern ',
      active: true,
      course_type_id: type!.id,
      location_id: location!.id,
      course_category_id: null,
      register_from: '2025-03-01',
      register_from_time: '08:30',
      register_to: '2025-06-30',
      from: '2025-07-07',
      to: '2025-08-29',
      waiting_list: 5,
      multiple_course_week_registration: true,
      price: 150.5,
      custom_field: true,
      custom_field_de: 'T-Shirt-Größe',
      custom_field_it: 'Taglia maglietta',
      custom_field_2: false,
      custom_field_2_de: '',
      disable_swimming_help: true,
      disable_leave_alone: false,
      label_half_day_de: 'Vormittag',
      label_half_day_it: 'Mattina',
      label_full_day_de: 'Ganzer Tag',
      label_full_day_it: 'Tutto il giorno',
      bank_iban: ' it60 x054 2811 1010 0000 0123 456 ',
      description: '<p>Klettern <strong>für alle</strong></p>',
      info_it: '<p>Portare scarpe</p>',
      email_new: '<p>Hallo {parent_name}</p>',
      email_payed_it: '<p>Grazie</p>',
    });
    const response = await call('POST', '/api/course', staff, payload);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Gespeichert.',
      data: {
        id: expect.any(Number),
        name: 'Klettern',
        name_it: 'Settimana estiva',
        active: true,
        course_type_id: type!.id,
        location_id: location!.id,
        course_category_id: null,
        register_from: '2025-03-01',
        register_from_time: '08:30',
        register_to: '2025-06-30',
        from: '2025-07-07',
        to: '2025-08-29',
        year: 2025,
        max_participants: 20,
        waiting_list: 5,
        multiple_course_week_registration: true,
        price: 150.5,
        custom_field: true,
        custom_field_de: 'T-Shirt-Größe',
        custom_field_it: 'Taglia maglietta',
        custom_field_2: false,
        custom_field_2_de: null,
        custom_field_2_it: null,
        custom_field_3: false,
        custom_field_3_de: null,
        custom_field_3_it: null,
        disable_swimming_help: true,
        disable_leave_alone: false,
        label_half_day_de: 'Vormittag',
        label_half_day_it: 'Mattina',
        label_full_day_de: 'Ganzer Tag',
        label_full_day_it: 'Tutto il giorno',
        bank_name: 'Raiffeisenkasse Bozen',
        bank_iban: IBAN,
        description: '<p>Klettern <strong>für alle</strong></p>',
        description_it: null,
        info: null,
        info_it: '<p>Portare scarpe</p>',
        image: null,
        program: null,
        email_new: '<p>Hallo {parent_name}</p>',
        email_new_it: null,
        email_new_waiting: null,
        email_new_waiting_it: null,
        email_waiting: null,
        email_waiting_it: null,
        email_deleted: null,
        email_deleted_it: null,
        email_payed: null,
        email_payed_it: '<p>Grazie</p>',
        course_weeks: [],
      },
    });

    const read = await call('GET', `/api/course/${body.data.id}`, staff);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: body.data });
  });

  it('starts a new course inactive unless the form says otherwise', async () => {
    expect((await createCourse()).active).toBe(false);
  });

  it('refuses each missing required field with 422 and the message on it, in German and Italian', async () => {
    const response = await call('POST', '/api/course', staff, { name: ' ', bank_iban: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Die Angaben sind nicht vollständig oder ungültig.',
      errors: {
        name: ['Dieses Feld ist erforderlich.'],
        name_it: ['Dieses Feld ist erforderlich.'],
        year: ['Dieses Feld ist erforderlich.'],
        max_participants: ['Dieses Feld ist erforderlich.'],
        bank_name: ['Dieses Feld ist erforderlich.'],
        bank_iban: ['Dieses Feld ist erforderlich.'],
      },
    });
    const italian = await call('POST', '/api/course', { ...staff, 'api-lang': 'it' }, coursePayload({ name_it: undefined }));
    expect(italian.json().errors).toEqual({ name_it: ['Questo campo è obbligatorio.'] });
  });

  it('refuses numbers out of range: year 2000 to 2100, capacity and price not negative', async () => {
    const response = await call('POST', '/api/course', staff, coursePayload({ year: 1999, max_participants: -1, waiting_list: 1.5, price: -1 }));
    expect(response.json().errors).toEqual({
      year: ['Der Wert muss mindestens 2000 sein.'],
      max_participants: ['Der Wert muss mindestens 0 sein.'],
      waiting_list: ['Der Wert ist ungültig.'],
      price: ['Der Wert muss mindestens 0 sein.'],
    });
    expect((await call('POST', '/api/course', staff, coursePayload({ year: 2101 }))).json().errors).toEqual({
      year: ['Der Wert darf höchstens 2100 sein.'],
    });
  });

  it('takes prices with at most two decimals', async () => {
    expect((await createCourse({ price: 99.99 })).price).toBe(99.99);
    const refused = await call('POST', '/api/course', staff, coursePayload({ price: 12.345 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ price: [schemaMessage('course.validation.price_cents')] });
  });

  it('checks the IBAN: spaces and case do not matter, a wrong check digit does', async () => {
    expect((await createCourse({ bank_iban: 'de89 3704 0044 0532 0130 00' })).bank_iban).toBe('DE89370400440532013000');
    for (const wrong of ['IT61X0542811101000000123456', 'IT60X05428111010000001234', 'not an iban']) {
      const response = await call('POST', '/api/course', staff, coursePayload({ bank_iban: wrong }));
      expect(response.statusCode, wrong).toBe(422);
      expect(response.json().errors, wrong).toEqual({ bank_iban: [schemaMessage('course.validation.iban_invalid')] });
    }
    const italian = await call('POST', '/api/course', { ...staff, 'api-lang': 'it' }, coursePayload({ bank_iban: 'IT61X0542811101000000123456' }));
    expect(italian.json().errors).toEqual({ bank_iban: [schemaMessage('course.validation.iban_invalid', 'it')] });
    // The schema names its own message for the form and the server alike.
    const parsed = courseInputSchema.safeParse(coursePayload({ bank_iban: 'IT61X0542811101000000123456' }));
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['course.validation.iban_invalid']);
  });

  it('requires both labels of a custom field that is switched on', async () => {
    const response = await call('POST', '/api/course', staff, coursePayload({ custom_field_3: true, custom_field_3_de: 'Allergien' }));
    expect(response.json().errors).toEqual({ custom_field_3_it: ['Dieses Feld ist erforderlich.'] });
    expect((await call('POST', '/api/course', staff, coursePayload({ custom_field: true }))).json().errors).toEqual({
      custom_field_de: ['Dieses Feld ist erforderlich.'],
      custom_field_it: ['Dieses Feld ist erforderlich.'],
    });
  });

  it('requires all four day-type labels as soon as one is given', async () => {
    const response = await call('POST', '/api/course', staff, coursePayload({ label_full_day_it: 'Tutto il giorno' }));
    expect(response.json().errors).toEqual({
      label_half_day_de: ['Dieses Feld ist erforderlich.'],
      label_half_day_it: ['Dieses Feld ist erforderlich.'],
      label_full_day_de: ['Dieses Feld ist erforderlich.'],
    });
  });

  it('refuses a registration end before its start and a course end before its start, on the later field', async () => {
    const response = await call('POST', '/api/course', staff, coursePayload({
      register_from: '2025-03-10',
      register_to: '2025-03-09',
      from: '2025-07-07',
      to: '2025-07-06',
      register_from_time: '24:00',
    }));
    expect(response.json().errors).toEqual({
      register_to: [schemaMessage('course.validation.register_to_before_register_from')],
      to: [schemaMessage('course.validation.to_before_from')],
      register_from_time: ['Der Wert ist ungültig.'],
    });
    const wrongDate = await call('POST', '/api/course', staff, coursePayload({ from: '2025-02-30' }));
    expect(wrongDate.json().errors).toEqual({ from: ['Bitte ein gültiges Datum eingeben.'] });
    expect((await createCourse({ from: '2025-07-07', to: '2025-07-07' })).to).toBe('2025-07-07');
  });

  it('refuses a course type, location or category that does not exist, with 422 on the field', async () => {
    const response = await call('POST', '/api/course', { ...staff, 'api-lang': 'it' }, coursePayload({
      course_type_id: 999999,
      location_id: 999998,
      course_category_id: 999997,
    }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      course_type_id: ['La voce scelta non esiste (più).'],
      location_id: ['La voce scelta non esiste (più).'],
      course_category_id: ['La voce scelta non esiste (più).'],
    });
  });

  it('updates a course, keeping its active state when the form leaves it out', async () => {
    const course = await createCourse({ active: true, price: 10 });
    const response = await call('PUT', `/api/course/${course.id}`, { ...staff, 'api-lang': 'it' }, coursePayload({
      name: 'Theater',
      name_it: 'Teatro',
      year: 2026,
      price: null,
      description: '',
    }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Salvato.',
      data: { id: course.id, name: 'Theater', name_it: 'Teatro', year: 2026, price: null, description: null, active: true },
    });
    const inactive = await call('PUT', `/api/course/${course.id}`, staff, coursePayload({ active: false }));
    expect(inactive.json().data.active).toBe(false);
    const invalid = await call('PUT', `/api/course/${course.id}`, staff, coursePayload({ name: '' }));
    expect(invalid.json().errors).toEqual({ name: ['Dieses Feld ist erforderlich.'] });
  });

  it('stores rich text without scripts, event handlers or javascript: links', async () => {
    const dangerous = '<p onclick="steal()">Hallo <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">Link</a></p>';
    const course = await createCourse({ description: dangerous, info_it: dangerous, email_waiting: dangerous, email_deleted_it: dangerous });
    const read = (await call('GET', `/api/course/${course.id}`, staff)).json().data;
    for (const field of ['description', 'info_it', 'email_waiting', 'email_deleted_it']) {
      expect(read[field], field).toBe('<p>Hallo <a target="_blank" rel="noopener noreferrer">Link</a></p>');
      expect(read[field]).not.toMatch(/script|onerror|onclick|javascript:/);
    }
    expect((await createCourse({ info: '<p><br></p><script>x</script>' })).info).toBe('<p><br /></p>');
  });

  it('deletes a course together with its weeks', async () => {
    const course = await createCourse();
    const week = await createWeek(course.id);
    const response = await call('DELETE', `/api/course/${course.id}`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Gelöscht.' });
    expect((await call('GET', `/api/course/${course.id}`, staff)).statusCode).toBe(404);
    expect(await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, week.id))).toEqual([]);
    expect((await call('DELETE', `/api/course/${course.id}`, staff)).statusCode).toBe(404);
  });

  it('refuses to delete a course with registrations, cancelled ones included, with 409 and a message', async () => {
    const course = await createCourse();
    const week = await createWeek(course.id);
    await register(week.id);
    await ctx.db.update(registrations).set({ deleted_at: new Date() }).where(eq(registrations.course_week_id, week.id));
    const response = await call('DELETE', `/api/course/${course.id}`, staff);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Für Wochen dieses Kurses gibt es Anmeldungen; der Kurs kann daher nicht gelöscht werden.',
    });
    expect(await ctx.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(1);
  });

  it.each(['999999', 'abc', '0'])('answers 404 for the id %s', async (id) => {
    expect((await call('GET', `/api/course/${id}`, staff)).statusCode).toBe(404);
    expect((await call('PUT', `/api/course/${id}`, staff, coursePayload())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/course/${id}`, staff)).statusCode).toBe(404);
    expect((await call('POST', `/api/course/${id}/copy`, staff)).statusCode).toBe(404);
    expect((await call('POST', `/api/course/${id}/changeActive`, staff)).statusCode).toBe(404);
  });
});

describe('copy and active state', () => {
  it('copies a course with its weeks, inactive, without registrations and with empty counters', async () => {
    const course = await createCourse({ name: 'Zirkus', name_it: 'Circo', active: true, description: '<p>Manege</p>' });
    const first = await createWeek(course.id, { name: 'Woche A', from: '2025-07-07', to: '2025-07-11' });
    await createWeek(course.id, { name: 'Woche B', from: '2025-07-14', to: '2025-07-18', half_day: true, price_half_day: 70 });
    await register(first.id);
    await ctx.db.update(courseWeeks).set({ confirmed_count: 1 }).where(eq(courseWeeks.id, first.id));

    const response = await call('POST', `/api/course/${course.id}/copy`, staff);
    expect(response.statusCode, response.body).toBe(201);
    const { success, message, data: copy } = response.json();
    expect({ success, message }).toEqual({ success: true, message: 'Der Kurs wurde mit seinen Wochen kopiert. Die Kopie ist inaktiv.' });
    expect(copy).toMatchObject({ name: 'Zirkus (Kopie)', name_it: 'Circo (copia)', active: false, description: '<p>Manege</p>', bank_iban: IBAN });
    expect(copy.id).not.toBe(course.id);
    expect(copy.course_weeks.map((week: { name: string; price_half_day: number | null; registered: number; course_id: number }) => [week.name, week.price_half_day, week.registered, week.course_id])).toEqual([
      ['Woche A', null, 0, copy.id],
      ['Woche B', 70, 0, copy.id],
    ]);
    const copiedWeekIds = copy.course_weeks.map((week: { id: number }) => week.id);
    for (const id of copiedWeekIds) {
      expect(await ctx.db.select().from(registrations).where(eq(registrations.course_week_id, id))).toEqual([]);
    }
    const original = (await call('GET', `/api/course/${course.id}`, staff)).json().data;
    expect(original).toMatchObject({ name: 'Zirkus', active: true });
    expect(original.course_weeks[0].registered).toBe(1);
  });

  it('keeps a copied name within the 200 characters of the column', async () => {
    const long = 'L'.repeat(200);
    const course = await createCourse({ name: long, name_it: long });
    const copy = (await call('POST', `/api/course/${course.id}/copy`, staff)).json().data;
    expect(copy.name).toHaveLength(200);
    expect(copy.name.endsWith(' (Kopie)')).toBe(true);
    expect(copy.name_it.endsWith(' (copia)')).toBe(true);
  });

  it('switches a course between active and inactive', async () => {
    const course = await createCourse();
    const on = await call('POST', `/api/course/${course.id}/changeActive`, staff);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ success: true, message: 'Der Kurs ist jetzt aktiv.', data: { id: course.id, active: true } });
    const off = await call('POST', `/api/course/${course.id}/changeActive`, { ...staff, 'api-lang': 'it' });
    expect(off.json()).toMatchObject({ message: 'Il corso ora è inattivo.', data: { active: false } });
  });
});

describe('image and programme', () => {
  it('stores an uploaded image, links it to the course and shows it in the course and the list', async () => {
    const uploaded = await upload('image', 'zelt.png', PNG_PIXEL);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json().data;
    expect(image).toEqual({ id: expect.any(String), url: `/api/files/${image.id}/zelt.png`, name: 'zelt.png', mime_type: 'image/png' });

    const word = tag();
    const course = await createCourse({ name: `${word} Zelten`, image_id: image.id });
    expect(course.image).toEqual({ id: image.id, url: image.url, name: 'zelt.png' });
    expect((await call('GET', `/api/course/${course.id}`, staff)).json().data.image).toEqual(course.image);
    expect((await call('GET', `/api/course?search=${word}`, staff)).json().data[0].image).toEqual(course.image);
    const served = await call('GET', image.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_PIXEL)).toBe(true);

    const removed = await call('PUT', `/api/course/${course.id}`, staff, coursePayload({ image_id: null }));
    expect(removed.json().data.image).toBeNull();
  });

  it('stores a PDF programme sent as file and links it to the course', async () => {
    const uploaded = await upload('file', 'Programm.pdf', PDF);
    expect(uploaded.statusCode).toBe(201);
    const program = uploaded.json().data;
    expect(program.mime_type).toBe('application/pdf');
    expect((await createCourse({ program_id: program.id })).program).toEqual({ id: program.id, url: program.url, name: 'Programm.pdf' });
  });

  it('refuses an HTML file named .png, and files of the other kind, with the message on the field', async () => {
    const html = await upload('image', 'bild.png', HTML);
    expect(html.statusCode).toBe(422);
    expect(Object.keys(html.json().errors)).toEqual(['image']);
    const pdfAsImage = await upload('image', 'bild.pdf', PDF);
    expect(pdfAsImage.json().errors).toEqual({ image: ['Bitte ein Bild im Format PNG, JPEG oder WebP hochladen.'] });
    const imageAsProgram = await upload('file', 'programm.png', PNG_PIXEL, { ...staff, 'api-lang': 'it' });
    expect(imageAsProgram.json().errors).toEqual({ file: ['Caricare un documento PDF.'] });
  });

  it('refuses an image_id or program_id that names no stored file of the right kind', async () => {
    const pdf = (await upload('file', 'programm.pdf', PDF)).json().data;
    const response = await call('POST', '/api/course', staff, coursePayload({ image_id: pdf.id, program_id: '6f1c1f7e-8d3a-4f7e-9a43-2b1f0c3d4e5f' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      image_id: ['Bitte ein Bild im Format PNG, JPEG oder WebP hochladen.'],
      program_id: ['Die Datei wurde nicht gefunden. Bitte erneut hochladen.'],
    });
    expect((await call('POST', '/api/course', staff, coursePayload({ image_id: 'x' }))).json().errors).toEqual({
      image_id: ['Der Wert ist ungültig.'],
    });
  });
});

describe('list', () => {
  const list = async (query: string) => {
    const response = await call('GET', `/api/course?${query}`, staff);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { id: number; name: string; year: number; active: boolean }[]; meta: { total: number } };
  };

  it('pages through the courses and reports the total', async () => {
    const word = tag();
    for (let i = 1; i <= 12; i++) await createCourse({ name: `${word} ${String(i).padStart(2, '0')}` });
    const first = await list(`search=${word}&itemsPerPage=10&sortBy=name`);
    expect(first.meta.total).toBe(12);
    expect(first.data.map((row) => row.name.slice(-2))).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    const second = await list(`search=${word}&itemsPerPage=10&sortBy=name&page=2`);
    expect(second).toMatchObject({ meta: { total: 12 } });
    expect(second.data.map((row) => row.name.slice(-2))).toEqual(['11', '12']);
    expect((await list(`search=${word}&itemsPerPage=-1`)).data).toHaveLength(12);
  });

  it('answers each row with its location, course type, number of weeks and image', async () => {
    const word = tag();
    const [location] = await ctx.db.insert(locations).values({ name: 'Kulturhaus', name_it: 'Casa della cultura' }).returning();
    const [type] = await ctx.db.insert(courseTypes).values({ name: 'Musik', name_it: 'Musica' }).returning();
    const course = await createCourse({ name: `${word} Chor`, location_id: location!.id, course_type_id: type!.id, from: '2025-07-01', to: '2025-07-31', active: true });
    await createWeek(course.id);
    await createWeek(course.id, { from: '2025-07-14', to: '2025-07-18' });
    expect((await list(`search=${word}`)).data).toEqual([
      {
        id: course.id,
        name: `${word} Chor`,
        name_it: 'Settimana estiva',
        active: true,
        year: 2025,
        from: '2025-07-01',
        to: '2025-07-31',
        location: { id: location!.id, name: 'Kulturhaus', name_it: 'Casa della cultura' },
        course_type: { id: type!.id, name: 'Musik', name_it: 'Musica' },
        week_count: 2,
        image: null,
      },
    ]);
  });

  it('sorts by several columns and by related names, and searches the Italian name', async () => {
    const word = tag();
    const [bozen] = await ctx.db.insert(locations).values({ name: 'bozen', name_it: 'Bolzano' }).returning();
    const [meran] = await ctx.db.insert(locations).values({ name: 'Meran', name_it: 'Merano' }).returning();
    await createCourse({ name: `${word} a`, name_it: `${word} x`, year: 2024, location_id: meran!.id });
    await createCourse({ name: `${word} b`, name_it: `${word} y`, year: 2025, location_id: bozen!.id });
    await createCourse({ name: `${word} c`, name_it: `${word} z`, year: 2025, location_id: meran!.id });
    await createCourse({ name: `${word} d`, name_it: `${word} w`, year: 2024, location_id: bozen!.id });

    const names = async (query: string) => (await list(`search=${word}&${query}`)).data.map((row) => row.name.slice(-1));
    expect(await names('sortBy=year&sortBy=name&sortDesc=true&sortDesc=true')).toEqual(['c', 'b', 'd', 'a']);
    expect(await names('sortBy=location_name&sortBy=year')).toEqual(['d', 'b', 'a', 'c']);
    expect(await names('sortBy=name_it&sortDesc=1')).toEqual(['c', 'b', 'a', 'd']);
    expect(await names('')).toEqual(['b', 'c', 'a', 'd']);
    expect((await list(`search=${encodeURIComponent(`${word} Y`)}`)).data.map((row) => row.name)).toEqual([`${word} b`]);
  });

  it('filters by active and year; without a filter every course is listed', async () => {
    const word = tag();
    await createCourse({ name: `${word} aktiv 2024`, year: 2024, active: true });
    await createCourse({ name: `${word} aktiv 2025`, year: 2025, active: true });
    await createCourse({ name: `${word} inaktiv 2025`, year: 2025, active: false });

    const names = async (query: string) => {
      const answer = await list(`search=${word}&sortBy=name&${query}`);
      expect(answer.meta.total).toBe(answer.data.length);
      return answer.data.map((row) => row.name.slice(word.length + 1));
    };
    expect(await names('')).toEqual(['aktiv 2024', 'aktiv 2025', 'inaktiv 2025']);
    expect(await names('active=1')).toEqual(['aktiv 2024', 'aktiv 2025']);
    expect(await names('active=0')).toEqual(['inaktiv 2025']);
    expect(await names('year=2025')).toEqual(['aktiv 2025', 'inaktiv 2025']);
    expect(await names('active=true&year=2025')).toEqual(['aktiv 2025']);
  });

  it('refuses an unknown sort column or filter value with 422 on the parameter', async () => {
    expect((await call('GET', '/api/course?sortBy=bank_iban', staff)).json().errors).toEqual({ sortBy: ['Bitte einen der angebotenen Werte wählen.'] });
    expect((await call('GET', '/api/course?active=maybe', staff)).json().errors).toEqual({ active: ['Bitte einen der angebotenen Werte wählen.'] });
    expect((await call('GET', '/api/course?year=1999', staff)).json().errors).toEqual({ year: ['Der Wert muss mindestens 2000 sein.'] });
  });
});
