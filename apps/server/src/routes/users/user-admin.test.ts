import { PERMISSIONS, ROLE_NAMES, SEEDED_ROLES } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, sessions, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { requester, uniqueTag as tag, type Method } from '../../../test/support/http';
import { allActionsOn, bearer, createStaffUser, parentHeaders, signIn, signUpParent } from '../../../test/support/factories';

/** The user management of the back office (back-office specification sections 2, 3, 7; decisions.md 12). */

let ctx: TestContext;
let manager: { headers: Record<string, string>; id: number };
let parent: Record<string, string>;

const USER_PERMISSIONS = [...allActionsOn('user'), 'user.updateOwn'];

async function account(permissions: string[]) {
  const user = await createStaffUser(ctx.db, permissions);
  return { headers: bearer(await signIn(ctx.app, user.email, user.password)), id: user.user.id, email: user.email, password: user.password };
}

beforeAll(async () => {
  ctx = await createTestApp();
  // Every permission: roles are given only by someone who holds all they bring (decision 017).
  manager = await account([...PERMISSIONS]);
  parent = await parentHeaders(ctx.app);
});
afterAll(() => ctx.close());

const call = requester(() => ctx.app);
const italian = (headers: Record<string, string>) => ({ ...headers, 'api-lang': 'it' });

async function create(payload: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/user', manager.headers, { name: 'Anna Office', email: `${tag()}@example.org`, roles: ['Staff'], ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; name: string; email: string; roles: string[]; password?: string };
}

async function superadminHolder() {
  const user = await create({ roles: [ROLE_NAMES.superadmin], password: 'holder-password', password_confirmation: 'holder-password' });
  return user;
}

describe('access', () => {
  const routes: [Method, string, string[]][] = [
    ['GET', '/api/user', ['user.index']],
    ['POST', '/api/user', ['user.create']],
    ['DELETE', '/api/user/1', ['user.delete']],
    ['GET', '/api/user/1', ['user.update', 'user.updateOwn']],
    ['PUT', '/api/user/1', ['user.update', 'user.updateOwn']],
  ];
  const payload = (method: Method) => (method === 'POST' || method === 'PUT' ? { name: 'A', email: 'a@example.org' } : undefined);

  it.each(routes)('%s %s answers 401 without sign-in', async (method, url) => {
    expect((await call(method, url, {}, payload(method))).statusCode).toBe(401);
  });

  it.each(routes)('%s %s answers 403 without its permission', async (method, url, needed) => {
    const without = await account(USER_PERMISSIONS.filter((permission) => !needed.includes(permission)));
    const response = await call(method, url, without.headers, payload(method));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Keine Berechtigung');
  });

  it('answers 403 to a parent on the user management; its own profile stays, another account is not found', async () => {
    for (const [method, url] of [['GET', '/api/user'], ['POST', '/api/user'], ['DELETE', '/api/user/1']] as const) {
      expect((await call(method, url, parent, payload(method))).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', `/api/user/${manager.id}`, parent)).statusCode).toBe(404);
    expect((await call('PUT', `/api/user/${manager.id}`, parent, { name: 'Intruder' })).statusCode).toBe(404);
  });
});

describe('create', () => {
  it('refuses missing name and e-mail with 422 on each field, in German and Italian', async () => {
    const german = await call('POST', '/api/user', manager.headers, {});
    expect(german.statusCode).toBe(422);
    expect(german.json().errors).toEqual({ name: ['Dieses Feld ist erforderlich.'], email: ['Dieses Feld ist erforderlich.'] });
    const it = await call('POST', '/api/user', italian(manager.headers), { name: ' ', email: '' });
    expect(it.json().errors).toEqual({ name: ['Questo campo è obbligatorio.'], email: ['Questo campo è obbligatorio.'] });
  });

  it('generates a password when none is typed, answers it once, and it signs in', async () => {
    const created = await create({ name: 'Generated Password' });
    expect(created).toEqual({ id: expect.any(Number), name: 'Generated Password', email: created.email, roles: ['Staff'], person_id: null, password: expect.any(String) });
    expect(created.password!.length).toBeGreaterThanOrEqual(12);
    const token = await signIn(ctx.app, created.email, created.password!);
    const userdata = await call('GET', '/api/userdata', bearer(token));
    expect(userdata.json().data.permissions).toContain('course.index');
    // Never again: the record answers without it.
    expect((await call('GET', `/api/user/${created.id}`, manager.headers)).json().data).not.toHaveProperty('password');
  });

  it('keeps a typed password, which then is not answered, and stores the address lower-case', async () => {
    const email = `${tag()}@Example.org`;
    const created = await create({ email, password: 'typed-password', password_confirmation: 'typed-password' });
    expect(created).not.toHaveProperty('password');
    expect(created.email).toBe(email.toLowerCase());
    expect(await signIn(ctx.app, email, 'typed-password')).toBeTruthy();
  });

  it('refuses a taken address, an unknown role and a password without its confirmation, creating nothing', async () => {
    const existing = await create();
    const taken = await call('POST', '/api/user', manager.headers, { name: 'A', email: existing.email.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Diese E-Mail-Adresse ist bereits registriert.'] });

    const email = `${tag()}@example.org`;
    const unknownRole = await call('POST', '/api/user', italian(manager.headers), { name: 'A', email, roles: ['Staff', 'Nobody'] });
    expect(unknownRole.statusCode).toBe(422);
    expect(unknownRole.json().errors).toEqual({ roles: ['Questo ruolo non esiste.'] });
    const mismatch = await call('POST', '/api/user', manager.headers, { name: 'A', email, password: 'long-enough', password_confirmation: 'other' });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Die Passwörter stimmen nicht überein.'] });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('update', () => {
  it('changes name, e-mail and roles with user.create and answers the stored record', async () => {
    const created = await create();
    const email = `${tag()}@example.org`;
    const response = await call('PUT', `/api/user/${created.id}`, manager.headers, { name: 'Renamed', email, roles: ['Parent', 'Staff'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id: created.id, name: 'Renamed', email, roles: ['Parent', 'Staff'], person_id: null });
  });

  it('refuses a change of roles without user.create (403) but accepts the stored roles sent again', async () => {
    const created = await create();
    // An editor who may do all a Staff account may, so the account is within reach (decision 017).
    const editor = await account([...SEEDED_ROLES[ROLE_NAMES.staff]!, 'user.update', 'user.index']);
    expect((await call('PUT', `/api/user/${created.id}`, editor.headers, { name: 'A', roles: ['Superadmin'] })).statusCode).toBe(403);
    const same = await call('PUT', `/api/user/${created.id}`, editor.headers, { name: 'Same roles', roles: ['Staff'] });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ name: 'Same roles', roles: ['Staff'] });
  });

  it("keeps the roles of a parent's login (422 on roles)", async () => {
    const { payload } = await signUpParent(ctx.app);
    const [login] = await ctx.db.select().from(users).where(eq(users.email, payload.email));
    const response = await call('PUT', `/api/user/${login!.id}`, manager.headers, { name: 'Maria', roles: ['Staff'] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ roles: ['Das Konto gehört zu einem Elternteil und behält die Rolle Parent.'] });
    expect((await call('PUT', `/api/user/${login!.id}`, manager.headers, { name: 'Maria', roles: ['Parent'] })).statusCode).toBe(200);
  });
});

describe('delete', () => {
  it('deletes an account and ends its sessions at once', async () => {
    const created = await create({ password: 'to-be-deleted', password_confirmation: 'to-be-deleted' });
    const token = await signIn(ctx.app, created.email, 'to-be-deleted');
    expect((await call('GET', '/api/userdata', bearer(token))).statusCode).toBe(200);

    const response = await call('DELETE', `/api/user/${created.id}`, manager.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Gelöscht.' });
    expect((await call('GET', '/api/userdata', bearer(token))).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.user_id, created.id))).toEqual([]);
    expect((await call('GET', `/api/user/${created.id}`, manager.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user/${created.id}`, manager.headers)).statusCode).toBe(404);
  });

  it('refuses to delete the own account with 409 and a message', async () => {
    const response = await call('DELETE', `/api/user/${manager.id}`, italian(manager.headers));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Non è possibile eliminare il proprio account.' });
    expect(await ctx.db.select().from(users).where(eq(users.id, manager.id))).toHaveLength(1);
  });

  it("refuses to delete a parent's login: the parent is deleted in the people area", async () => {
    const { payload } = await signUpParent(ctx.app);
    const [login] = await ctx.db.select().from(users).where(eq(users.email, payload.email));
    const response = await call('DELETE', `/api/user/${login!.id}`, manager.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Das Konto gehört zu einem Elternteil. Bitte das Elternteil im Bereich Eltern löschen.');
  });

  it.each(['999999', 'abc', '0'])('answers 404 for the id %s', async (id) => {
    expect((await call('DELETE', `/api/user/${id}`, manager.headers)).statusCode).toBe(404);
  });
});

describe('the last Superadmin', () => {
  it('keeps the role and the account; with a second holder both may go', async () => {
    // The only test of this file that hands out the Superadmin role: here the first holder is the last one.
    const [superadminRole] = await ctx.db.select().from(roles).where(eq(roles.name, ROLE_NAMES.superadmin));
    expect(await ctx.db.select().from(userRoles).where(eq(userRoles.role_id, superadminRole!.id))).toEqual([]);
    const first = await superadminHolder();

    const takeRole = await call('PUT', `/api/user/${first.id}`, manager.headers, { name: first.name, roles: ['Staff'] });
    expect(takeRole.statusCode).toBe(422);
    expect(takeRole.json().errors).toEqual({ roles: ['Das ist das letzte Konto mit der Rolle Superadmin; es muss sie behalten.'] });
    const remove = await call('DELETE', `/api/user/${first.id}`, italian(manager.headers));
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ message: "È l'ultimo account con il ruolo Superadmin e deve mantenerlo." });
    // The last Superadmin cannot take it from themselves either.
    const self = bearer(await signIn(ctx.app, first.email, 'holder-password'));
    expect((await call('PUT', `/api/user/${first.id}`, self, { name: first.name, roles: [] })).statusCode).toBe(422);

    const second = await superadminHolder();
    const taken = await call('PUT', `/api/user/${first.id}`, manager.headers, { name: first.name, roles: ['Staff'] });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.roles).toEqual(['Staff']);
    expect((await call('DELETE', `/api/user/${second.id}`, manager.headers)).statusCode).toBe(409);
    expect((await call('PUT', `/api/user/${first.id}`, manager.headers, { name: first.name, roles: ['Superadmin'] })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/user/${second.id}`, manager.headers)).statusCode).toBe(200);
  });
});

describe('list', () => {
  const list = async (query: string) => {
    const response = await call('GET', `/api/user?${query}`, manager.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { id: number; name: string; email: string; roles: string[] }[]; meta: { total: number } };
  };

  it('pages 50 rows by default and any size asked for, with the total of matching rows', async () => {
    const word = tag();
    const passwordHash = await hashPassword('not-used-here');
    await ctx.db.insert(users).values(
      Array.from({ length: 52 }, (_, i) => ({ name: `${word} ${String(i + 1).padStart(2, '0')}`, email: `${word}-${i}@example.org`, password_hash: passwordHash })),
    );
    const first = await list(`search=${word}`);
    expect(first.data).toHaveLength(50);
    expect(first.meta.total).toBe(52);
    expect((await list(`search=${word}&page=2`)).data.map((row) => row.name.slice(-2))).toEqual(['51', '52']);
    expect((await list(`search=${word}&itemsPerPage=15&page=4`)).data).toHaveLength(7);
    expect((await list(`search=${word}&itemsPerPage=-1`)).data).toHaveLength(52);
  });

  it('searches name and e-mail, sorts by several columns and answers the roles and only public fields', async () => {
    const word = tag();
    await create({ name: `${word} Berta`, email: `b-${word}@example.org`, roles: [] });
    await create({ name: `${word} Anna`, email: `z-${word}@example.org` });
    await create({ name: `${word} Anna`, email: `a-${word}@example.org`, roles: ['Parent', 'Staff'] });

    const sorted = await list(`search=${word}&sortBy=name&sortBy=email&sortDesc=false&sortDesc=true`);
    expect(sorted.meta.total).toBe(3);
    expect(sorted.data.map((row) => [row.email.slice(0, 1), row.roles])).toEqual([
      ['z', ['Staff']],
      ['a', ['Parent', 'Staff']],
      ['b', []],
    ]);
    expect(Object.keys(sorted.data[0]!).sort()).toEqual(['email', 'id', 'name', 'person_id', 'roles']);
    expect((await list(`search=${encodeURIComponent(`a-${word}@`)}`)).data.map((row) => row.email)).toEqual([`a-${word}@example.org`]);
    expect((await list(`search=${word}&sortBy=email&sortDesc=1`)).data.map((row) => row.email.slice(0, 1))).toEqual(['z', 'b', 'a']);
  });

  it('refuses a column that cannot be sorted by with 422 on sortBy', async () => {
    const response = await call('GET', '/api/user?sortBy=password_hash', manager.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ sortBy: ['Bitte einen der angebotenen Werte wählen.'] });
  });
});
