import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseTypes, courses } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { requester, uniqueTag as tag, type Method } from '../../../test/support/http';
import { allActionsOn, bearer, createStaffUser, parentHeaders, signIn, staffHeaders } from '../../../test/support/factories';

let ctx: TestContext;
let staff: Record<string, string>;
let parent: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await staffHeaders(ctx.app, ctx.db, allActionsOn('courseType'));
  parent = await parentHeaders(ctx.app);
});
afterAll(() => ctx.close());

const call = requester(() => ctx.app);

type Row = { id: number; name: string; name_it: string; sort_order: number };

async function create(payload: Record<string, unknown>) {
  const response = await call('POST', '/api/courseType', staff, { name: 'Sport', name_it: 'Sport IT', sort_order: 1, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Row;
}

const list = async (query: string, headers = staff) => {
  const response = await call('GET', `/api/courseType?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Row[]; meta: { total: number } };
};

describe('access', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/courseType'],
    ['GET', '/api/courseType/1'],
    ['POST', '/api/courseType'],
    ['PUT', '/api/courseType/1'],
    ['DELETE', '/api/courseType/1'],
  ];

  it.each(routes)('%s %s answers 401 without sign-in and 403 for a parent', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? { name: 'A', name_it: 'B', sort_order: 1 } : undefined;
    expect((await call(method, url, {}, payload)).statusCode).toBe(401);
    const forbidden = await call(method, url, parent, payload);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Keine Berechtigung');
  });

  it('lets staff who create courses load the list for the course form, but not read or change a course type', async () => {
    const user = await createStaffUser(ctx.db, ['course.create']);
    const courseCreator = bearer(await signIn(ctx.app, user.email, user.password));
    expect((await call('GET', '/api/courseType?itemsPerPage=-1', courseCreator)).statusCode).toBe(200);
    const type = await create({});
    expect((await call('GET', `/api/courseType/${type.id}`, courseCreator)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/courseType/${type.id}`, courseCreator)).statusCode).toBe(403);
  });
});

describe('create, read, update, delete', () => {
  it('creates a course type and answers 201 with the message and the record', async () => {
    const response = await call('POST', '/api/courseType', staff, { name: ' Kreativ ', name_it: 'Creativo', sort_order: 3 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Gespeichert.',
      data: { id: expect.any(Number), name: 'Kreativ', name_it: 'Creativo', sort_order: 3 },
    });
    const read = await call('GET', `/api/courseType/${body.data.id}`, staff);
    expect(read.json()).toEqual({ data: body.data });
  });

  it('refuses missing fields with 422 and the message on each field, in German and Italian', async () => {
    const response = await call('POST', '/api/courseType', staff, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Dieses Feld ist erforderlich.'],
      name_it: ['Dieses Feld ist erforderlich.'],
      sort_order: ['Dieses Feld ist erforderlich.'],
    });
    const wrong = await call('POST', '/api/courseType', { ...staff, 'api-lang': 'it' }, { name: 'A', name_it: 'B', sort_order: 1.5 });
    expect(wrong.json().errors).toEqual({ sort_order: ['Il valore non è valido.'] });
    const negative = await call('POST', '/api/courseType', staff, { name: 'A', name_it: 'B', sort_order: -1 });
    expect(negative.json().errors).toEqual({ sort_order: ['Der Wert muss mindestens 0 sein.'] });
  });

  it('updates a course type', async () => {
    const type = await create({});
    const response = await call('PUT', `/api/courseType/${type.id}`, staff, { name: 'Natur', name_it: 'Natura', sort_order: 7 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Gespeichert.',
      data: { id: type.id, name: 'Natur', name_it: 'Natura', sort_order: 7 },
    });
  });

  it('deletes a course type, and refuses with 409 while a course has it', async () => {
    const free = await create({});
    const deleted = await call('DELETE', `/api/courseType/${free.id}`, { ...staff, 'api-lang': 'it' });
    expect(deleted.json()).toEqual({ success: true, message: 'Eliminato.' });
    expect((await call('GET', `/api/courseType/${free.id}`, staff)).statusCode).toBe(404);

    const used = await create({});
    await ctx.db.insert(courses).values({ name: 'Kurs', name_it: 'Corso', year: 2025, max_participants: 10, course_type_id: used.id });
    const refused = await call('DELETE', `/api/courseType/${used.id}`, staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Die Kursart wird noch von Kursen verwendet und kann nicht gelöscht werden.');
    expect(await ctx.db.select().from(courseTypes).where(eq(courseTypes.id, used.id))).toHaveLength(1);
  });

  it.each(['999999', 'x1', '-3'])('answers 404 for the id %s', async (id) => {
    expect((await call('GET', `/api/courseType/${id}`, staff)).statusCode).toBe(404);
    expect((await call('PUT', `/api/courseType/${id}`, staff, { name: 'A', name_it: 'B', sort_order: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/courseType/${id}`, staff)).statusCode).toBe(404);
  });
});

describe('list', () => {
  it('pages with 10, 15 and all rows and reports the total', async () => {
    const word = tag();
    for (let i = 1; i <= 16; i++) await create({ name: `${word} ${i}`, sort_order: i });
    const first = await list(`search=${word}&itemsPerPage=10`);
    expect(first.meta.total).toBe(16);
    expect(first.data.map((row) => row.sort_order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await list(`search=${word}&itemsPerPage=10&page=2`)).data.map((row) => row.sort_order)).toEqual([11, 12, 13, 14, 15, 16]);
    expect((await list(`search=${word}&itemsPerPage=15`)).data).toHaveLength(15);
    expect((await list(`search=${word}&itemsPerPage=-1`)).data).toHaveLength(16);
  });

  it('orders by sort_order then name unless asked otherwise, and sorts by several columns', async () => {
    const word = tag();
    await create({ name: `${word} b`, name_it: 'x', sort_order: 2 });
    await create({ name: `${word} a`, name_it: 'y', sort_order: 2 });
    await create({ name: `${word} c`, name_it: 'z', sort_order: 1 });
    const names = (rows: Row[]) => rows.map((row) => row.name.slice(-1));

    expect(names((await list(`search=${word}`)).data)).toEqual(['c', 'a', 'b']);
    expect(names((await list(`search=${word}&sortBy=sort_order&sortBy=name&sortDesc=true&sortDesc=true`)).data)).toEqual(['b', 'a', 'c']);
    expect(names((await list(`search=${word}&sortBy=name_it&sortDesc=true`)).data)).toEqual(['c', 'a', 'b']);
  });

  it('searches the German and Italian names', async () => {
    const word = tag();
    const type = await create({ name: `${word} Abenteuer`, name_it: 'Avventura' });
    await create({ name: `${word} Musik`, name_it: 'Musica' });
    expect((await list(`search=${word}%20avventura`)).data.map((row) => row.id)).toEqual([type.id]);
  });

  it('refuses a column that cannot be sorted by with 422 on sortBy', async () => {
    const response = await call('GET', '/api/courseType?sortBy=id', { ...staff, 'api-lang': 'it' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ sortBy: ['Scegliere uno dei valori proposti.'] });
  });
});
