import { wallClock } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, registrations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, createStaffUser, signIn } from '../../../test/support/factories';
import { insertFamily, insertOpenCourse } from '../../../test/support/families';

let ctx: TestContext;
let office: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createStaffUser(ctx.db, ['season.update']);
  office = bearer(await signIn(ctx.app, user.email, user.password));
});
afterAll(() => ctx.close());

const HOUR_MS = 3_600_000;
/** The wall-clock time `hours` from now in the organisation's zone, as the office types it. */
function local(hours: number): string {
  const clock = wallClock(new Date(Date.now() + hours * HOUR_MS), ctx.config.timezone);
  return `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}`;
}
let nextYear = 2040;
/** A season of a year no other test uses; its phases `hours` from now: wishes, wish end, draw, publication, first come. */
const seasonPayload = (hours: [number, number, number, number, number], year = nextYear++) => ({
  year,
  wish_from: local(hours[0]),
  wish_to: local(hours[1]),
  draw_at: local(hours[2]),
  publish_at: local(hours[3]),
  first_come_from: local(hours[4]),
  acceptance_days: 7,
  max_wishes: 5,
  max_weeks: 1,
  held_back_places: 0,
});
const createSeason = (payload: object, headers = office) => ctx.app.inject({ method: 'POST', url: '/api/seasons', headers, payload });

describe('the seasons of the fair opening', () => {
  it('are kept per course year with their phase, times as the office typed them, one per year', async () => {
    const payload = seasonPayload([-24, 24, 25, 26, 48]);
    const created = await createSeason(payload);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Die Saison wurde gespeichert.', data: { ...payload, phase: 'wishes' } });
    const id = created.json().data.id;

    const list = await ctx.app.inject({ method: 'GET', url: '/api/seasons', headers: office });
    expect(list.json().data).toContainEqual(expect.objectContaining({ id, year: payload.year, phase: 'wishes' }));

    const again = await createSeason({ ...payload, wish_from: local(-1) }, { ...office, 'api-lang': 'it' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ year: ['Per questo anno di corsi esiste già una stagione.'] });

    const moved = await ctx.app.inject({ method: 'PUT', url: `/api/seasons/${id}`, headers: office, payload: { ...payload, first_come_from: local(72) } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.first_come_from).toBe(local(72));
  });

  it('refuses times out of order on the first one out of order, and a season whose wishes have begun cannot be deleted', async () => {
    const outOfOrder = await createSeason(seasonPayload([1, 2, 5, 4, 6]));
    expect(outOfOrder.statusCode).toBe(422);
    expect(outOfOrder.json().errors).toEqual({
      publish_at: ['Dieser Zeitpunkt muss nach dem vorigen liegen (Wunschphase, Verlosung, Ergebnis, freie Plätze).'],
    });
    expect((await createSeason({ ...seasonPayload([1, 2, 3, 4, 5]), wish_to: '2040-13-01T10:00' })).json().errors).toEqual({ wish_to: ['Bitte Datum und Uhrzeit eingeben.'] });

    const coming = (await createSeason(seasonPayload([24, 48, 49, 50, 72]))).json().data;
    expect(coming.phase).toBe('before');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/seasons/${coming.id}`, headers: office })).statusCode).toBe(200);
    const begun = (await createSeason(seasonPayload([-1, 48, 49, 50, 72]))).json().data;
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/seasons/${begun.id}`, headers: office });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Die Wunschphase hat begonnen: Die Saison kann nicht mehr gelöscht werden.');
  });

  it('are the office\'s: staff without season.update get 403, a family too', async () => {
    const staff = await createStaffUser(ctx.db, ['course.update']);
    const headers = bearer(await signIn(ctx.app, staff.email, staff.password));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/seasons', headers })).statusCode).toBe(403);
    expect((await createSeason(seasonPayload([1, 2, 3, 4, 5]), headers)).statusCode).toBe(403);
    const family = await insertFamily(ctx.db);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/seasons', headers: family.headers })).statusCode).toBe(403);
  });
});

describe('a season of a course year', () => {
  const book = (courseId: number, family: Awaited<ReturnType<typeof insertFamily>>, weekId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/send-registration/${courseId}`,
      headers: family.headers,
      payload: {
        bookedChildren: [{ children: family.children[0]!.id, props: {}, courseWeeks: [{ courseWeek: weekId, dayType: 'full_day' }] }],
        emergency_contact1_phone: '+39 347 1111111',
        emergency_contact2_phone: '+39 347 2222222',
      },
    });

  it('closes direct booking of its weeks until first come, first served, and says so on the course page', async () => {
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}]);
    const year = nextYear++;
    await ctx.db.update(courses).set({ year }).where(eq(courses.id, course.id));
    const season = (await createSeason(seasonPayload([-24, 24, 25, 26, 48], year))).json().data;
    const family = await insertFamily(ctx.db);

    const refused = await book(course.id, family, weeks[0]!.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['bookedChildren.0.courseWeeks.0'][0]).toMatch(/^Die Plätze dieses Sommers werden unter den Wunschlisten verlost: direkt buchen lässt sich erst ab \d\d\.\d\d\.\d{4} \d\d:\d\d\.$/);
    expect(await ctx.db.select().from(registrations).where(eq(registrations.course_week_id, weeks[0]!.id))).toEqual([]);
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/frontend/${course.id}`, headers: { 'api-lang': 'it' } })).json().data;
    expect(page.courseWeeks[0].state).toBe('wish_phase');
    expect(page.booking).toMatchObject({ possible: false, reason_code: 'wish_phase', season_id: season.id });
    // Where a family finds the season to fill in its wish list, without signing in.
    const open = await ctx.app.inject({ method: 'GET', url: '/api/seasons/open' });
    expect(open.json().data).toContainEqual(expect.objectContaining({ id: season.id, year, phase: 'wishes' }));
    expect(page.booking.reason).toMatch(/^I posti di questa estate vengono sorteggiati/);

    // From first come, first served on, today's booking applies to what is left.
    await ctx.app.inject({ method: 'PUT', url: `/api/seasons/${season.id}`, headers: office, payload: { ...seasonPayload([-24, -4, -3, -2, -1], year) } });
    expect((await book(course.id, family, weeks[0]!.id)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/seasons/open' })).json().data.map((open: { id: number }) => open.id)).not.toContain(season.id);
  });
});
