import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childParents, children, people } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { allActionsOn, makeTaxCode, parentHeaders, staffHeaders } from '../../../test/support/factories';
import { daysFromNow, insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';
import { requester, uniqueTag as tag, type Method } from '../../../test/support/http';

/** The children of the back office (back-office specification sections 2, 3, 7; decisions.md 11 and 12). */

let ctx: TestContext;
let office: Record<string, string>;
let withoutHealth: Record<string, string>;

const CHILD_PERMISSIONS = [...allActionsOn('child'), 'child.health'];

beforeAll(async () => {
  ctx = await createTestApp();
  office = await staffHeaders(ctx.app, ctx.db, CHILD_PERMISSIONS);
  withoutHealth = await staffHeaders(ctx.app, ctx.db, allActionsOn('child'));
});
afterAll(() => ctx.close());

const call = requester(() => ctx.app);

/** A family whose children all carry `lastName`, so a search for it finds only them. */
async function family(lastName: string, names: string[]) {
  return insertFamily(ctx.db, { lastName, children: names });
}

describe('GET /api/child', () => {
  it('answers 401 without sign-in, 403 without child.index and to a parent', async () => {
    expect((await call('GET', '/api/child')).statusCode).toBe(401);
    const other = await staffHeaders(ctx.app, ctx.db, ['course.index', 'child.update', 'child.health']);
    const refused = await call('GET', '/api/child', other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Keine Berechtigung');
    expect((await call('GET', '/api/child', await parentHeaders(ctx.app))).statusCode).toBe(403);
  });

  it('searches first name, last name and tax code, every word, with the total of all matches', async () => {
    const name = tag();
    const { person, children: kids } = await family(name, ['Anna', 'Bruno', 'Carla']);
    const response = await call('GET', `/api/child?search=${name}&itemsPerPage=2`, office);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.total).toBe(3);
    expect(body.data.map((child: { first_name: string }) => child.first_name)).toEqual(['Anna', 'Bruno']);
    expect(body.data[0]).toEqual({
      id: kids[0]!.id,
      first_name: 'Anna',
      last_name: name,
      display_name: `Anna ${name}`,
      tax: kids[0]!.tax,
      gender: 'f',
      birth: '2016-05-12',
      lang: 'de',
      phone: '+39 333 1234567',
      phone_child: null,
      whatsapp_infos: false,
      school: 'gs_3',
      // The list shows no health field: the child form does, to those who may see it.
      parents: [{ id: person.id, first_name: 'Maria', last_name: name, display_name: `Maria ${name}`, place: null }],
    });

    const page2 = (await call('GET', `/api/child?search=${name}&itemsPerPage=2&page=2`, office)).json();
    expect(page2).toEqual({ data: [expect.objectContaining({ first_name: 'Carla' })], meta: { total: 3 } });
    const words = (await call('GET', `/api/child?search=${encodeURIComponent(`bru ${name}`)}`, office)).json();
    expect(words.data.map((child: { id: number }) => child.id)).toEqual([kids[1]!.id]);
    const byTax = (await call('GET', `/api/child?search=${kids[2]!.tax.toLowerCase()}`, office)).json();
    expect(byTax).toEqual({ data: [expect.objectContaining({ id: kids[2]!.id })], meta: { total: 1 } });
    const beyond = (await call('GET', `/api/child?search=${name}&itemsPerPage=2&page=5`, office)).json();
    expect(beyond).toEqual({ data: [], meta: { total: 3 } });
  });

  it('serves the register-child search: 10 per page for registration staff, without health data', async () => {
    const name = tag();
    await family(name, Array.from({ length: 12 }, (_, index) => `Kind${String(index).padStart(2, '0')}`));
    const registrar = await staffHeaders(ctx.app, ctx.db, ['peopleCourseWeekRegistration.create']);
    const response = await call('GET', `/api/child?search=${name}&itemsPerPage=10&page=1`, registrar);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.total).toBe(12);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).not.toHaveProperty('with_diagnostics');
    expect(body.data[0]).not.toHaveProperty('risk_group');
  });

  it('sorts by several columns, case-insensitively, in both directions', async () => {
    const name = tag();
    const { person } = await family(name, ['beta', 'Alpha']);
    const [other] = await ctx.db
      .insert(children)
      .values({ first_name: 'Alpha', last_name: `${name}z`, tax: makeTaxCode({ birth: '2014-01-02' }), gender: 'm', birth: '2014-01-02', phone: '+39 333 1', school: 'ms_1' })
      .returning();
    await ctx.db.insert(childParents).values({ child_id: other!.id, person_id: person.id });
    const names = async (query: string) =>
      (await call('GET', `/api/child?search=${name}&${query}`, office)).json().data.map((child: { first_name: string; last_name: string }) => `${child.first_name} ${child.last_name}`);
    expect(await names('')).toEqual([`Alpha ${name}`, `beta ${name}`, `Alpha ${name}z`]);
    expect(await names('sortBy=first_name&sortBy=last_name&sortDesc=false&sortDesc=true')).toEqual([`Alpha ${name}z`, `Alpha ${name}`, `beta ${name}`]);
    // Equal birth dates keep the id order (beta was stored first).
    expect(await names('sortBy=birth&sortDesc=true')).toEqual([`beta ${name}`, `Alpha ${name}`, `Alpha ${name}z`]);
    const wrong = await call('GET', '/api/child?sortBy=medicaments', office);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ sortBy: ['Bitte einen der angebotenen Werte wählen.'] });
  });

  it('leaves the health fields out for a role without child.health', async () => {
    const name = tag();
    await family(name, ['Anna']);
    const response = await call('GET', `/api/child?search=${name}`, withoutHealth);
    expect(response.statusCode).toBe(200);
    const [row] = response.json().data;
    expect(row.first_name).toBe('Anna');
    expect(row).not.toHaveProperty('with_diagnostics');
    expect(row).not.toHaveProperty('risk_group');
  });
});

function childPayload(parentId: number, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Lena',
    last_name: tag(),
    tax: makeTaxCode({ birth: '2015-09-03', gender: 'f' }),
    lang: 'it',
    phone: '+39 333 7654321',
    school: 'gs_4',
    whatsapp_infos: true,
    with_diagnostics: true,
    risk_group: true,
    parent_id: parentId,
    ...overrides,
  };
}

describe('access', () => {
  const routes: [Method, string, string[]][] = [
    ['GET', '/api/child/1', ['child.view', 'child.update']],
    ['POST', '/api/child', ['child.create']],
    ['PUT', '/api/child/1', ['child.update']],
    ['DELETE', '/api/child/1', ['child.delete']],
    ['GET', '/api/child/parents', ['child.create', 'child.update']],
    ['POST', '/api/child/1/parents', ['child.update']],
    ['DELETE', '/api/child/1/parents/1', ['child.update']],
  ];

  it.each(routes)('%s %s answers 401 without sign-in and 403 without its permission', async (method, url, needed) => {
    expect((await call(method, url, {}, method === 'POST' || method === 'PUT' ? {} : undefined)).statusCode).toBe(401);
    const without = await staffHeaders(ctx.app, ctx.db, CHILD_PERMISSIONS.filter((permission) => !needed.includes(permission)));
    const response = await call(method, url, without, method === 'POST' || method === 'PUT' ? {} : undefined);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Keine Berechtigung');
  });

  it('answers 403 to a parent on every child route, its own child included', async () => {
    const own = await family(tag(), ['Anna']);
    const id = own.children[0]!.id;
    for (const [method, url] of [
      ['GET', '/api/child'],
      ['GET', '/api/child/parents'],
      ['GET', `/api/child/${id}`],
      ['POST', '/api/child'],
      ['PUT', `/api/child/${id}`],
      ['DELETE', `/api/child/${id}`],
      ['POST', `/api/child/${id}/parents`],
      ['DELETE', `/api/child/${id}/parents/${own.person.id}`],
    ] as const) {
      const response = await call(method, url, own.headers, method === 'POST' || method === 'PUT' ? childPayload(own.person.id) : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("keeps another family's child out of reach on the family routes (404)", async () => {
    const mine = await family(tag(), ['Anna']);
    const theirs = await family(tag(), ['Bruno']);
    const response = await call('PUT', `/api/my-family/children/${theirs.children[0]!.id}`, mine.headers, {
      first_name: 'Intruder', last_name: 'X', lang: 'de', phone: '+39 333 1234567', school: 'gs_1',
    });
    expect(response.statusCode).toBe(404);
    const [kept] = await ctx.db.select().from(children).where(eq(children.id, theirs.children[0]!.id));
    expect(kept!.first_name).toBe('Bruno');
  });
});

describe('create, read, update', () => {
  it.each([
    ['de', 'Dieses Feld ist erforderlich.', 'Bitte einen der angebotenen Werte wählen.'],
    ['it', 'Questo campo è obbligatorio.', 'Scegliere uno dei valori proposti.'],
  ])('refuses every missing required field with 422 in %s', async (lang, required, choice) => {
    const response = await call('POST', '/api/child', { ...office, 'api-lang': lang }, { first_name: ' ', last_name: '', tax: '', phone: '' });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    for (const field of ['first_name', 'last_name', 'tax', 'phone', 'parent_id']) expect(errors[field], field).toEqual([required]);
    expect(errors.lang).toEqual([choice]);
    expect(errors.school).toEqual([choice]);
  });

  it('creates a child for a parent with birth and gender from the tax code, reads, corrects and keeps the tax code', async () => {
    const { person } = await family(tag(), ['Anna']);
    const payload = childPayload(person.id, { tax: makeTaxCode({ birth: '2015-09-03', gender: 'f' }).toLowerCase() });
    const created = await call('POST', '/api/child', office, payload);
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({
      first_name: 'Lena',
      tax: payload.tax.toUpperCase(),
      gender: 'f',
      birth: '2015-09-03',
      lang: 'it',
      school: 'gs_4',
      with_diagnostics: true,
      risk_group: true,
      parents: [{ id: person.id }],
      course_weeks: [],
    });

    const read = await call('GET', `/api/child/${data.id}`, office);
    expect(read.json().data).toEqual(data);

    const updated = await call('PUT', `/api/child/${data.id}`, office, { ...payload, first_name: 'Lena Maria', tax: makeTaxCode(), risk_group: false });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ first_name: 'Lena Maria', tax: payload.tax.toUpperCase(), risk_group: false, with_diagnostics: true });

    expect((await call('POST', '/api/child', office, { ...payload, last_name: 'Other' })).json().errors).toEqual({ tax: ['Diese Steuernummer ist bereits gespeichert.'] });
    expect((await call('POST', '/api/child', office, childPayload(999_999))).json().errors).toEqual({ parent_id: ['Bitte einen der angebotenen Werte wählen.'] });
    expect((await call('GET', '/api/child/999999', office)).statusCode).toBe(404);
    expect((await call('PUT', '/api/child/999999', office, payload)).statusCode).toBe(404);
  });

  it('shows the current course weeks with the waiting marker, not ended or deleted ones', async () => {
    const { children: [child] } = await family(tag(), ['Anna']);
    const { course, weeks } = await insertOpenCourse(ctx.db, [{}, {}]);
    const { weeks: [ended] } = await insertOpenCourse(ctx.db, [{ from: daysFromNow(-20), to: daysFromNow(-16) }]);
    const current = await insertRegistration(ctx.db, child!, weeks[0]!, { medicaments: 'Insulin' });
    const waiting = await insertRegistration(ctx.db, child!, weeks[1]!, { is_waiting: true });
    await insertRegistration(ctx.db, child!, ended!);
    await insertRegistration(ctx.db, child!, weeks[0]!, { deleted_at: new Date() });
    const data = (await call('GET', `/api/child/${child!.id}`, office)).json().data;
    expect(data.course_weeks).toEqual([
      expect.objectContaining({ id: waiting.id, is_waiting: true, current: true, course: { id: course.id, name: 'Sommercamp', name_it: 'Campo estivo' } }),
      expect.objectContaining({ id: current.id, is_waiting: false, current: true, day_type: 'full_day', medicaments: 'Insulin' }),
    ]);
    const hidden = (await call('GET', `/api/child/${child!.id}`, withoutHealth)).json().data.course_weeks;
    expect(hidden[1]).toMatchObject({ id: current.id });
    expect(hidden[1]).not.toHaveProperty('medicaments');
  });

  it('neither shows nor changes the health fields without child.health', async () => {
    const { person } = await family(tag(), ['Anna']);
    const created = await call('POST', '/api/child', withoutHealth, childPayload(person.id));
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(data).not.toHaveProperty('with_diagnostics');
    expect(data).not.toHaveProperty('risk_group');
    // Not taken from a role that cannot see them.
    const [stored] = await ctx.db.select().from(children).where(eq(children.id, data.id));
    expect([stored!.with_diagnostics, stored!.risk_group]).toEqual([false, false]);
    await ctx.db.update(children).set({ risk_group: true }).where(eq(children.id, data.id));
    const updated = await call('PUT', `/api/child/${data.id}`, withoutHealth, { ...childPayload(person.id), risk_group: false });
    expect(updated.json().data).not.toHaveProperty('risk_group');
    const [kept] = await ctx.db.select().from(children).where(eq(children.id, data.id));
    expect(kept!.risk_group).toBe(true);
    expect((await call('GET', `/api/child/${data.id}`, office)).json().data.risk_group).toBe(true);
  });
});

describe('parents of a child', () => {
  it('offers people in the picker, adds a second parent, refuses a duplicate, removes it but never the last', async () => {
    const name = tag();
    const { person, children: [child] } = await family(name, ['Anna']);
    const second = await family(`${name}b`, []);
    const picker = (await call('GET', `/api/child/parents?search=${name}b`, office)).json();
    expect(picker).toEqual({ data: [{ id: second.person.id, first_name: 'Maria', last_name: `${name}b`, display_name: `Maria ${name}b`, place: null }] });

    const added = await call('POST', `/api/child/${child!.id}/parents`, office, { parent_id: second.person.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.parents.map((parent: { id: number }) => parent.id)).toEqual([person.id, second.person.id]);
    const again = await call('POST', `/api/child/${child!.id}/parents`, { ...office, 'api-lang': 'it' }, { parent_id: second.person.id });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ parent_id: ['Questa persona è già genitore del bambino.'] });
    // The second parent sees the child on the family page now.
    const theirs = (await call('GET', '/api/my-family', second.headers)).json().data.childrens;
    expect(theirs.map((row: { id: number }) => row.id)).toEqual([child!.id]);

    const removed = await call('DELETE', `/api/child/${child!.id}/parents/${person.id}`, office);
    expect(removed.json().data.parents.map((parent: { id: number }) => parent.id)).toEqual([second.person.id]);
    const last = await call('DELETE', `/api/child/${child!.id}/parents/${second.person.id}`, office);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('Das ist der einzige Elternteil des Kindes; ein Kind braucht mindestens einen Elternteil.');
    expect((await call('DELETE', `/api/child/${child!.id}/parents/${person.id}`, office)).statusCode).toBe(404);
  });
});

describe('GET /api/child/parents', () => {
  it('offers a role that may only edit children names and places for a name typed, never e-mail or tax code', async () => {
    const name = tag();
    const [{ person }] = await Promise.all([family(name, []), family(`${name}x`, [])]);
    await ctx.db.update(people).set({ tax: makeTaxCode({ birth: '1985-03-04' }), place: 'Meran' }).where(eq(people.id, person.id));
    const editor = await staffHeaders(ctx.app, ctx.db, ['child.update']);

    const found = await call('GET', `/api/child/parents?search=${encodeURIComponent(` maria ${name} `)}`, editor);
    expect(found.statusCode).toBe(200);
    expect(found.json().data[0]).toEqual({ id: person.id, first_name: 'Maria', last_name: name, display_name: `Maria ${name}`, place: 'Meran' });
    expect(found.json().data).toHaveLength(2);
    for (const option of found.json().data) expect(Object.keys(option).sort()).toEqual(['display_name', 'first_name', 'id', 'last_name', 'place']);
  });

  it('answers nobody without a search of two letters, nor for an e-mail, a tax code or a place', async () => {
    const name = tag();
    const { person } = await family(name, []);
    const tax = makeTaxCode({ birth: '1985-03-04' });
    await ctx.db.update(people).set({ tax, place: `Ort${name}` }).where(eq(people.id, person.id));
    const creator = await staffHeaders(ctx.app, ctx.db, ['child.create']);
    for (const query of ['', '?search=', '?search=%20%20', '?search=M', '?search=%20M%20', '?page=2&itemsPerPage=-1']) {
      const response = await call('GET', `/api/child/parents${query}`, creator);
      expect(response.statusCode, query).toBe(200);
      expect(response.json(), query).toEqual({ data: [] });
    }
    for (const search of [person.email!, tax, `Ort${name}`]) {
      expect((await call('GET', `/api/child/parents?search=${encodeURIComponent(search)}`, creator)).json(), search).toEqual({ data: [] });
    }
  });

  it('offers at most 20 people, by last and first name', async () => {
    const name = tag();
    await ctx.db.insert(people).values(Array.from({ length: 21 }, (_, index) => ({ first_name: `P${String(index).padStart(2, '0')}`, last_name: name })));
    const { data } = (await call('GET', `/api/child/parents?search=${name}`, office)).json();
    expect(data.map((option: { first_name: string }) => option.first_name)).toEqual(Array.from({ length: 20 }, (_, index) => `P${String(index).padStart(2, '0')}`));
  });
});

describe('DELETE /api/child/:id', () => {
  it('deletes a child without registrations and refuses one with any, even deleted, with the reason', async () => {
    const { children: [free, booked] } = await family(tag(), ['Anna', 'Bruno']);
    const { weeks } = await insertOpenCourse(ctx.db, [{}]);
    await insertRegistration(ctx.db, booked!, weeks[0]!, { deleted_at: new Date() });
    const refused = await call('DELETE', `/api/child/${booked!.id}`, { ...office, 'api-lang': 'it' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Il bambino non può essere eliminato: ha iscrizioni/);
    const deleted = await call('DELETE', `/api/child/${free!.id}`, office);
    expect(deleted.json()).toEqual({ success: true, message: expect.any(String) });
    expect(await ctx.db.select().from(children).where(eq(children.id, free!.id))).toEqual([]);
    expect((await call('DELETE', `/api/child/${free!.id}`, office)).statusCode).toBe(404);
  });
});
