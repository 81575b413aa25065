import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, courseWeeks, emailLogs, registrations, seasons, wishListChildren } from '../../db/schema';
import { publishDueDraws } from '../../services/draw/publish-draw';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { staffHeaders } from '../../../test/support/factories';
import { insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';

let ctx: TestContext;
let office: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  office = await staffHeaders(ctx.app, ctx.db, ['season.update']);
});
afterAll(() => ctx.close());

const HOUR_MS = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR_MS);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const SECRET = 'a-secret-only-the-office-knows-42';
const PUBLIC_NUMBER = '17 23 42 51 67 88';
const phones = { emergency_contact1_phone: '+39 347 1111111', emergency_contact2_phone: '+39 347 2222222' };
let nextYear = 2060;

/** A season in its wish phase with a course of two weeks of two places each, and three families' wish lists. */
async function seasonWithWishes() {
  const year = nextYear++;
  const [season] = await ctx.db
    .insert(seasons)
    .values({ year, wish_from: at(-1), wish_to: at(1), draw_at: at(1), publish_at: at(2), first_come_from: at(3), acceptance_days: 7, max_wishes: 3, max_weeks: 1 })
    .returning();
  const { course, weeks } = await insertOpenCourse(ctx.db, [{ max_participants: 2 }, { max_participants: 2 }], { year, custom_field: true, custom_field_de: 'T-Shirt', custom_field_it: 'Maglietta' });
  const answers = [{ course: course.id, custom_field: 'M' }];
  const [first, second] = [weeks[0]!.id, weeks[1]!.id];
  const siblings = await insertFamily(ctx.db, { children: ['Anna', 'Luca'] });
  const single = await insertFamily(ctx.db, { children: ['Bea'], lang: 'it' });
  const other = await insertFamily(ctx.db, { children: ['Carl'] });
  const wishesFor = (together: boolean) => [
    { course_week: first, day_type: 'full_day', together },
    { course_week: second, day_type: 'full_day', together },
  ];
  const lists = [
    { family: siblings, children: siblings.children.map((child) => ({ child: child.id, max_weeks: 1, props: { allergies: 'Nüsse' }, wishes: wishesFor(true), answers })) },
    { family: single, children: [{ child: single.children[0]!.id, max_weeks: 1, props: {}, wishes: wishesFor(false), answers }] },
    { family: other, children: [{ child: other.children[0]!.id, max_weeks: 1, props: {}, wishes: wishesFor(false), answers }] },
  ];
  for (const { family, children } of lists) {
    const saved = await ctx.app.inject({ method: 'PUT', url: `/api/my-family/wishes/${season!.id}`, headers: family.headers, payload: { ...phones, children } });
    expect(saved.statusCode).toBe(200);
  }
  // Bea and Carl, of two families, are friends for the first week.
  const friendsUrl = `/api/my-family/wishes/${season!.id}/friends`;
  const { code } = (await ctx.app.inject({ method: 'POST', url: friendsUrl, headers: single.headers, payload: { child: single.children[0]!.id, course_week: first } })).json().data;
  expect((await ctx.app.inject({ method: 'POST', url: `${friendsUrl}/join`, headers: other.headers, payload: { child: other.children[0]!.id, code } })).statusCode).toBe(200);
  return { season: season!, weeks, families: [siblings, single, other] };
}

/** Ends the wish phase an hour ago; the result is published in an hour. */
const closeWishes = (seasonId: number) =>
  ctx.db.update(seasons).set({ wish_from: at(-3), wish_to: at(-1), draw_at: at(-1), publish_at: at(1), first_come_from: at(2) }).where(eq(seasons.id, seasonId));

const post = (url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url, headers: office, payload });

describe('a season\'s draw', () => {
  it('runs officially once, with the committed secret, and reaches every family at the publication time', async () => {
    const { season, weeks, families } = await seasonWithWishes();
    const allChildren = families.flatMap((family) => family.children.map((child) => child.id));

    // The commitment, while wishes are collected; the monitor counts them.
    const committed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/seasons/${season.id}/commitment`,
      headers: office,
      payload: { commitment: sha256(SECRET).toUpperCase(), public_number_source: 'Lotto, 20.03.' },
    });
    expect(committed.statusCode).toBe(200);
    expect(committed.json().data).toMatchObject({ commitment: sha256(SECRET), official_run: false });
    const monitor = (await ctx.app.inject({ method: 'GET', url: `/api/seasons/${season.id}/monitor`, headers: office })).json().data;
    expect(monitor).toMatchObject({ families: 3, children: 4, wishes: 8 });
    expect(monitor.weeks.find((week: { id: number }) => week.id === weeks[0]!.id)).toMatchObject({ places: 2, first_wishes: 4, wishes: 4 });

    const early = await post(`/api/seasons/${season.id}/draws/official`, { secret: SECRET, public_number: PUBLIC_NUMBER });
    expect(early.statusCode).toBe(409);
    await closeWishes(season.id);
    const late = await ctx.app.inject({ method: 'PUT', url: `/api/seasons/${season.id}/commitment`, headers: office, payload: { commitment: sha256('another'), public_number_source: 'x' } });
    expect(late.statusCode).toBe(409);

    // A trial: its figures beside the baseline's, never published.
    const trial = await post(`/api/seasons/${season.id}/draws`);
    expect(trial.statusCode).toBe(201);
    expect(trial.json().data).toMatchObject({ official: false, statistics: { children: 4, households: 3 }, baseline: { children: 4 } });

    const wrong = await post(`/api/seasons/${season.id}/draws/official`, { secret: `${SECRET}x`, public_number: PUBLIC_NUMBER });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.secret).toEqual(['Dieses Geheimnis passt nicht zum veröffentlichten Hash.']);

    // Two offices at once: exactly one official run.
    const both = await Promise.all([0, 1].map(() => post(`/api/seasons/${season.id}/draws/official`, { secret: SECRET, public_number: PUBLIC_NUMBER })));
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const official = both.find((answer) => answer.statusCode === 201)!.json().data;
    expect(official).toMatchObject({ official: true, seed: sha256(`${SECRET}\n${PUBLIC_NUMBER}`), published_at: null });

    // Before the publication time: pending for the family, nothing in the audit, no registration.
    const family = families[0]!;
    const pending = (await ctx.app.inject({ method: 'GET', url: `/api/my-family/wishes/${season.id}`, headers: family.headers })).json().data.result;
    expect(pending).toMatchObject({ status: 'pending' });
    const closedAudit = (await ctx.app.inject({ method: 'GET', url: `/api/seasons/${season.id}/audit` })).json().data;
    expect(closedAudit).toMatchObject({ published: false, commitment: sha256(SECRET), seed: null, secret: null });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/seasons/${season.id}/audit/result.json` })).statusCode).toBe(404);
    expect(await publishDueDraws(ctx.db, { now: new Date(), timeZone: ctx.config.timezone })).toMatchObject({ runs: 0 });
    expect(await ctx.db.select().from(registrations).where(inArray(registrations.child_id, allChildren))).toEqual([]);

    // At the publication time: registrations, one booking and one e-mail per family, in one go.
    const published = await publishDueDraws(ctx.db, { now: at(1.01), timeZone: ctx.config.timezone });
    expect(published).toMatchObject({ runs: 1, families: 3, confirmed: official.statistics.grants, unplaced: 0, emails: 3 });
    expect(await publishDueDraws(ctx.db, { now: at(1.02), timeZone: ctx.config.timezone })).toMatchObject({ runs: 0 });
    const written = await ctx.db.select().from(registrations).where(inArray(registrations.child_id, allChildren));
    const placed = written.filter((row) => !row.is_waiting);
    expect(placed).toHaveLength(official.statistics.grants);
    expect(written.filter((row) => row.is_waiting)).toHaveLength(published.waiting);
    for (const week of await ctx.db.select().from(courseWeeks).where(inArray(courseWeeks.id, weeks.map((row) => row.id)))) {
      expect(week.confirmed_count).toBeLessThanOrEqual(week.max_participants);
      expect(week.confirmed_count).toBe(placed.filter((row) => row.course_week_id === week.id).length);
    }
    // Siblings together or not at all, with the answers of their wish list.
    const [anna, luca] = family.children.map((child) => placed.filter((row) => row.child_id === child.id).map((row) => row.course_week_id));
    expect(anna).toEqual(luca);
    // Friends too: both in the first week, or neither.
    const [bea, carl] = [families[1]!, families[2]!].map((friend) => placed.some((row) => row.child_id === friend.children[0]!.id && row.course_week_id === weeks[0]!.id));
    expect(bea).toBe(carl);
    expect(official.statistics.groups.friends.total).toBe(1);
    expect(
      written.filter((row) => row.child_id === family.children[0]!.id).every((row) => row.allergies === 'Nüsse' && row.custom_field === 'M' && row.emergency_contact1_phone === phones.emergency_contact1_phone),
    ).toBe(true);
    const booked = await ctx.db.select().from(bookings).where(inArray(bookings.id, [...new Set(written.map((row) => row.booking_id))]));
    expect(booked).toHaveLength(new Set(written.map((row) => `${row.booking_id}`)).size);
    expect(booked.every((booking) => booking.payment_due_on !== null)).toBe(true);
    const mails = await ctx.db.select().from(emailLogs).where(inArray(emailLogs.person_id, families.map((row) => row.person.id)));
    const results = mails.filter((mail) => mail.subject.includes(String(season.year)));
    expect(results.map((mail) => mail.subject).sort()).toEqual([`Ergebnis der Verlosung Sommer ${season.year}`, `Ergebnis der Verlosung Sommer ${season.year}`, `Risultato del sorteggio estate ${season.year}`]);
    // The wish lists' health answers now live on the registrations only.
    expect((await ctx.db.select({ allergies: wishListChildren.allergies }).from(wishListChildren).where(inArray(wishListChildren.child_id, allChildren))).every((row) => row.allergies === null)).toBe(true);

    // The family's result with its explanation.
    const result = (await ctx.app.inject({ method: 'GET', url: `/api/my-family/wishes/${season.id}`, headers: family.headers })).json().data.result;
    expect(result).toMatchObject({ status: 'published', households: 3 });
    expect(result.children.map((child: { child: number }) => child.child)).toEqual(family.children.map((child) => child.id));
    expect(result.children[0].rounds[0].wishes[0]).toMatchObject({ wish: 1, week: weeks[0]!.id });

    // The audit: the seed from the secret and the number; the files reproduce the result.
    const audit = (await ctx.app.inject({ method: 'GET', url: `/api/seasons/${season.id}/audit` })).json().data;
    expect(audit).toMatchObject({ published: true, secret: SECRET, public_number: PUBLIC_NUMBER, seed: official.seed, result_digest: official.result_digest });
    const input = (await ctx.app.inject({ method: 'GET', url: `/api/seasons/${season.id}/audit/input.json` })).body;
    const resultFile = (await ctx.app.inject({ method: 'GET', url: `/api/seasons/${season.id}/audit/result.json` })).body;
    expect(sha256(resultFile)).toBe(audit.result_digest);
    expect(input).not.toContain('Anna');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'draw-audit-'));
    fs.writeFileSync(path.join(folder, 'input.json'), input);
    fs.writeFileSync(path.join(folder, 'result.json'), resultFile);
    fs.writeFileSync(path.join(folder, 'forged.json'), resultFile.replace('"round":1', '"round":2'));
    const verify = (file: string) => promisify(execFile)(process.execPath, ['scripts/verify-draw.mjs', path.join(folder, 'input.json'), path.join(folder, file)], { cwd: path.resolve(__dirname, '../../../../..') });
    const verified = await verify('result.json');
    expect(verified.stdout).toContain(`input digest:  ${audit.input_digest}`);
    expect(verified.stdout).toContain('reproduced');
    await expect(verify('forged.json')).rejects.toMatchObject({ code: 1 });
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('refuses an official run without a published commitment, shows another family nothing of this one, and publishes a late run at once', async () => {
    const { season, weeks, families } = await seasonWithWishes();
    await closeWishes(season.id);
    const refused = await post(`/api/seasons/${season.id}/draws/official`, { secret: SECRET, public_number: PUBLIC_NUMBER });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('keine Verpflichtung');
    const stranger = await insertFamily(ctx.db);
    const answer = (await ctx.app.inject({ method: 'GET', url: `/api/my-family/wishes/${season.id}`, headers: stranger.headers })).json().data;
    expect(answer).toMatchObject({ list: null, result: null });
    const parent = await ctx.app.inject({ method: 'POST', url: `/api/seasons/${season.id}/draws`, headers: families[0]!.headers });
    expect(parent.statusCode).toBe(403);
    expect(await ctx.db.select().from(registrations).where(and(eq(registrations.child_id, families[0]!.children[0]!.id)))).toEqual([]);

    // After the wish phase the limits the wishes were made under stay.
    const presented = (await ctx.app.inject({ method: 'GET', url: `/api/seasons/${season.id}`, headers: office })).json().data;
    const editable = Object.fromEntries(
      ['year', 'wish_from', 'wish_to', 'draw_at', 'publish_at', 'first_come_from', 'acceptance_days', 'max_wishes', 'max_weeks', 'held_back_places'].map((field) => [field, presented[field]]),
    );
    const changed = await ctx.app.inject({ method: 'PUT', url: `/api/seasons/${season.id}`, headers: office, payload: { ...editable, max_weeks: 2 } });
    expect(changed.statusCode).toBe(409);
    // Carl was booked by hand for his first wish meanwhile: he has his week, and the draw does not give him another.
    const carl = families[2]!.children[0]!;
    await insertRegistration(ctx.db, carl, weeks[0]!);

    // Drawn late, after the publication time: published at once, not at the job's next turn.
    await ctx.db.update(seasons).set({ commitment: sha256(SECRET), publish_at: at(-1), first_come_from: at(1) }).where(eq(seasons.id, season.id));
    const late = await post(`/api/seasons/${season.id}/draws/official`, { secret: SECRET, public_number: PUBLIC_NUMBER });
    expect(late.statusCode).toBe(201);
    expect(late.json()).toMatchObject({ message: 'Die offizielle Verlosung ist fertig und veröffentlicht: Die Familien sehen ihr Ergebnis jetzt.' });
    expect(late.json().data.published_at).not.toBeNull();
    expect((await ctx.db.select().from(registrations).where(eq(registrations.child_id, families[1]!.children[0]!.id))).length).toBeGreaterThan(0);
    expect((await ctx.db.select().from(registrations).where(eq(registrations.child_id, carl.id))).map((row) => row.course_week_id)).toEqual([weeks[0]!.id]);
    // Once drawn, the season stays as it was drawn.
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/seasons/${season.id}`, headers: office, payload: editable })).json().message).toBe(
      'Diese Saison ist offiziell verlost: Sie kann nicht mehr geändert werden.',
    );
  });
});
