import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, locations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { requester, uniqueTag as tag, type Method } from '../../../test/support/http';
import { allActionsOn, bearer, createStaffUser, parentHeaders, signIn, staffHeaders } from '../../../test/support/factories';

let ctx: TestContext;
let staff: Record<string, string>;
let parent: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await staffHeaders(ctx.app, ctx.db, allActionsOn('location'));
  parent = await parentHeaders(ctx.app);
});
afterAll(() => ctx.close());

const call = requester(() => ctx.app);

async function create(payload: Record<string, unknown>) {
  const response = await call('POST', '/api/location', staff, { name: 'Schule', name_it: 'Scuola', ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; name: string; place: string | null };
}

const list = async (query: string, headers = staff) => {
  const response = await call('GET', `/api/location?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: { id: number; name: string; place: string | null }[]; meta: { total: number } };
};

describe('access', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/location'],
    ['GET', '/api/location/1'],
    ['POST', '/api/location'],
    ['PUT', '/api/location/1'],
    ['DELETE', '/api/location/1'],
  ];

  it.each(routes)('%s %s answers 401 without sign-in and 403 for a parent', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? { name: 'A', name_it: 'A' } : undefined;
    expect((await call(method, url, {}, payload)).statusCode).toBe(401);
    const forbidden = await call(method, url, parent, payload);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Keine Berechtigung');
  });

  it('lets staff who edit courses load the list for the course form, but not change locations', async () => {
    const user = await createStaffUser(ctx.db, ['course.update']);
    const courseEditor = bearer(await signIn(ctx.app, user.email, user.password));
    expect((await call('GET', '/api/location?itemsPerPage=-1', courseEditor)).statusCode).toBe(200);
    expect((await call('POST', '/api/location', courseEditor, { name: 'A', name_it: 'A' })).statusCode).toBe(403);
  });
});

describe('create, read, update, delete', () => {
  it('creates a location and answers 201 with the message and the record, empty optional fields as null', async () => {
    const response = await call('POST', '/api/location', staff, {
      name: '  Grundschule Gries ',
      name_it: 'Scuola elementare Gries',
      address: 'Fagenstraße 1',
      plz: '39100',
      place: '',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Gespeichert.',
      data: {
        id: expect.any(Number),
        name: 'Grundschule Gries',
        name_it: 'Scuola elementare Gries',
        address: 'Fagenstraße 1',
        plz: '39100',
        place: null,
      },
    });

    const read = await call('GET', `/api/location/${body.data.id}`, staff);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: body.data });
  });

  it('refuses missing names with 422 and the message on each field, in German and Italian', async () => {
    const response = await call('POST', '/api/location', staff, { name: ' ', plz: '12345678901' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Die Angaben sind nicht vollständig oder ungültig.',
      errors: {
        name: ['Dieses Feld ist erforderlich.'],
        name_it: ['Dieses Feld ist erforderlich.'],
        plz: ['Bitte höchstens 10 Zeichen eingeben.'],
      },
    });
    const italian = await call('POST', '/api/location', { ...staff, 'api-lang': 'it' }, { name: 'Schule' });
    expect(italian.json().errors).toEqual({ name_it: ['Questo campo è obbligatorio.'] });
  });

  it('updates a location and answers the new record', async () => {
    const location = await create({ place: 'Bozen' });
    const response = await call('PUT', `/api/location/${location.id}`, { ...staff, 'api-lang': 'it' }, {
      name: 'Turnhalle',
      name_it: 'Palestra',
      place: 'Meran',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Salvato.',
      data: { id: location.id, name: 'Turnhalle', name_it: 'Palestra', address: null, plz: null, place: 'Meran' },
    });
    const invalid = await call('PUT', `/api/location/${location.id}`, staff, { name: 'Turnhalle' });
    expect(invalid.json().errors).toEqual({ name_it: ['Dieses Feld ist erforderlich.'] });
  });

  it('deletes a location; it is gone afterwards', async () => {
    const location = await create({});
    const response = await call('DELETE', `/api/location/${location.id}`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Gelöscht.' });
    expect((await call('GET', `/api/location/${location.id}`, staff)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/location/${location.id}`, staff)).statusCode).toBe(404);
  });

  it('refuses to delete a location a course takes place at, with 409 and a message', async () => {
    const location = await create({});
    await ctx.db.insert(courses).values({ name: 'Kurs', name_it: 'Corso', year: 2025, max_participants: 10, location_id: location.id });
    const response = await call('DELETE', `/api/location/${location.id}`, { ...staff, 'api-lang': 'it' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'La sede è ancora utilizzata da corsi e non può essere eliminata.' });
    expect(await ctx.db.select().from(locations).where(eq(locations.id, location.id))).toHaveLength(1);
  });

  it.each(['999999', 'abc', '1.5', '0', '99999999999'])('answers 404 for the id %s', async (id) => {
    expect((await call('GET', `/api/location/${id}`, staff)).statusCode).toBe(404);
    expect((await call('PUT', `/api/location/${id}`, staff, { name: 'A', name_it: 'A' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/location/${id}`, staff)).statusCode).toBe(404);
  });
});

describe('list', () => {
  it('pages with 10, 15 and all rows and reports the total', async () => {
    const word = tag();
    for (let i = 1; i <= 17; i++) await create({ name: `${word} ${String(i).padStart(2, '0')}` });

    const first = await list(`search=${word}&itemsPerPage=10`);
    expect(first.meta.total).toBe(17);
    expect(first.data.map((row) => row.name)).toEqual(Array.from({ length: 10 }, (_, i) => `${word} ${String(i + 1).padStart(2, '0')}`));
    const second = await list(`search=${word}&itemsPerPage=10&page=2`);
    expect(second.data.map((row) => row.name.slice(-2))).toEqual(['11', '12', '13', '14', '15', '16', '17']);
    expect((await list(`search=${word}&itemsPerPage=15`)).data).toHaveLength(15);
    const all = await list(`search=${word}&itemsPerPage=-1&page=3`);
    expect(all.data).toHaveLength(17);
    expect(all.meta.total).toBe(17);
    expect(await list(`search=${word}&itemsPerPage=15&page=5`)).toEqual({ data: [], meta: { total: 17 } });
  });

  it('sorts by several columns, each in its own direction, and answers only the public fields', async () => {
    const word = tag();
    await create({ name: `${word} b`, place: 'meran' });
    await create({ name: `${word} a`, place: 'bozen' });
    await create({ name: `${word} c`, place: 'bozen' });
    await create({ name: `${word} d`, place: 'Brixen' });

    const sorted = await list(`search=${word}&sortBy=place&sortBy=name&sortDesc=false&sortDesc=true`);
    expect(sorted.data.map((row) => `${row.place}/${row.name.slice(-1)}`)).toEqual([
      'bozen/c',
      'bozen/a',
      'Brixen/d',
      'meran/b',
    ]);
    expect(Object.keys(sorted.data[0]!).sort()).toEqual(['address', 'id', 'name', 'name_it', 'place', 'plz']);

    const descending = await list(`search=${word}&sortBy=name&sortDesc=1`);
    expect(descending.data.map((row) => row.name.slice(-1))).toEqual(['d', 'c', 'b', 'a']);
  });

  it('searches every word in name, Italian name, place and address, without wildcards from the user', async () => {
    const word = tag();
    const gym = await create({ name: `${word} Turnhalle`, name_it: 'Palestra', place: 'Bozen', address: 'Via Roma 5' });
    const percent = await create({ name: `${word} 100% Sport`, place: 'Meran' });
    await create({ name: `${word} 1000 Sport`, place: 'Meran' });
    await create({ name: `${word} A_B`, place: 'Meran' });
    await create({ name: `${word} AxB`, place: 'Meran' });

    const ids = async (search: string) => (await list(`search=${encodeURIComponent(search)}`)).data.map((row) => row.name);
    expect(await ids(`${word.toUpperCase()} PALESTRA`)).toEqual([gym.name]);
    expect(await ids(`bozen ${word} roma`)).toEqual([gym.name]);
    expect(await ids(`${word} 100%`)).toEqual([percent.name]);
    expect(await ids(`${word} A_B`)).toEqual([`${word} A_B`]);
    expect(await ids(`${word} nothing-like-this`)).toEqual([]);
  });

  it('uses the first 8 words of a long search and ignores the rest', async () => {
    await create({ name: `${tag()} abcdefgh` });
    // 100 one-letter words fit the 200 characters a search may have; the 92 after the eighth match no location.
    const first = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const hundred = [...first, ...Array.from({ length: 92 }, () => 'ж')];
    const rows = async (words: string[]) => list(`search=${encodeURIComponent(words.join(' '))}&itemsPerPage=-1`);

    const expected = await rows(first);
    expect(expected.meta.total).toBeGreaterThan(0);
    // Within the first 8 the same word is searched for, and finds nothing.
    expect((await rows(['ж', ...first.slice(1)])).meta.total).toBe(0);
    expect(await rows(hundred)).toEqual(expected);
  });

  it('refuses a column that cannot be sorted by with 422 on sortBy', async () => {
    const response = await call('GET', '/api/location?sortBy=name&sortBy=created_at', staff);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ sortBy: ['Bitte einen der angebotenen Werte wählen.'] });
    const size = await call('GET', '/api/location?itemsPerPage=1000', staff);
    expect(size.json().errors).toEqual({ itemsPerPage: ['Der Wert ist ungültig.'] });
  });
});
