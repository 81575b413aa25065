import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, courseTypes, locations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { daysFromNow, insertOpenCourse } from '../../../test/support/families';
import { requester, uniqueTag } from '../../../test/support/http';

let ctx: TestContext;
const call = requester(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function typeAndPlace(tag: string) {
  const [type] = await ctx.db.insert(courseTypes).values({ name: `Sport ${tag}`, name_it: `Sport it ${tag}`, sort_order: 3 }).returning();
  const [place] = await ctx.db.insert(locations).values({ name: `Halle ${tag}`, name_it: `Palestra ${tag}`, place: 'Bozen' }).returning();
  return { type: type!, place: place! };
}

describe('GET /api/frontend', () => {
  it('lists active courses only, with card data and the types and locations to filter by, without sign-in', async () => {
    const tag = uniqueTag();
    const { type, place } = await typeAndPlace(tag);
    const { course } = await insertOpenCourse(ctx.db, [{}, {}], { name: `Aktiv ${tag}`, course_type_id: type.id, location_id: place.id, description: '<p>Spiel <b>und</b> Spaß</p>' });
    await insertOpenCourse(ctx.db, [{}], { name: `Inaktiv ${tag}`, active: false });

    const response = await call('GET', `/api/frontend?itemsPerPage=-1&search=${tag}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((card: { name: string }) => card.name)).toEqual([`Aktiv ${tag}`]);
    expect(body.data[0]).toMatchObject({
      id: course.id,
      description: '<p>Spiel <b>und</b> Spaß</p>',
      from: daysFromNow(40),
      to: daysFromNow(51),
      location: { id: place.id, name: `Halle ${tag}`, place: 'Bozen' },
      course_type: { id: type.id, sort_order: 3 },
      image: null,
    });
    expect(body.course_types).toEqual([{ id: type.id, name: `Sport ${tag}`, name_it: `Sport it ${tag}`, sort_order: 3 }]);
    expect(body.locations.map((location: { id: number }) => location.id)).toEqual([place.id]);
  });

  it('answers 304 to a browser that has the same answer, and lets it keep one for a second', async () => {
    const first = await call('GET', '/api/frontend');
    expect(first.headers['cache-control']).toBe('public, max-age=1');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await call('GET', '/api/frontend', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/frontend/:id', () => {
  it('computes each week\'s state, full flag and free places on the server, with the server time', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [
      { max_participants: 10, waiting_list: 5, confirmed_count: 3 },
      { max_participants: 2, waiting_list: 2, confirmed_count: 2, waiting_count: 1 },
      { max_participants: 1, waiting_list: 0, confirmed_count: 1, half_day: true, price_half_day: 60 },
    ]);
    const before = Date.now();
    const response = await call('GET', `/api/frontend/${course.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.courseWeeks.map((week: Record<string, unknown>) => [week.id, week.state, week.full, week.free_places, week.waiting_free_places])).toEqual([
      [weeks[0]!.id, 'open', false, 7, 5],
      [weeks[1]!.id, 'waiting_list', false, 0, 1],
      [weeks[2]!.id, 'full', true, 0, 0],
    ]);
    expect(data.courseWeeks[2]).toMatchObject({ price: 120, price_half_day: 60, half_day: true, full_day: true });
    expect(data.booking).toEqual({ possible: true, reason: null, reason_code: null, opens_at: null, season_id: null });
    expect(Date.parse(data.server_time)).toBeGreaterThanOrEqual(before - 1000);
    expect(data.server_time).toMatch(/[+-]\d\d:\d\d$/);
  });

  it('says from when booking opens, in the request language, with the opening instant', async () => {
    const day = daysFromNow(3);
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}], { register_from: day, register_from_time: '08:00' });
    const german = (await call('GET', `/api/frontend/${course.id}`)).json().data;
    expect(german.courseWeeks[0].state).toBe('before_registration');
    expect(german.booking.possible).toBe(false);
    expect(german.booking.reason_code).toBe('not_yet_open');
    const [year, month, date] = day.split('-');
    expect(german.booking.reason).toBe(`Anmeldung ab ${date}.${month}.${year} 08:00`);
    expect(german.booking.opens_at).toBe(german.courseWeeks[0].opens_at);
    expect(new Date(german.booking.opens_at).toLocaleString('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' })).toBe('08:00');
    const italian = (await call('GET', `/api/frontend/${course.id}`, { 'api-lang': 'it' })).json().data;
    expect(italian.booking.reason).toBe(`Iscrizioni dal ${date}.${month}.${year} 08:00`);
    expect(weeks).toHaveLength(1);
  });

  it('says when registration has closed', async () => {
    const { course } = await insertOpenCourse(ctx.db, [{}], { register_from: daysFromNow(-20), register_to: daysFromNow(-1) });
    const { data } = (await call('GET', `/api/frontend/${course.id}`)).json();
    expect(data.booking).toMatchObject({ possible: false, reason_code: 'closed', reason: 'Anmeldung geschlossen' });
  });

  it('answers 404 for an inactive, unknown or malformed course', async () => {
    const { course } = await insertOpenCourse(ctx.db, [{}]);
    await ctx.db.update(courses).set({ active: false }).where(eq(courses.id, course.id));
    expect((await call('GET', `/api/frontend/${course.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/frontend/2147483647')).statusCode).toBe(404);
    expect((await call('GET', '/api/frontend/12abc')).statusCode).toBe(404);
  });
});
