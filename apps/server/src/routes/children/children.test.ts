import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childParents, children } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { allActionsOn, makeTaxCode, parentHeaders, staffHeaders } from '../../../test/support/factories';
import { insertFamily } from '../../../test/support/families';
import { requester, uniqueTag as tag } from '../../../test/support/http';

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
      with_diagnostics: false,
      risk_group: false,
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
      .values({ firstName: 'Alpha', lastName: `${name}z`, tax: makeTaxCode({ birth: '2014-01-02' }), gender: 'm', birth: '2014-01-02', phone: '+39 333 1', school: 'ms_1' })
      .returning();
    await ctx.db.insert(childParents).values({ childId: other!.id, personId: person.id });
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
