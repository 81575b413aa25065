import { formatWallClock, wallClockText } from '@app/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseWeeks, emailLogs, offers, options, registrations } from '../../db/schema';
import { settleOfferDeadlines } from '../../jobs/offer-deadlines';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { staffHeaders } from '../../../test/support/factories';
import { daysFromNow, insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';
import { requester, uniqueTag } from '../../../test/support/http';
import { insertBooking } from '../../../test/support/rows';

/**
 * Waiting-list offers (issue 36) with `offer_hours` 48: a freed place is offered, accepted, declined, expires,
 * goes to siblings together, and the office offers by hand. With `offer_hours` 0 the promotion tests of the
 * family page, the course week and the office stay as they were (they run with the default).
 */
let ctx: TestContext;
let staff: Record<string, string>;
const call = requester(() => ctx.app);
const HOUR = 3_600_000;
const STAFF = ['course.view', 'course.index', 'course.update', ...['index', 'view', 'update', 'delete'].map((action) => `peopleCourseWeekRegistration.${action}`)];

beforeAll(async () => {
  ctx = await createTestApp();
  // The worker would send (and so change) the queued e-mails the tests read.
  await ctx.mailer.stop();
  staff = await staffHeaders(ctx.app, ctx.db, STAFF);
  await ctx.db.update(options).set({ value: '48' }).where(eq(options.key, 'offer_hours'));
});
afterAll(() => ctx.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const mailsTo = (address: string, since: Date) => ctx.db.select().from(emailLogs).where(and(eq(emailLogs.to, address), gt(emailLogs.created_at, since)));
const weekRow = async (id: number) => (await ctx.db.select().from(courseWeeks).where(eq(courseWeeks.id, id)))[0]!;
const offersOf = (ids: number[]) => ctx.db.select().from(offers).where(inArray(offers.registration_id, ids)).orderBy(offers.id);
const familyPage = async (headers: Record<string, string>) => (await call('GET', '/api/my-family', headers)).json().data;

/** A week of `places` places, all taken, and the given families waiting in that order (oldest first). */
async function fullWeek(places: number, week: Parameters<typeof insertOpenCourse>[1][number] = {}) {
  const tag = uniqueTag();
  const { course, weeks } = await insertOpenCourse(ctx.db, [{ max_participants: places, waiting_list: 5, ...week }], { name: `Kurs ${tag}` });
  const holders = [];
  for (let index = 0; index < places; index++) {
    const family = await insertFamily(ctx.db);
    holders.push({ family, registration: await insertRegistration(ctx.db, family.children[0]!, weeks[0]!, { created_at: minutesAgo(120) }) });
  }
  return { course, week: weeks[0]!, holders };
}

let age = 100;
/** A family waiting for the week; with several children, all in one booking (siblings). */
async function waitingFamily(week: { id: number }, options: { lang?: 'de' | 'it'; children?: string[] } = {}) {
  const family = await insertFamily(ctx.db, options);
  const booking = await insertBooking(ctx.db, { created_by_user_id: family.user.id });
  const entries = [];
  age--;
  for (const child of family.children) {
    entries.push(await insertRegistration(ctx.db, child, week, { is_waiting: true, booking_id: booking, created_at: minutesAgo(age), created_by_user_id: family.user.id }));
  }
  return { ...family, entries };
}

const cancel = (holder: { family: { headers: Record<string, string> }; registration: { id: number } }) =>
  call('DELETE', `/api/registration/${holder.registration.id}`, holder.family.headers);

describe('a freed place with offers on', () => {
  it('is offered to the first waiting child, who accepts it; the week shows no free place meanwhile', async () => {
    const since = new Date();
    const { course, week, holders } = await fullWeek(1);
    const first = await waitingFamily(week, { lang: 'it' });
    const second = await waitingFamily(week);

    expect((await cancel(holders[0]!)).statusCode).toBe(200);
    const [offer] = await offersOf([first.entries[0]!.id]);
    expect(offer).toMatchObject({ outcome: 'open', offered_by_user_id: null });
    expect(Math.abs(offer!.expires_at.getTime() - (offer!.offered_at.getTime() + 48 * HOUR))).toBeLessThan(1000);
    expect(await weekRow(week.id)).toMatchObject({ confirmed_count: 0, offered_count: 1, waiting_count: 1 });
    expect(await offersOf([second.entries[0]!.id])).toEqual([]);

    // The family sees the offer on its page and in its e-mail (Italian); the week shows no free place.
    const page = await familyPage(first.headers);
    expect(page.waitingQueue[0]).toMatchObject({ id: first.entries[0]!.id, is_waiting: true, offer: { expires_at: offer!.expires_at.toISOString() } });
    const [mail] = await mailsTo(first.person.email!, since);
    expect(mail!.subject).toMatch(/^Si è liberato un posto – accettatelo entro il \d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect(mail!.body).toMatch(/<a href="http[^"]+\/my-family">/);
    const show = (await call('GET', `/api/course/${course.id}/show`, staff)).json().data;
    expect(show.course.course_weeks[0]).toMatchObject({ free_places: 0, offered: 1, waiting: 1 });
    expect(show.weeks[0].waiting_queue_participants[0].offer).toMatchObject({ expires_at: offer!.expires_at.toISOString(), reminded_at: null });

    // Another family cannot decide it; the family accepts; a second answer is refused.
    expect((await call('POST', `/api/my-family/offers/${first.entries[0]!.id}/accept`, second.headers)).statusCode).toBe(404);
    const accepted = await call('POST', `/api/my-family/offers/${first.entries[0]!.id}/accept`, first.headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toMatch(/^Il posto per Anna .* in Settimana 1 \(.*\) è confermato/);
    const again = await call('POST', `/api/my-family/offers/${first.entries[0]!.id}/decline`, first.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Su questa offerta è già stato deciso.');

    const [confirmed] = await ctx.db.select().from(registrations).where(eq(registrations.id, first.entries[0]!.id));
    expect(confirmed).toMatchObject({ is_waiting: false, deleted_at: null });
    expect(confirmed!.promoted_at).not.toBeNull();
    expect(await weekRow(week.id)).toMatchObject({ confirmed_count: 1, offered_count: 0, waiting_count: 1 });
    // The place's e-mail with its transfer, as a promotion's (decision 022), after the offer's.
    const mails = await mailsTo(first.person.email!, since);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body).toContain('Causale:');
    const history = (await call('GET', `/api/peopleCourseWeekRegistration/${first.entries[0]!.id}`, staff)).json().data.history;
    expect(history.map((event: { act: string; by: string | null }) => [event.act, event.by])).toEqual([
      ['offered', null],
      ['accepted', first.user.name],
    ]);
  });

  it('goes to the next waiting child when the family declines, and the declined child leaves the list', async () => {
    const since = new Date();
    const { week, holders } = await fullWeek(1);
    const first = await waitingFamily(week);
    const second = await waitingFamily(week);
    await cancel(holders[0]!);

    const declined = await call('POST', `/api/my-family/offers/${first.entries[0]!.id}/decline`, first.headers);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().message).toMatch(/abgelehnt; Anna .* steht nicht mehr auf der Warteliste\.$/);
    const [gone] = await ctx.db.select().from(registrations).where(eq(registrations.id, first.entries[0]!.id));
    expect(gone!.deleted_at).not.toBeNull();
    expect((await offersOf([first.entries[0]!.id]))[0]!.outcome).toBe('declined');
    expect((await offersOf([second.entries[0]!.id]))[0]!.outcome).toBe('open');
    expect(await weekRow(week.id)).toMatchObject({ confirmed_count: 0, offered_count: 1, waiting_count: 0 });
    expect((await mailsTo(second.person.email!, since))[0]!.subject).toMatch(/^Ein Platz ist frei/);
    expect((await familyPage(first.headers)).waitingQueue).toEqual([]);
  });

  it('expires at its deadline: the next child is offered the place once, the reminder went once before', async () => {
    const since = new Date();
    const { week, holders } = await fullWeek(1);
    const first = await waitingFamily(week);
    const second = await waitingFamily(week);
    await cancel(holders[0]!);
    const [offer] = await offersOf([first.entries[0]!.id]);
    const clock = (at: number) => ({ now: new Date(at), timeZone: ctx.config.timezone });

    // 13 hours before the deadline nothing is due; 11 hours before, the one reminder.
    expect(await settleOfferDeadlines(ctx.db, clock(offer!.expires_at.getTime() - 13 * HOUR))).toMatchObject({ expired: 0, reminded: 0 });
    expect((await settleOfferDeadlines(ctx.db, clock(offer!.expires_at.getTime() - 11 * HOUR))).reminded).toBeGreaterThanOrEqual(1);
    expect((await settleOfferDeadlines(ctx.db, clock(offer!.expires_at.getTime() - 10 * HOUR))).reminded).toBe(0);
    expect((await mailsTo(first.person.email!, since)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Ein Platz ist frei/),
      expect.stringMatching(/^Erinnerung: Ihr Platzangebot gilt noch bis/),
    ]);

    const after = clock(offer!.expires_at.getTime() + 60_000);
    expect((await settleOfferDeadlines(ctx.db, after)).expired).toBeGreaterThanOrEqual(1);
    expect((await settleOfferDeadlines(ctx.db, after)).expired).toBe(0);
    expect((await offersOf([first.entries[0]!.id]))[0]!.outcome).toBe('expired');
    expect(await offersOf([second.entries[0]!.id])).toHaveLength(1);
    expect(await weekRow(week.id)).toMatchObject({ confirmed_count: 0, offered_count: 1, waiting_count: 0 });
    expect((await mailsTo(first.person.email!, since)).at(-1)!.subject).toBe('Ihr Platzangebot ist abgelaufen');
    // Too late: the family's answer is refused with the reason.
    const late = await call('POST', `/api/my-family/offers/${first.entries[0]!.id}/accept`, first.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Dieses Angebot ist abgelaufen/);
  });

  it('goes to siblings together only when places for all are free; one place goes to the next that fits', async () => {
    const { week, holders } = await fullWeek(3);
    const siblings = await waitingFamily(week, { children: ['Anna', 'Ben'] });
    const single = await waitingFamily(week);

    await cancel(holders[0]!);
    expect(await offersOf(siblings.entries.map((entry) => entry.id))).toEqual([]);
    expect((await offersOf([single.entries[0]!.id]))[0]!.outcome).toBe('open');
    await cancel(holders[1]!);
    // One place free, the single child holds the other: the two siblings still wait, in their position.
    expect(await offersOf(siblings.entries.map((entry) => entry.id))).toEqual([]);
    expect((await familyPage(siblings.headers)).waitingQueue.map((entry: { waiting_position: number }) => entry.waiting_position)).toEqual([1, 2]);
    await cancel(holders[2]!);
    expect(await offersOf(siblings.entries.map((entry) => entry.id))).toHaveLength(2);
    expect(await weekRow(week.id)).toMatchObject({ confirmed_count: 0, offered_count: 3, waiting_count: 0 });

    // The family takes the place for one child and gives the other back.
    expect((await call('POST', `/api/my-family/offers/${siblings.entries[0]!.id}/accept`, siblings.headers)).statusCode).toBe(200);
    expect((await call('POST', `/api/my-family/offers/${siblings.entries[1]!.id}/decline`, siblings.headers)).statusCode).toBe(200);
    expect(await weekRow(week.id)).toMatchObject({ confirmed_count: 1, offered_count: 1, waiting_count: 0 });
  });

  it('is not offered in the last 24 hours before the week: the office offers it by hand and may extend it', async () => {
    const since = new Date();
    const { course, week, holders } = await fullWeek(1, { from: daysFromNow(1), to: daysFromNow(5) });
    const first = await waitingFamily(week);
    await cancel(holders[0]!);
    expect(await offersOf([first.entries[0]!.id])).toEqual([]);
    expect(await weekRow(week.id)).toMatchObject({ confirmed_count: 0, offered_count: 0, waiting_count: 1 });
    const show = (await call('GET', `/api/course/${course.id}/show`, staff)).json().data;
    expect(show.course.course_weeks[0]).toMatchObject({ free_places: 1, waiting: 1 });

    const url = `/api/peopleCourseWeekRegistration/${first.entries[0]!.id}/offer`;
    const past = await call('PUT', url, staff, { expires_at: '2020-01-01T10:00' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.expires_at).toEqual(['Die Frist muss in der Zukunft liegen.']);
    expect((await call('PUT', url, staff, { expires_at: `${daysFromNow(60)}T10:00` })).json().errors.expires_at).toEqual([
      'Die Frist darf höchstens 30 Tage in der Zukunft liegen.',
    ]);
    expect((await call('PUT', url, staff, { expires_at: 'tomorrow' })).statusCode).toBe(422);

    const made = await call('PUT', url, staff, { expires_at: `${daysFromNow(1)}T08:00` });
    expect(made.statusCode).toBe(200);
    expect(made.json().message).toMatch(/bis \d\d\.\d\d\.\d{4} 08:00 angeboten/);
    expect(await weekRow(week.id)).toMatchObject({ offered_count: 1, waiting_count: 0 });
    // Moved to six hours from now: within the 12 hours the list calls expiring.
    const sixHours = wallClockText(new Date(Date.now() + 6 * HOUR), ctx.config.timezone);
    const extended = await call('PUT', url, staff, { expires_at: sixHours });
    expect(extended.json().message).toContain(`gilt jetzt bis ${formatWallClock(sixHours)}`);
    expect((await mailsTo(first.person.email!, since)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Ein Platz ist frei/),
      `Ihr Platzangebot gilt jetzt bis ${formatWallClock(sixHours)}`,
    ]);

    const detail = (await call('GET', `/api/peopleCourseWeekRegistration/${first.entries[0]!.id}`, staff)).json().data;
    expect(detail.offer).toMatchObject({ reminded_at: null });
    expect(detail.history.map((event: { act: string }) => event.act)).toEqual(['offered', 'extended']);
    expect(detail.history[0].by).not.toBeNull();
    const list = (await call('GET', `/api/offers?state=open&course=${course.id}`, staff)).json();
    expect(list.data).toMatchObject([{ registration_id: first.entries[0]!.id, outcome: 'open', offered_by: detail.history[0].by }]);
    expect((await call('GET', `/api/offers?state=expiring&course=${course.id}`, staff)).json().data).toHaveLength(1);
    expect((await call('GET', `/api/offers?state=accepted&course=${course.id}`, staff)).json().data).toHaveLength(0);
    expect((await call('GET', '/api/dashboard', staff)).json().data.open_offers).toBeGreaterThanOrEqual(1);

    // No second place to offer; a confirmed registration is not offered anything.
    const other = await waitingFamily(week);
    const refused = await call('PUT', `/api/peopleCourseWeekRegistration/${other.entries[0]!.id}/offer`, staff, { expires_at: `${daysFromNow(1)}T08:00` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('In dieser Woche ist kein Platz frei, der angeboten werden könnte.');
    // Nor may the week's places go below those confirmed and offered.
    const weekDialog = await call('GET', `/api/courseWeek/${week.id}`, staff);
    const lowered = await call('PUT', `/api/courseWeek/${week.id}`, staff, { ...weekDialog.json().data, max_participants: 0 });
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json().errors.max_participants).toBeDefined();
  });

  it('is not for parents to list or make', async () => {
    const family = await insertFamily(ctx.db);
    expect((await call('GET', '/api/offers', family.headers)).statusCode).toBe(403);
    expect((await call('PUT', '/api/peopleCourseWeekRegistration/1/offer', family.headers, { expires_at: '2030-01-01T10:00' })).statusCode).toBe(403);
  });
});
