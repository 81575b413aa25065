import { PERMISSIONS, ROLE_NAMES, SEEDED_ROLES } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, roles, userRoles, users } from '../../db/schema';
import { ensureSuperadmin } from '../../db/seed/superadmin';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { allActionsOn, bearer, createStaffUser, newClientAddress, signIn, signUpParent } from '../../../test/support/factories';
import { requester, uniqueTag, type Method } from '../../../test/support/http';
import { deliveredLinkToken } from '../../../test/support/mail';

/**
 * No role below Superadmin reaches another account's secret or password (decision 017): each kind of staff
 * account, and a parent, tries every way to the Superadmin's account that the probe of issue 21 found or that
 * the same mechanisms would allow. None may succeed, and the Superadmin's account must be as it was.
 */

let ctx: TestContext;
const call = requester(() => ctx.app);
const ADMIN = { email: 'takeover-admin@example.org', password: 'Admin-password-1' };
let adminId: number;
let superadminRoleId: number;

interface Attacker {
  kind: string;
  headers: Record<string, string>;
  id: number;
  roleId: number | undefined;
}
const attackers: Attacker[] = [];

/** The kinds of account below Superadmin: the seeded Staff role and roles that hold the account mechanisms. */
const KINDS: Record<string, readonly string[]> = {
  'seeded Staff': SEEDED_ROLES[ROLE_NAMES.staff]!,
  'user management': [...allActionsOn('user'), 'user.updateOwn', 'emailLogs.index', 'emailLogs.view'],
  'role management': [...allActionsOn('role'), 'user.updateOwn'],
  'everything but options': PERMISSIONS.filter((permission) => !permission.startsWith('option.')),
};

beforeAll(async () => {
  ctx = await createTestApp();
  await ensureSuperadmin(ctx.db, ADMIN);
  adminId = (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email)))[0]!.id;
  superadminRoleId = (await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_NAMES.superadmin)))[0]!.id;
  for (const [kind, permissions] of Object.entries(KINDS)) {
    const staff = await createStaffUser(ctx.db, [...permissions]);
    const [held] = await ctx.db.select({ role_id: userRoles.role_id }).from(userRoles).where(eq(userRoles.user_id, staff.user.id));
    attackers.push({ kind, headers: bearer(await signIn(ctx.app, staff.email, staff.password)), id: staff.user.id, roleId: held!.role_id });
  }
  const parent = await signUpParent(ctx.app);
  const [parentLogin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, parent.payload.email));
  attackers.push({ kind: 'parent', headers: bearer(parent.token), id: parentLogin!.id, roleId: undefined });
});
afterAll(() => ctx.close());

/** Every way to the Superadmin's account through the account and role mechanisms. */
type Attack = [what: string, method: Method, url: string, payload: object | undefined];
function attacks(attacker: Attacker): Attack[] {
  const everything = { name: `All ${uniqueTag()}`, permissions: [...PERMISSIONS] };
  return [
    ['set its password', 'PUT', `/api/user/${adminId}`, { name: 'Superadmin', password: 'Taken-over-1', password_confirmation: 'Taken-over-1' }],
    ['move its e-mail', 'PUT', `/api/user/${adminId}`, { name: 'Superadmin', email: `thief-${uniqueTag()}@example.org` }],
    ['take its roles', 'PUT', `/api/user/${adminId}`, { name: 'Superadmin', roles: [ROLE_NAMES.staff] }],
    ['rename it', 'PUT', `/api/user/${adminId}`, { name: 'Locked out' }],
    ['delete it', 'DELETE', `/api/user/${adminId}`, undefined],
    ['give oneself the Superadmin role', 'PUT', `/api/user/${attacker.id}`, { name: 'Me', roles: [ROLE_NAMES.superadmin] }],
    ['create a Superadmin', 'POST', '/api/user', { name: 'Twin', email: `twin-${uniqueTag()}@example.org`, roles: [ROLE_NAMES.superadmin] }],
    ...(attacker.roleId === undefined
      ? []
      : [['grant one\'s own role every permission', 'PUT', `/api/role/${attacker.roleId}`, { name: `role-${uniqueTag()}`, permissions: [...PERMISSIONS] }] satisfies Attack]),
    ['create a role with every permission', 'POST', '/api/role', everything],
    ['strip the Superadmin role', 'PUT', `/api/role/${superadminRoleId}`, { name: ROLE_NAMES.superadmin, permissions: ['user.updateOwn'] }],
  ];
}

describe('no role below Superadmin takes over the Superadmin', () => {
  it('reads no reset link of the Superadmin in the e-mail log, and the link the Superadmin gets works', async () => {
    const forgot = await ctx.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: ADMIN.email }, remoteAddress: newClientAddress() });
    expect(forgot.statusCode).toBe(200);
    const [logged] = await ctx.db.select({ id: emailLogs.id }).from(emailLogs).where(eq(emailLogs.to, ADMIN.email));
    const token = await deliveredLinkToken(ctx, ADMIN.email);
    for (const attacker of attackers) {
      for (const url of [`/api/emailLogs/${logged!.id}`, `/api/emailLogs?search=${encodeURIComponent(ADMIN.email)}`]) {
        const answer = await call('GET', url, attacker.headers);
        expect([200, 403], `${attacker.kind}: ${url}`).toContain(answer.statusCode);
        expect(answer.body, `${attacker.kind}: ${url}`).not.toContain(token);
      }
    }
    // A role that reads the log sees that a reset e-mail went out, to whom and when, not its token.
    const staff = attackers.find((attacker) => attacker.kind === 'seeded Staff')!;
    const entry = (await call('GET', `/api/emailLogs/${logged!.id}`, staff.headers)).json().data;
    expect(entry).toMatchObject({ to: ADMIN.email, subject: 'Passwort zurücksetzen', status: 'sent' });
    expect(entry.body).toContain('token=[redacted]');
    // The token reached its owner's mailbox and nowhere else: once sent, the database keeps it no longer.
    expect((await ctx.db.select({ secret: emailLogs.secret }).from(emailLogs).where(eq(emailLogs.id, logged!.id)))[0]!.secret).toBeNull();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each(Object.keys(KINDS).concat('parent'))('%s: every way to the account is refused', async (kind) => {
    const attacker = attackers.find((each) => each.kind === kind)!;
    const before = (await call('GET', '/api/userdata', attacker.headers)).json().data.permissions;
    for (const [what, method, url, payload] of attacks(attacker)) {
      const answer = await call(method, url, attacker.headers, payload);
      expect([403, 404, 422], `${kind} tried to ${what}: ${answer.body}`).toContain(answer.statusCode);
    }
    // Nothing of it took: the attacker can do what it could, the Superadmin signs in as before.
    expect((await call('GET', '/api/userdata', attacker.headers)).json().data.permissions).toEqual(before);
    const [admin] = await ctx.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, adminId));
    expect(admin).toEqual({ name: 'Superadmin', email: ADMIN.email });
    const adminHeaders = bearer(await signIn(ctx.app, ADMIN.email, ADMIN.password));
    const admins = (await call('GET', `/api/user/${adminId}`, adminHeaders)).json().data;
    expect(admins.roles).toEqual([ROLE_NAMES.superadmin]);
    const superadminRole = (await call('GET', `/api/role/${superadminRoleId}`, adminHeaders)).json().data;
    expect(superadminRole.permissions).toHaveLength(PERMISSIONS.length);
    expect((await ctx.db.select({ id: users.id }).from(users).where(eq(users.name, 'Twin'))).length).toBe(0);
  });

  it('still lets the Superadmin do all of it', async () => {
    const admin = bearer(await signIn(ctx.app, ADMIN.email, ADMIN.password));
    const target = attackers.find((each) => each.kind === 'everything but options')!;
    expect((await call('PUT', `/api/user/${target.id}`, admin, { name: 'Office lead', roles: [ROLE_NAMES.staff] })).statusCode).toBe(200);
    const created = await call('POST', '/api/role', admin, { name: `All ${uniqueTag()}`, permissions: [...PERMISSIONS] });
    expect(created.statusCode).toBe(201);
    expect((await call('POST', `/api/user/${target.id}/password-reset`, admin)).statusCode).toBe(200);
    // Its own password only with the current one, like everyone's.
    const own = await call('PUT', `/api/user/${adminId}`, admin, { name: 'Superadmin', password: 'Admin-password-2', password_confirmation: 'Admin-password-2' });
    expect(own.statusCode).toBe(422);
  });
});
