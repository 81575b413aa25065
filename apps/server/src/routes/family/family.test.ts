import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childParents, children } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { bearer, createStaffUser, makeTaxCode, signIn } from '../../../test/support/factories';
import { insertFamily } from '../../../test/support/families';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method, url, headers, payload });

const childPayload = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Lena',
  last_name: 'Gruber',
  tax: makeTaxCode({ birth: '2015-03-21', gender: 'f' }).toLowerCase(),
  lang: 'de',
  phone: '+39 347 1234567',
  whatsapp_infos: true,
  school: 'gs_4',
  with_diagnostics: true,
  ...overrides,
});

describe('GET /api/my-family/children', () => {
  it('lists the family\'s own children by first name, with needs_update, and no other family\'s', async () => {
    const [mine] = await Promise.all([insertFamily(ctx.db, { children: ['Paul', 'Emma'] }), insertFamily(ctx.db, { children: ['Other'] })]);
    await ctx.db.update(children).set({ last_update: new Date('2020-05-01T10:00:00Z') }).where(eq(children.id, mine.children[0]!.id));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/my-family/children', headers: mine.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((child: { first_name: string; needs_update: boolean }) => [child.first_name, child.needs_update])).toEqual([
      ['Emma', false],
      ['Paul', true],
    ]);
  });

  it('answers 403 with a message to an account without a family', async () => {
    const staff = await createStaffUser(ctx.db, ['child.index']);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/my-family/children', headers: bearer(await signIn(ctx.app, staff.email, staff.password)) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Konten der Verwaltung haben keine Familie und können keine Kinder anmelden.');
  });
});

describe('POST /api/my-family/children', () => {
  it('adds a child to the family with birth and gender from the tax code and health data for the family', async () => {
    const family = await insertFamily(ctx.db, { children: [] });
    const payload = childPayload();
    const response = await call('POST', '/api/my-family/children', family.headers, payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Das Kind wurde gespeichert.',
      data: {
        first_name: 'Lena',
        display_name: 'Lena Gruber',
        tax: payload.tax.toUpperCase(),
        birth: '2015-03-21',
        gender: 'f',
        school: 'gs_4',
        whatsapp_infos: true,
        with_diagnostics: true,
        risk_group: false,
        phone_child: null,
        needs_update: false,
      },
    });
    const links = await ctx.db.select().from(childParents).where(eq(childParents.child_id, body.data.id));
    expect(links).toEqual([{ child_id: body.data.id, person_id: family.person.id }]);
  });

  it('refuses a tax code stored already and an invalid one, on the field, in the request language', async () => {
    const family = await insertFamily(ctx.db);
    const taken = await call('POST', '/api/my-family/children', { ...family.headers, 'api-lang': 'it' }, childPayload({ tax: family.children[0]!.tax }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ tax: ['Questo codice fiscale è già registrato.'] });
    const wrong = await call('POST', '/api/my-family/children', family.headers, childPayload({ tax: 'RSSMRA85T10A562X', school: '' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      tax: ['Bitte die eingegebene Steuernummer prüfen, sie scheint ungültig zu sein.'],
      school: ['Bitte einen der angebotenen Werte wählen.'],
    });
  });

  it('answers 403 with a message to an account without a family', async () => {
    const staff = await createStaffUser(ctx.db, ['child.index']);
    const response = await call('POST', '/api/my-family/children', bearer(await signIn(ctx.app, staff.email, staff.password)), childPayload());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Konten der Verwaltung haben keine Familie und können keine Kinder anmelden.');
  });
});

describe('PUT /api/my-family/children/:id', () => {
  it('updates the child, keeps the tax code and confirms the data for the year', async () => {
    const family = await insertFamily(ctx.db);
    const child = family.children[0]!;
    await ctx.db.update(children).set({ last_update: new Date('2020-05-01T10:00:00Z') }).where(eq(children.id, child.id));
    const response = await call('PUT', `/api/my-family/children/${child.id}`, family.headers, childPayload({ tax: makeTaxCode(), first_name: 'Lea', risk_group: true }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Die Daten des Kindes wurden aktualisiert.',
      data: { id: child.id, first_name: 'Lea', tax: child.tax, birth: child.birth, risk_group: true, needs_update: false },
    });
    const [stored] = await ctx.db.select().from(children).where(eq(children.id, child.id));
    expect(stored!.tax).toBe(child.tax);
    expect(Date.now() - stored!.last_update.getTime()).toBeLessThan(60_000);
  });

  it('answers 404 for a child of another family, and for an id that is not one', async () => {
    const [mine, theirs] = await Promise.all([insertFamily(ctx.db), insertFamily(ctx.db)]);
    const other = theirs.children[0]!;
    expect((await call('PUT', `/api/my-family/children/${other.id}`, mine.headers, childPayload())).statusCode).toBe(404);
    expect((await call('PUT', '/api/my-family/children/abc', mine.headers, childPayload())).statusCode).toBe(404);
    const [unchanged] = await ctx.db.select().from(children).where(eq(children.id, other.id));
    expect(unchanged!.first_name).toBe(other.first_name);
  });
});
