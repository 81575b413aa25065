import type { CourseOverview } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseTypes, locations } from '../../db/schema';
import { storeFile } from '../../repositories/files';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { parentHeaders, PNG_PIXEL, staffHeaders } from '../../../test/support/factories';
import { insertCourse, insertRegistration, insertWeek } from '../../../test/support/rows';

let ctx: TestContext;
let staff: Record<string, string>;
let parent: Record<string, string>;
const ids = { camp: 0, theatre: 0, painting: 0, inactive: 0, sport: 0, art: 0, imageId: '' };

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await staffHeaders(ctx.app, ctx.db, ['course.index']);
  parent = await parentHeaders(ctx.app);

  const [bozen, meran, noPlace] = await ctx.db
    .insert(locations)
    .values([
      { name: 'Sportzentrum', name_it: 'Centro sportivo', place: 'Bozen' },
      { name: 'Kulturhaus', name_it: 'Casa della cultura', place: 'Meran' },
      { name: 'Irgendwo', name_it: 'Da qualche parte' },
    ])
    .returning();
  const [sport, art] = await ctx.db
    .insert(courseTypes)
    .values([
      { name: 'Sport', name_it: 'Sport IT', sort_order: 2 },
      { name: 'Kunst', name_it: 'Arte', sort_order: 1 },
    ])
    .returning();
  ids.sport = sport!.id;
  ids.art = art!.id;
  const image = await storeFile(ctx.db, { name: 'Camp Bild.png', mimeType: 'image/png', data: PNG_PIXEL, isPublic: true, createdByUserId: null });
  ids.imageId = image.id;

  const camp = await insertCourse(ctx.db, {
    name: 'Sommercamp',
    name_it: 'Campo estivo',
    year: 2025,
    location_id: bozen!.id,
    course_type_id: sport!.id,
    image_file_id: image.id,
  });
  ids.camp = camp.id;
  const week1 = await insertWeek(ctx.db, camp.id, { from: '2025-07-07', to: '2025-07-11', max_participants: 10, waiting_list: 3 });
  const week2 = await insertWeek(ctx.db, camp.id, { from: '2025-07-14', to: '2025-07-18', max_participants: 12, waiting_list: 2 });
  await insertRegistration(ctx.db, week1.id);
  await insertRegistration(ctx.db, week1.id);
  await insertRegistration(ctx.db, week2.id);
  await insertRegistration(ctx.db, week1.id, { is_waiting: true });
  await insertRegistration(ctx.db, week1.id, { deleted_at: new Date() });
  await insertRegistration(ctx.db, week2.id, { is_waiting: true, deleted_at: new Date() });

  const theatre = await insertCourse(ctx.db, { name: 'Theater', name_it: 'Teatro', year: 2024, location_id: meran!.id, course_type_id: art!.id });
  ids.theatre = theatre.id;
  await insertWeek(ctx.db, theatre.id, { from: '2024-08-05', to: '2024-08-09' });

  // No weeks yet: the course's own dates stand in.
  const painting = await insertCourse(ctx.db, {
    name: 'Malen',
    name_it: 'Pittura',
    year: 2025,
    from: '2025-08-18',
    to: '2025-08-22',
    location_id: noPlace!.id,
    course_type_id: art!.id,
  });
  ids.painting = painting.id;

  const inactive = await insertCourse(ctx.db, { name: 'Alt', name_it: 'Vecchio', year: 2025, active: false, location_id: bozen!.id });
  ids.inactive = inactive.id;
  await insertWeek(ctx.db, inactive.id, { from: '2025-07-07', to: '2025-07-11' });
});
afterAll(() => ctx.close());

const overview = async (query = '', lang = 'de') => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/course-overview${query}`, headers: { ...staff, 'api-lang': lang } });
  return response;
};
const courseIds = async (query: string) => {
  const response = await overview(query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as CourseOverview).data.map((card) => card.id);
};

describe('GET /api/course-overview', () => {
  it('answers 401 without sign-in and 403 without course.index', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/course-overview' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/course-overview', headers: parent })).statusCode).toBe(403);
  });

  it('shows the active courses of every year as cards, by start date, with totals over the weeks', async () => {
    const response = await overview();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as CourseOverview;
    expect(body.data.map((card) => card.id)).toEqual([ids.theatre, ids.camp, ids.painting]);
    expect(body.data[1]).toEqual({
      id: ids.camp,
      name: 'Sommercamp',
      name_it: 'Campo estivo',
      year: 2025,
      active: true,
      image: `/api/files/${ids.imageId}/Camp-Bild.png`,
      location: { id: expect.any(Number), name: 'Sportzentrum', name_it: 'Centro sportivo', place: 'Bozen' },
      course_type: { id: ids.sport, name: 'Sport', name_it: 'Sport IT' },
      from: '2025-07-07',
      to: '2025-07-18',
      week_count: 2,
      registered: 3,
      max_participants: 22,
      waiting: 1,
      waiting_list: 5,
    });
    expect(body.data[2]).toMatchObject({
      id: ids.painting,
      image: null,
      location: { place: null },
      from: '2025-08-18',
      to: '2025-08-22',
      week_count: 0,
      registered: 0,
      max_participants: 0,
    });
  });

  it('offers the places and course types of the active courses as filter choices', async () => {
    expect((await overview()).json().filters).toEqual({
      places: ['Bozen', 'Meran'],
      course_types: [
        { id: ids.art, name: 'Kunst', name_it: 'Arte' },
        { id: ids.sport, name: 'Sport', name_it: 'Sport IT' },
      ],
    });
    expect((await overview('?year=2024')).json().filters).toEqual({
      places: ['Meran'],
      course_types: [{ id: ids.art, name: 'Kunst', name_it: 'Arte' }],
    });
    expect((await overview('?active=0')).json().filters).toEqual({ places: ['Bozen'], course_types: [] });
  });

  it('filters by municipality, topic, year, period and active state', async () => {
    expect(await courseIds('?municipality=Bozen')).toEqual([ids.camp]);
    expect(await courseIds('?municipality=meran')).toEqual([ids.theatre]);
    expect(await courseIds(`?topic=${ids.art}`)).toEqual([ids.theatre, ids.painting]);
    expect(await courseIds(`?topic=${ids.art}&year=2025`)).toEqual([ids.painting]);
    expect(await courseIds('?year=2023')).toEqual([]);
    expect(await courseIds('?active=0')).toEqual([ids.inactive]);
    // A period matches a course with a week that overlaps it; between two weeks is no match.
    expect(await courseIds('?from=2025-07-11&to=2025-07-11')).toEqual([ids.camp]);
    expect(await courseIds('?from=2025-07-12&to=2025-07-13')).toEqual([]);
    expect(await courseIds('?from=2025-07-15')).toEqual([ids.camp]);
    expect(await courseIds('?to=2024-12-31')).toEqual([ids.theatre]);
    expect(await courseIds('?municipality=&topic=&from=&to=&year=')).toEqual([ids.theatre, ids.camp, ids.painting]);
  });

  it('refuses a period that ends before it starts and malformed values', async () => {
    const reversed = await overview('?from=2025-07-10&to=2025-07-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ to: ['Der Wert ist ungültig.'] });
    const malformed = await overview('?from=10.07.2025&topic=x&active=maybe', 'it');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({
      from: ['Inserire una data valida.'],
      topic: ['Il valore non è valido.'],
      active: ['Scegliere uno dei valori proposti.'],
    });
  });
});
