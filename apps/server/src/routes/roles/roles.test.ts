import { PERMISSIONS, ROLE_NAMES } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { requester, uniqueTag as tag, type Method } from '../../../test/support/http';
import { allActionsOn, bearer, createStaffUser, parentHeaders, signIn, staffHeaders } from '../../../test/support/factories';

/** Roles and their permissions (back-office specification sections 2, 3, 6, 7; decisions.md section 7). */

let ctx: TestContext;
let admin: Record<string, string>;
let parent: Record<string, string>;

const ROLE_PERMISSIONS = allActionsOn('role');

beforeAll(async () => {
  ctx = await createTestApp();
  // Every permission: a role can be given only permissions its editor holds (decision 017).
  admin = await staffHeaders(ctx.app, ctx.db, [...PERMISSIONS]);
  parent = await parentHeaders(ctx.app);
});
afterAll(() => ctx.close());

const call = requester(() => ctx.app);

interface RoleAnswer {
  id: number;
  name: string;
  permissions: string[];
  users: { id: number; name: string; email: string }[];
}

async function create(payload: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/role', admin, { name: `Office ${tag()}`, permissions: ['course.index'], ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as RoleAnswer;
}

async function seeded(name: string) {
  const [role] = await ctx.db.select().from(roles).where(eq(roles.name, name));
  const response = await call('GET', `/api/role/${role!.id}`, admin);
  return response.json().data as RoleAnswer;
}

describe('access', () => {
  const routes: [Method, string, string[]][] = [
    ['GET', '/api/role', ['role.index']],
    ['GET', '/api/role/permissions', ['role.index', 'role.create', 'role.update']],
    ['GET', '/api/role/1', ['role.view', 'role.update']],
    ['POST', '/api/role', ['role.create']],
    ['PUT', '/api/role/1', ['role.update']],
    ['DELETE', '/api/role/1', ['role.delete']],
  ];
  const payload = (method: Method) => (method === 'POST' || method === 'PUT' ? { name: 'A', permissions: [] } : undefined);

  it.each(routes)('%s %s answers 401 without sign-in and 403 for a parent', async (method, url) => {
    expect((await call(method, url, {}, payload(method))).statusCode).toBe(401);
    const forbidden = await call(method, url, parent, payload(method));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Keine Berechtigung');
  });

  it.each(routes)('%s %s answers 403 without its permission', async (method, url, needed) => {
    const without = await staffHeaders(ctx.app, ctx.db, ROLE_PERMISSIONS.filter((permission) => !needed.includes(permission)));
    expect((await call(method, url, without, payload(method))).statusCode).toBe(403);
  });

  it('lets the user management load the roles for the user form without the role screens', async () => {
    const manager = await staffHeaders(ctx.app, ctx.db, ['user.create']);
    expect((await call('GET', '/api/role?itemsPerPage=-1', manager)).statusCode).toBe(200);
    expect((await call('POST', '/api/role', manager, { name: 'A' })).statusCode).toBe(403);
  });
});

describe('create, read, update, delete', () => {
  it('lists every permission name for the form', async () => {
    const response = await call('GET', '/api/role/permissions', admin);
    expect(response.json().data.map((row: { name: string }) => row.name)).toEqual(PERMISSIONS);
  });

  it('creates a role with its permissions and reads it with its users', async () => {
    const name = `  Office ${tag()} `;
    const response = await call('POST', '/api/role', admin, { name, permissions: ['course.update', 'course.index', 'course.index'] });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Gespeichert.',
      data: { id: expect.any(Number), name: name.trim(), permissions: ['course.index', 'course.update'], users: [] },
    });
    const holder = await createStaffUser(ctx.db, []);
    await ctx.db.insert(userRoles).values({ user_id: holder.user.id, role_id: body.data.id });
    const read = await call('GET', `/api/role/${body.data.id}`, admin);
    expect(read.json().data.users).toEqual([{ id: holder.user.id, name: holder.user.name, email: holder.email }]);
  });

  it('names the holders of a role only to an actor with user.index, also in the answer of a save', async () => {
    const role = await create();
    const holder = await createStaffUser(ctx.db, []);
    await ctx.db.insert(userRoles).values({ user_id: holder.user.id, role_id: role.id });
    const editor = await staffHeaders(ctx.app, ctx.db, [...ROLE_PERMISSIONS, 'course.index']);
    const read = await call('GET', `/api/role/${role.id}`, editor);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ id: role.id, name: role.name, permissions: ['course.index'] });
    const saved = await call('PUT', `/api/role/${role.id}`, editor, { name: role.name, permissions: ['course.index'] });
    expect(saved.json().data).not.toHaveProperty('users');

    const withUserList = await staffHeaders(ctx.app, ctx.db, [...ROLE_PERMISSIONS, 'course.index', 'user.index']);
    expect((await call('GET', `/api/role/${role.id}`, withUserList)).json().data.users).toEqual([{ id: holder.user.id, name: holder.user.name, email: holder.email }]);
  });

  it('refuses a missing name with 422 in German and Italian, an unknown permission and a taken name', async () => {
    const german = await call('POST', '/api/role', admin, {});
    expect(german.statusCode).toBe(422);
    expect(german.json().errors).toEqual({ name: ['Dieses Feld ist erforderlich.'] });
    const italian = await call('POST', '/api/role', { ...admin, 'api-lang': 'it' }, { name: ' ', permissions: ['course.fly'] });
    expect(italian.json().errors).toEqual({ name: ['Questo campo è obbligatorio.'], 'permissions.0': ['Scegliere uno dei valori proposti.'] });
    const existing = await create();
    const taken = await call('POST', '/api/role', admin, { name: existing.name });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['Eine Rolle mit diesem Namen gibt es bereits.'] });
    const renamed = await create();
    expect((await call('PUT', `/api/role/${renamed.id}`, admin, { name: existing.name })).json().errors).toEqual({
      name: ['Eine Rolle mit diesem Namen gibt es bereits.'],
    });
  });

  it('renames a role and replaces its permissions', async () => {
    const role = await create();
    const name = `Renamed ${tag()}`;
    const response = await call('PUT', `/api/role/${role.id}`, { ...admin, 'api-lang': 'it' }, { name, permissions: ['location.index', 'child.health'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Salvato.', data: { id: role.id, name, permissions: ['child.health', 'location.index'], users: [] } });
  });

  it("gives the role's users the new permissions on their next request", async () => {
    const role = await create({ permissions: ['course.index'] });
    const holder = await createStaffUser(ctx.db, []);
    await ctx.db.insert(userRoles).values({ user_id: holder.user.id, role_id: role.id });
    const token = bearer(await signIn(ctx.app, holder.email, holder.password));
    expect((await call('GET', '/api/location', token)).statusCode).toBe(403);

    await call('PUT', `/api/role/${role.id}`, admin, { name: role.name, permissions: ['course.index', 'location.index'] });
    expect((await call('GET', '/api/location', token)).statusCode).toBe(200);
    await call('PUT', `/api/role/${role.id}`, admin, { name: role.name, permissions: [] });
    expect((await call('GET', '/api/location', token)).statusCode).toBe(403);
  });

  it('deletes a role nobody holds and refuses one still assigned (409)', async () => {
    const role = await create();
    const holder = await createStaffUser(ctx.db, []);
    await ctx.db.insert(userRoles).values({ user_id: holder.user.id, role_id: role.id });
    const refused = await call('DELETE', `/api/role/${role.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Die Rolle ist noch Benutzern zugewiesen und kann nicht gelöscht werden.' });

    await ctx.db.delete(userRoles).where(eq(userRoles.role_id, role.id));
    const deleted = await call('DELETE', `/api/role/${role.id}`, admin);
    expect(deleted.json()).toEqual({ success: true, message: 'Gelöscht.' });
    expect((await call('GET', `/api/role/${role.id}`, admin)).statusCode).toBe(404);
  });

  it.each(['999999', 'abc', '0'])('answers 404 for the id %s', async (id) => {
    expect((await call('GET', `/api/role/${id}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/role/${id}`, admin, { name: 'A' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/role/${id}`, admin)).statusCode).toBe(404);
  });
});

describe('the seeded roles', () => {
  it('keeps every permission and the name of Superadmin, and never deletes it', async () => {
    const superadmin = await seeded(ROLE_NAMES.superadmin);
    expect(superadmin.permissions).toEqual([...PERMISSIONS].sort());
    const changed = await call('PUT', `/api/role/${superadmin.id}`, admin, { name: 'Chief', permissions: PERMISSIONS.slice(1) });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({
      name: ['Der Name dieser Rolle ist fest vorgegeben.'],
      permissions: ['Die Rolle Superadmin hat immer alle Berechtigungen.'],
    });
    const deleted = await call('DELETE', `/api/role/${superadmin.id}`, { ...admin, 'api-lang': 'it' });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({ message: 'Questo ruolo è necessario al sistema e non può essere eliminato.' });
    expect(await seeded(ROLE_NAMES.superadmin)).toEqual(superadmin);
    // Saving it unchanged is fine.
    expect((await call('PUT', `/api/role/${superadmin.id}`, admin, { name: superadmin.name, permissions: PERMISSIONS })).statusCode).toBe(200);
  });

  it('keeps the name of Parent (sign-up gives it by name) and exactly its permissions: no family gains one through it', async () => {
    const parentRole = await seeded(ROLE_NAMES.parent);
    expect(parentRole.permissions).toEqual(['user.updateOwn']);
    expect((await call('PUT', `/api/role/${parentRole.id}`, admin, { name: 'Family', permissions: ['user.updateOwn'] })).statusCode).toBe(422);
    expect((await call('DELETE', `/api/role/${parentRole.id}`, admin)).statusCode).toBe(409);
    const widened = await call('PUT', `/api/role/${parentRole.id}`, admin, { name: ROLE_NAMES.parent, permissions: ['user.updateOwn', 'user.index'] });
    expect(widened.statusCode).toBe(422);
    expect(widened.json().errors).toEqual({
      permissions: ['Jedes Elternkonto hat die Rolle Parent: Ihre Berechtigungen sind fest vorgegeben (nur „Eigenes Profil bearbeiten“).'],
    });
    const narrowed = await call('PUT', `/api/role/${parentRole.id}`, { ...admin, 'api-lang': 'it' }, { name: ROLE_NAMES.parent, permissions: [] });
    expect(narrowed.statusCode).toBe(422);
    expect(narrowed.json().errors).toEqual({
      permissions: ['Ogni account genitore ha il ruolo Parent: le sue autorizzazioni sono prestabilite (solo «Modificare il proprio profilo»).'],
    });
    expect((await seeded(ROLE_NAMES.parent)).permissions).toEqual(['user.updateOwn']);
    // A family's account still reads only what a family may.
    expect((await call('GET', '/api/user', parent)).statusCode).toBe(403);
    // Saving it unchanged is fine.
    expect((await call('PUT', `/api/role/${parentRole.id}`, admin, { name: ROLE_NAMES.parent, permissions: ['user.updateOwn'] })).statusCode).toBe(200);
  });
});

describe('list', () => {
  const list = async (query: string) => {
    const response = await call('GET', `/api/role?${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { id: number; name: string; users_count: number }[]; meta: { total: number } };
  };

  it('searches, pages with the total and sorts by name and by number of users', async () => {
    const word = tag();
    const created: RoleAnswer[] = [];
    for (const letter of ['c', 'a', 'b']) created.push(await create({ name: `${word} ${letter}` }));
    const holders = [await createStaffUser(ctx.db, []), await createStaffUser(ctx.db, [])];
    await ctx.db.insert(userRoles).values(holders.map((holder) => ({ user_id: holder.user.id, role_id: created[0]!.id })));
    await ctx.db.insert(userRoles).values({ user_id: holders[0]!.user.id, role_id: created[2]!.id });

    const byName = await list(`search=${word.toUpperCase()}`);
    expect(byName.meta.total).toBe(3);
    expect(byName.data.map((row) => [row.name.slice(-1), row.users_count])).toEqual([['a', 0], ['b', 1], ['c', 2]]);
    expect(Object.keys(byName.data[0]!).sort()).toEqual(['id', 'name', 'users_count']);
    expect((await list(`search=${word}&sortBy=users_count&sortDesc=true`)).data.map((row) => row.name.slice(-1))).toEqual(['c', 'b', 'a']);
    const page = await list(`search=${word}&itemsPerPage=2&page=2`);
    expect(page).toEqual({ data: [expect.objectContaining({ name: `${word} c` })], meta: { total: 3 } });
    // The seeded roles are listed as well (default page size 50).
    expect((await list('')).data.map((row) => row.name)).toEqual(expect.arrayContaining(Object.values(ROLE_NAMES)));
  });
});
