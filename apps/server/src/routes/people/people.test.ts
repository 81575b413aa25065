import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childParents, children, people, users } from '../../db/schema';
import { deliveredLinkToken } from '../../../test/support/mail';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { allActionsOn, bearer, makeTaxCode, parentHeaders, signUpParent, staffHeaders } from '../../../test/support/factories';
import { daysFromNow, insertFamily, insertOpenCourse, insertRegistration } from '../../../test/support/families';
import { requester, uniqueTag as tag, type Method } from '../../../test/support/http';

/** People (parents) in the back office (back-office specification sections 2, 3, 5, 7; decisions.md 6 and 12). */

let ctx: TestContext;
let office: Record<string, string>;

const PERSON_PERMISSIONS = allActionsOn('person');

beforeAll(async () => {
  ctx = await createTestApp();
  office = await staffHeaders(ctx.app, ctx.db, PERSON_PERMISSIONS);
});
afterAll(() => ctx.close());

const call = requester(() => ctx.app);

function personPayload(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Paolo',
    last_name: tag(),
    address: 'Via Roma 3',
    plz: '39100',
    place: 'Bolzano',
    tax: makeTaxCode({ birth: '1980-02-29', gender: 'm' }),
    email: `${tag()}@example.org`,
    phone: '+39 340 1234567',
    lang: 'it',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const payload = personPayload(overrides);
  const response = await call('POST', '/api/parent', office, payload);
  expect(response.statusCode, response.body).toBe(201);
  return { payload, data: response.json().data };
}

describe('access', () => {
  const routes: [Method, string, string[]][] = [
    ['GET', '/api/parent', ['person.index']],
    ['GET', '/api/parent/1', ['person.view', 'person.update']],
    ['POST', '/api/parent', ['person.create']],
    ['PUT', '/api/parent/1', ['person.update']],
    ['DELETE', '/api/parent/1', ['person.delete']],
  ];
  const body = (method: Method) => (method === 'POST' || method === 'PUT' ? personPayload() : undefined);

  it.each(routes)('%s %s answers 401 without sign-in and 403 without its permission', async (method, url, needed) => {
    expect((await call(method, url, {}, body(method))).statusCode).toBe(401);
    const without = await staffHeaders(ctx.app, ctx.db, PERSON_PERMISSIONS.filter((permission) => !needed.includes(permission)));
    const response = await call(method, url, without, body(method));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Keine Berechtigung');
  });

  it('answers 403 to a parent on every route, its own person included', async () => {
    const own = await insertFamily(ctx.db);
    for (const [method, url] of [
      ['GET', '/api/parent'],
      ['GET', `/api/parent/${own.person.id}`],
      ['POST', '/api/parent'],
      ['PUT', `/api/parent/${own.person.id}`],
      ['DELETE', `/api/parent/${own.person.id}`],
    ] as const) {
      expect((await call(method, url, own.headers, body(method))).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/api/parent', await parentHeaders(ctx.app))).statusCode).toBe(403);
  });

  it("keeps another family's person out of reach on the family routes (404)", async () => {
    const mine = await insertFamily(ctx.db);
    const theirs = await insertFamily(ctx.db);
    const response = await call('PUT', `/api/my-family/parent/${theirs.person.id}`, mine.headers, { email: `${tag()}@example.org`, phone: '+39 333 1234567' });
    expect(response.statusCode).toBe(404);
    const [kept] = await ctx.db.select().from(people).where(eq(people.id, theirs.person.id));
    expect(kept!.email).toBe(theirs.person.email);
  });
});

describe('create, read, update', () => {
  it.each([
    ['de', 'Dieses Feld ist erforderlich.', 'Bitte einen der angebotenen Werte wählen.'],
    ['it', 'Questo campo è obbligatorio.', 'Scegliere uno dei valori proposti.'],
  ])('refuses every missing required field with 422 in %s', async (lang, required, choice) => {
    const response = await call('POST', '/api/parent', { ...office, 'api-lang': lang }, { first_name: '', last_name: ' ', address: '', tax: '', email: '' });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    for (const field of ['first_name', 'last_name', 'address', 'tax', 'email']) expect(errors[field], field).toEqual([required]);
    expect(errors.lang).toEqual([choice]);
  });

  it('creates a parent without a login, birth and gender from the tax code, and corrects it', async () => {
    const { payload, data } = await create();
    expect(data).toEqual({
      id: expect.any(Number),
      first_name: 'Paolo',
      last_name: payload.last_name,
      display_name: `Paolo ${payload.last_name}`,
      address: 'Via Roma 3',
      plz: '39100',
      place: 'Bolzano',
      tax: payload.tax,
      gender: 'm',
      birth: '1980-02-29',
      phone: '+39 340 1234567',
      email: payload.email,
      lang: 'it',
      privacy_photo: 'no',
      privacy_photo_accept_at: null,
      has_login: false,
      childrens: [],
      childrens_length: 0,
      registrations: [],
      // The office's person has not signed anything yet.
      signature_file_id: null,
      typed_signature: null,
    });
    expect((await call('GET', `/api/parent/${data.id}`, office)).json().data).toEqual(data);

    const changed = await call('PUT', `/api/parent/${data.id}`, office, { ...payload, first_name: 'Paola', tax: makeTaxCode({ birth: '1981-03-04', gender: 'f' }), plz: '', privacy_photo: 'yes' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ first_name: 'Paola', gender: 'f', birth: '1981-03-04', plz: null, privacy_photo: 'yes' });
    expect((await call('GET', '/api/parent/999999', office)).statusCode).toBe(404);
    expect((await call('PUT', '/api/parent/999999', office, payload)).statusCode).toBe(404);
  });

  it('refuses an e-mail or tax code already used by another person or account', async () => {
    const { payload } = await create();
    const sameEmail = await call('POST', '/api/parent', office, personPayload({ email: payload.email.toUpperCase() }));
    expect(sameEmail.json().errors).toEqual({ email: ['Diese E-Mail-Adresse ist bereits registriert.'] });
    const sameTax = await call('POST', '/api/parent', office, personPayload({ tax: payload.tax }));
    expect(sameTax.json().errors).toEqual({ tax: ['Diese Steuernummer ist bereits gespeichert.'] });
    const family = await insertFamily(ctx.db);
    const login = await call('POST', '/api/parent', office, personPayload({ email: family.user.email }));
    expect(login.statusCode).toBe(422);
  });

  it('shows the children and their registrations, current and history, with the waiting marker', async () => {
    const { person, children: [anna, bruno] } = await insertFamily(ctx.db, { children: ['Anna', 'Bruno'] });
    const { weeks } = await insertOpenCourse(ctx.db, [{}]);
    const { weeks: [ended] } = await insertOpenCourse(ctx.db, [{ from: daysFromNow(-20), to: daysFromNow(-16) }]);
    const waiting = await insertRegistration(ctx.db, anna!, weeks[0]!, { is_waiting: true, medicaments: 'Asthmaspray', allergies: 'Nüsse' });
    const past = await insertRegistration(ctx.db, bruno!, ended!);
    const data = (await call('GET', `/api/parent/${person.id}`, office)).json().data;
    expect(data.childrens.map((child: { display_name: string }) => child.display_name)).toEqual([`Anna ${person.last_name}`, `Bruno ${person.last_name}`]);
    expect(data.childrens_length).toBe(2);
    expect(data.registrations).toEqual([
      expect.objectContaining({ id: waiting.id, is_waiting: true, current: true, child: { id: anna!.id, display_name: `Anna ${person.last_name}` } }),
      expect.objectContaining({ id: past.id, is_waiting: false, current: false }),
    ]);
    // The booking's health answers: absent without child.health, there with it.
    expect(data.registrations[0]).not.toHaveProperty('medicaments');
    expect(data.registrations[0]).not.toHaveProperty('allergies');
    const health = await staffHeaders(ctx.app, ctx.db, ['person.view', 'child.health']);
    const [row] = (await call('GET', `/api/parent/${person.id}`, health)).json().data.registrations;
    expect(row).toMatchObject({ id: waiting.id, medicaments: 'Asthmaspray', allergies: 'Nüsse', incompatibilities: null });
  });

  it("shows the consent's signature: the name a parent typed, or the drawn image, which the office may open", async () => {
    const personOf = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!.person_id!;
    const typed = await signUpParent(ctx.app, { signature: undefined, typed_signature: 'Maria Rossi' });
    const drawn = await signUpParent(ctx.app);

    const typedData = (await call('GET', `/api/parent/${await personOf(typed.payload.email)}`, office)).json().data;
    expect(typedData).toMatchObject({ typed_signature: 'Maria Rossi', signature_file_id: null });
    const drawnData = (await call('GET', `/api/parent/${await personOf(drawn.payload.email)}`, office)).json().data;
    expect(drawnData).toMatchObject({ typed_signature: null, signature_file_id: expect.any(String) });
    const image = await call('GET', `/api/files/${drawnData.signature_file_id}`, office);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Not in the list: the signature is for the one person's page.
    expect((await call('GET', `/api/parent?search=${encodeURIComponent(drawn.payload.email)}`, office)).json().data[0]).not.toHaveProperty('signature_file_id');
  });
});

describe('GET /api/parent', () => {
  it('searches, pages and sorts with the total, including by number of children', async () => {
    const name = tag();
    const one = await insertFamily(ctx.db, { lastName: `${name}a`, children: ['Anna'] });
    const three = await insertFamily(ctx.db, { lastName: `${name}b`, children: ['A', 'B', 'C'] });
    const none = await insertFamily(ctx.db, { lastName: `${name}c`, children: [] });
    const page = (await call('GET', `/api/parent?search=${name}&itemsPerPage=2`, office)).json();
    expect(page.meta.total).toBe(3);
    expect(page.data.map((row: { id: number }) => row.id)).toEqual([one.person.id, three.person.id]);
    expect(page.data[0]).toMatchObject({ childrens_length: 1, has_login: true, childrens: [{ id: one.children[0]!.id }] });
    const second = (await call('GET', `/api/parent?search=${name}&itemsPerPage=2&page=2`, office)).json();
    expect(second).toEqual({ data: [expect.objectContaining({ id: none.person.id })], meta: { total: 3 } });
    const byChildren = (await call('GET', `/api/parent?search=${name}&sortBy=childrens_length&sortDesc=true`, office)).json();
    expect(byChildren.data.map((row: { id: number }) => row.id)).toEqual([three.person.id, one.person.id, none.person.id]);
    const byEmail = (await call('GET', `/api/parent?search=${encodeURIComponent(one.person.email!)}`, office)).json();
    expect(byEmail.meta.total).toBe(1);
  });
});

describe('DELETE /api/parent/:id', () => {
  it('deletes the person with its login and the children without another parent, keeping shared ones', async () => {
    const family = await insertFamily(ctx.db, { children: ['Alone', 'Shared'] });
    const other = await insertFamily(ctx.db, { children: [] });
    await ctx.db.insert(childParents).values({ child_id: family.children[1]!.id, person_id: other.person.id });
    const response = await call('DELETE', `/api/parent/${family.person.id}`, office);
    expect(response.statusCode, response.body).toBe(200);
    expect(await ctx.db.select().from(people).where(eq(people.id, family.person.id))).toEqual([]);
    expect(await ctx.db.select().from(users).where(eq(users.id, family.user.id))).toEqual([]);
    expect(await ctx.db.select().from(children).where(eq(children.id, family.children[0]!.id))).toEqual([]);
    const [shared] = await ctx.db.select().from(children).where(eq(children.id, family.children[1]!.id));
    expect(shared).toBeDefined();
    // The deleted login's session ends at once.
    expect((await call('GET', '/api/userdata', family.headers)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/parent/${family.person.id}`, office)).statusCode).toBe(404);
  });

  it('refuses a person whose children have registrations, even deleted ones, and deletes nothing', async () => {
    const family = await insertFamily(ctx.db, { children: ['Anna'] });
    const { weeks } = await insertOpenCourse(ctx.db, [{}]);
    await insertRegistration(ctx.db, family.children[0]!, weeks[0]!, { deleted_at: new Date() });
    const refused = await call('DELETE', `/api/parent/${family.person.id}`, office);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Das Elternteil kann nicht gelöscht werden: Seine Kinder haben Anmeldungen/);
    expect(await ctx.db.select().from(users).where(eq(users.id, family.user.id))).toHaveLength(1);
  });
});

describe('a parent created by the office gets its login later', () => {
  it('through the sign-up with the same e-mail, once the link sent there is opened: children kept', async () => {
    const { payload, data } = await create();
    const child = await call('POST', '/api/child', await staffHeaders(ctx.app, ctx.db, ['child.create']), {
      first_name: 'Nina', last_name: payload.last_name, tax: makeTaxCode({ birth: '2017-01-05', gender: 'f' }), lang: 'it', phone: '+39 333 1', school: 'kg_2', parent_id: data.id,
    });
    expect(child.statusCode, child.body).toBe(201);
    const { token } = await signUpParent(ctx.app, { email: payload.email, tax: payload.tax, first_name: 'Paolo' });
    expect((await call('GET', `/api/parent/${data.id}`, office)).json().data.has_login).toBe(false);
    const link = await deliveredLinkToken(ctx, payload.email, '/confirm-email');
    expect((await call('POST', '/api/my-family/confirm-email', bearer(token), { token: link })).statusCode).toBe(200);
    const family = (await call('GET', '/api/my-family', bearer(token))).json().data;
    expect(family.parent.id).toBe(data.id);
    expect(family.childrens.map((row: { first_name: string }) => row.first_name)).toEqual(['Nina']);
    expect((await call('GET', `/api/parent/${data.id}`, office)).json().data.has_login).toBe(true);
  });
});
