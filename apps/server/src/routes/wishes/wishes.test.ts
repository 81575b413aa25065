import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childParents, emailLogs, seasons, wishes } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { insertFamily, insertOpenCourse } from '../../../test/support/families';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HOUR_MS = 3_600_000;
let nextYear = 2050;
/** A season of a year of its own whose wish phase runs from `from` to `to` hours from now, with a course of that year. */
async function seasonWithWeeks(from = -1, to = 24) {
  const year = nextYear++;
  const at = (hours: number) => new Date(Date.now() + hours * HOUR_MS);
  const [season] = await ctx.db
    .insert(seasons)
    .values({ year, wish_from: at(from), wish_to: at(to), draw_at: at(to + 1), publish_at: at(to + 2), first_come_from: at(to + 3), max_wishes: 3, max_weeks: 2 })
    .returning();
  const { weeks } = await insertOpenCourse(ctx.db, [{ full_day: true, half_day: false }, { full_day: true, half_day: true, price_half_day: 70 }, {}], { year });
  return { season: season!, weeks };
}

const phones = { emergency_contact1_phone: '+39 347 1111111', emergency_contact2_phone: '+39 347 2222222' };
const url = (seasonId: number) => `/api/my-family/wishes/${seasonId}`;

describe('a family\'s wish list', () => {
  it('is saved whole with siblings together, read back as sent, and confirmed by an e-mail with its receipt', async () => {
    const { season, weeks } = await seasonWithWeeks();
    const family = await insertFamily(ctx.db, { children: ['Anna', 'Luca'] });
    const [anna, luca] = [family.children[0]!, family.children[1]!];
    const before = await ctx.app.inject({ method: 'GET', url: url(season.id), headers: family.headers });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ season: { id: season.id, phase: 'wishes', max_wishes: 3 }, list: null });
    expect(before.json().data.weeks.map((week: { id: number }) => week.id)).toEqual(weeks.map((week) => week.id));

    const list = {
      ...phones,
      children: [
        { child: anna.id, max_weeks: 2, props: { allergies: 'Nüsse' }, wishes: [{ course_week: weeks[0]!.id, day_type: 'full_day', together: true }, { course_week: weeks[1]!.id, day_type: 'half_day' }] },
        { child: luca.id, max_weeks: 1, props: {}, wishes: [{ course_week: weeks[0]!.id, day_type: 'full_day', together: true }] },
      ],
    };
    const saved = await ctx.app.inject({ method: 'PUT', url: url(season.id), headers: family.headers, payload: list });
    expect(saved.statusCode).toBe(200);
    const { receipt, few_wishes } = saved.json().data;
    expect(saved.json().message).toBe('Die Wunschliste wurde gespeichert. Sie erhalten eine Bestätigung per E-Mail.');
    expect(receipt).toMatch(/^[0-9a-f]{64}$/);
    expect(few_wishes).toEqual([anna.id, luca.id]);

    const read = (await ctx.app.inject({ method: 'GET', url: url(season.id), headers: family.headers })).json().data.list;
    expect(read).toMatchObject({ ...phones, receipt });
    expect(read.children[0]).toMatchObject({ child: anna.id, max_weeks: 2, props: { allergies: 'Nüsse', leave_alone: false }, wishes: list.children[0]!.wishes.map((wish) => ({ together: false, ...wish })) });

    const [mail] = await ctx.db.select().from(emailLogs).where(eq(emailLogs.to, family.person.email!));
    expect(mail).toMatchObject({ subject: 'Ihre Wunschliste für den Sommer', person_id: family.person.id });
    expect(mail!.body).toContain(receipt);
    expect(mail!.body).toContain('zusammen oder gar nicht');

    // Saved again with one wish: the list is replaced, not added to.
    const again = await ctx.app.inject({ method: 'PUT', url: url(season.id), headers: family.headers, payload: { ...phones, children: [{ ...list.children[0]!, wishes: [list.children[0]!.wishes[1]] }] } });
    expect(again.statusCode).toBe(200);
    expect(await ctx.db.select({ week: wishes.course_week_id, rank: wishes.rank }).from(wishes).where(eq(wishes.child_id, anna.id))).toEqual([{ week: weeks[1]!.id, rank: 1 }]);
    expect(await ctx.db.select().from(wishes).where(eq(wishes.child_id, luca.id))).toEqual([]);
  });

  it('answers a broken rule on its field in the family\'s language, another family\'s child with 404, and outside the wish phase with 409', async () => {
    const { season, weeks } = await seasonWithWeeks();
    const other = await seasonWithWeeks();
    const family = await insertFamily(ctx.db, { lang: 'it' });
    const stranger = await insertFamily(ctx.db);
    const child = family.children[0]!.id;
    const put = (payload: object, seasonId = season.id, headers = { ...family.headers, 'api-lang': 'it' }) => ctx.app.inject({ method: 'PUT', url: url(seasonId), headers, payload });

    const broken = await put({
      ...phones,
      children: [{ child, max_weeks: 3, props: {}, wishes: [{ course_week: other.weeks[0]!.id, day_type: 'full_day' }, { course_week: weeks[0]!.id, day_type: 'half_day', together: true }] }],
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors).toEqual({
      'children.0.max_weeks': ['Questa stagione non consente così tante settimane per bambino.'],
      'children.0.wishes.0.course_week': ['Questa settimana non viene sorteggiata in questa stagione.'],
      'children.0.wishes.1.day_type': ['Questo tipo di giornata non è offerto in questa settimana.'],
      'children.0.wishes.1.together': ['«Insieme o per niente» richiede un fratello o una sorella che desideri la stessa settimana allo stesso modo.'],
    });

    expect((await put({ ...phones, children: [{ child: stranger.children[0]!.id, max_weeks: 1, props: {}, wishes: [] }] })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: url(999_999), headers: family.headers })).statusCode).toBe(404);

    const later = await seasonWithWeeks(24, 48);
    const closed = await put({ ...phones, children: [] }, later.season.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('La lista dei desideri può essere modificata solo durante la fase dei desideri.');
    expect(await ctx.db.select().from(wishes).where(and(eq(wishes.child_id, child)))).toEqual([]);
  });

  it('is each family\'s own: another family reads only its own (empty) list of the season', async () => {
    const { season, weeks } = await seasonWithWeeks();
    const [mine, theirs] = [await insertFamily(ctx.db), await insertFamily(ctx.db)];
    const payload = { ...phones, children: [{ child: mine.children[0]!.id, max_weeks: 1, props: {}, wishes: [{ course_week: weeks[0]!.id, day_type: 'full_day' }] }] };
    expect((await ctx.app.inject({ method: 'PUT', url: url(season.id), headers: mine.headers, payload })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: url(season.id), headers: theirs.headers })).json().data.list).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: url(season.id) })).statusCode).toBe(401);

    // The child's other parent, with an account of their own: the child is on a list of the season already.
    await ctx.db.insert(childParents).values({ child_id: mine.children[0]!.id, person_id: theirs.person.id });
    const twice = await ctx.app.inject({ method: 'PUT', url: url(season.id), headers: theirs.headers, payload });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ 'children.0.child': ['Dieses Kind steht schon auf der Wunschliste eines anderen Elternteils für diesen Sommer: Jedes Kind nimmt nur mit einer Liste an der Verlosung teil.'] });
  });

  it('groups friends across families with a shared code: at most four children, one group per child and week', async () => {
    const { season, weeks } = await seasonWithWeeks();
    const families = [await insertFamily(ctx.db, { children: ['Anna', 'Luca'] }), await insertFamily(ctx.db), await insertFamily(ctx.db), await insertFamily(ctx.db, { lang: 'it' })];
    const friends = (family: (typeof families)[number], tail = '', method: 'POST' | 'DELETE' = 'POST', payload?: object) =>
      ctx.app.inject({ method, url: `${url(season.id)}/friends${tail}`, headers: family.headers, payload });
    const [first, second, third, fourth] = families as [(typeof families)[0], (typeof families)[0], (typeof families)[0], (typeof families)[0]];

    const opened = await friends(first, '', 'POST', { child: first.children[0]!.id, course_week: weeks[0]!.id });
    expect(opened.statusCode).toBe(201);
    const { code } = opened.json().data;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await friends(first, '', 'POST', { child: first.children[0]!.id, course_week: weeks[0]!.id })).json().errors).toEqual({ child: ['Dieses Kind ist für diese Woche schon in einer Freundesgruppe.'] });
    expect((await friends(second, '', 'POST', { child: first.children[1]!.id, course_week: weeks[0]!.id })).statusCode).toBe(404);

    for (const [family, child] of [[first, first.children[1]!], [second, second.children[0]!], [third, third.children[0]!]] as const) {
      expect((await friends(family, '/join', 'POST', { child: child.id, code: code.toLowerCase() })).statusCode).toBe(200);
    }
    const full = await friends(fourth, '/join', 'POST', { child: fourth.children[0]!.id, code });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors).toEqual({ code: ['Questo gruppo di amici è al completo: al massimo 4 bambini.'] });
    expect((await friends(fourth, '/join', 'POST', { child: fourth.children[0]!.id, code: 'NOSUCH22' })).json().errors.code).toEqual(['In questa stagione non c’è un gruppo di amici con questo codice.']);

    // Each family sees its own children in the group and how many there are, no other family's.
    const read = (await ctx.app.inject({ method: 'GET', url: url(season.id), headers: second.headers })).json().data.friends;
    expect(read).toEqual([{ code, course_week: weeks[0]!.id, children: [second.children[0]!.id], members: 4 }]);

    expect((await friends(third, `/${code}/${third.children[0]!.id}`, 'DELETE')).statusCode).toBe(200);
    expect((await friends(fourth, '/join', 'POST', { child: fourth.children[0]!.id, code })).statusCode).toBe(200);
    expect((await friends(fourth, `/${code}/${second.children[0]!.id}`, 'DELETE')).statusCode).toBe(404);
  });

  it('asks each wished course\'s own questions once per course, and reads the answers back', async () => {
    const { season } = await seasonWithWeeks();
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}, {}], { year: season.year, custom_field: true, custom_field_de: 'T-Shirt-Größe', custom_field_it: 'Taglia maglietta' });
    const family = await insertFamily(ctx.db);
    const child = family.children[0]!.id;
    const answer = await ctx.app.inject({ method: 'GET', url: url(season.id), headers: family.headers });
    expect(answer.json().data.weeks.find((week: { id: number }) => week.id === weeks[0]!.id).questions).toEqual([{ field: 'custom_field', label_de: 'T-Shirt-Größe', label_it: 'Taglia maglietta' }]);
    const wishesOfCourse = weeks.map((week) => ({ course_week: week.id, day_type: 'full_day' }));
    const put = (answers: object[]) => ctx.app.inject({ method: 'PUT', url: url(season.id), headers: family.headers, payload: { ...phones, children: [{ child, max_weeks: 1, props: {}, wishes: wishesOfCourse, answers }] } });

    const unanswered = await put([]);
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json().errors).toEqual({ [`children.0.answers.${course.id}.custom_field`]: ['Bitte beantworten: Der Kurs fragt das bei jeder Anmeldung.'] });
    expect((await put([{ course: course.id, custom_field: '140', custom_field_2: 'not asked' }])).statusCode).toBe(200);
    const read = (await ctx.app.inject({ method: 'GET', url: url(season.id), headers: family.headers })).json().data.list.children[0];
    expect(read.answers).toEqual([{ course: course.id, custom_field: '140', custom_field_2: null, custom_field_3: null }]);
  });
});
