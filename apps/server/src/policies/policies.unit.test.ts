import { PERMISSIONS } from '@app/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { can, type Actor } from './actor';
import { childWriteRules } from './child';
import { scopeFiles } from './file';
import { requireFamily, scopeOwnPerson } from './person';
import { canDeleteRole, canEditRole, canGrantPermissions, canHoldPermissions, canRenameRole } from './role';
import { canAssignRoles, canChangeUserEmail, canDeleteUser, canGiveRoles, canManageAccount, canSendPasswordReset, canSetPassword, scopeUsers } from './user';

/** The actor kinds every policy is checked against (docs/decisions/010-policies-and-use-cases.md). */
const actor = (id: number, personId: number | null, permissions: string[]): Actor => ({ id, personId, permissions: new Set(permissions) });
const anonymous = null;
const parent = actor(1, 10, ['user.updateOwn']);
const otherParent = actor(2, 20, ['user.updateOwn']);
const staffWithout = actor(3, null, ['user.updateOwn', 'course.index']);
const staffWith = actor(4, null, ['user.updateOwn', 'user.update', 'person.view']);
const superadmin = actor(5, null, ['user.updateOwn', 'user.update', 'user.create', 'person.view', 'child.health']);

/** The condition as PostgreSQL reads it, with its parameters; `undefined` is "no restriction". */
function render(condition: SQL | undefined) {
  if (!condition) return undefined;
  const { sql, params } = new PgDialect().sqlToQuery(condition);
  return { sql, params };
}

describe('can', () => {
  it('is false for a visitor and true for any of several permissions held', () => {
    expect(can(anonymous, 'user.updateOwn')).toBe(false);
    expect(can(parent, 'user.updateOwn')).toBe(true);
    expect(can(parent, ['user.update', 'user.updateOwn'])).toBe(true);
    expect(can(staffWithout, 'user.update')).toBe(false);
    expect(can(superadmin, 'child.health')).toBe(true);
  });
});

describe('user policy', () => {
  it('lets a visitor reach no account', () => {
    expect(render(scopeUsers(anonymous))).toEqual({ sql: 'false', params: [] });
  });

  it('limits parents and staff without user.update to their own account', () => {
    for (const someone of [parent, otherParent, staffWithout]) {
      expect(render(scopeUsers(someone))).toEqual({ sql: '"users"."id" = $1', params: [someone.id] });
    }
  });

  it('lets staff with user.update and the Superadmin reach every account', () => {
    expect(scopeUsers(staffWith)).toBeUndefined();
    expect(scopeUsers(superadmin)).toBeUndefined();
  });

  it('lets only user.create move an account to another e-mail address, and never a family\'s login', () => {
    const staffAccount = { personId: null };
    expect([anonymous, parent, otherParent, staffWithout, staffWith].map((actor) => canChangeUserEmail(actor, staffAccount))).toEqual([false, false, false, false, false]);
    expect(canChangeUserEmail(superadmin, staffAccount)).toBe(true);
    expect(canChangeUserEmail(superadmin, { personId: 7 })).toBe(false);
  });

  it('lets only user.create give or take roles', () => {
    expect([anonymous, parent, otherParent, staffWithout, staffWith].map(canAssignRoles)).toEqual([false, false, false, false, false]);
    expect(canAssignRoles(superadmin)).toBe(true);
  });

  it('lets nobody delete their own account', () => {
    expect(canDeleteUser(superadmin, { id: superadmin.id })).toBe(false);
    expect(canDeleteUser(superadmin, { id: parent.id })).toBe(true);
    expect(canDeleteUser(anonymous, { id: parent.id })).toBe(false);
  });

  it('lets an actor manage only accounts that can do nothing it cannot, and always its own', () => {
    const everything = actor(6, null, [...PERMISSIONS]);
    expect(canManageAccount(staffWith, { id: parent.id, permissions: parent.permissions })).toBe(true);
    expect(canManageAccount(staffWith, { id: everything.id, permissions: everything.permissions })).toBe(false);
    expect(canManageAccount(staffWith, { id: superadmin.id, permissions: superadmin.permissions })).toBe(false);
    expect(canManageAccount(staffWithout, { id: staffWithout.id, permissions: staffWithout.permissions })).toBe(true);
    expect(canManageAccount(everything, { id: superadmin.id, permissions: superadmin.permissions })).toBe(true);
    expect(canManageAccount(anonymous, { id: parent.id, permissions: [] })).toBe(false);
  });

  it('lets only the owner set a password; staff with user.update send reset links to accounts they manage', () => {
    expect(canSetPassword(parent, { id: parent.id })).toBe(true);
    expect(canSetPassword(superadmin, { id: parent.id })).toBe(false);
    expect(canSendPasswordReset(staffWith, { id: parent.id, permissions: parent.permissions })).toBe(true);
    expect(canSendPasswordReset(staffWith, { id: superadmin.id, permissions: superadmin.permissions })).toBe(false);
    expect(canSendPasswordReset(staffWithout, { id: parent.id, permissions: parent.permissions })).toBe(false);
  });

  it('lets the user management give only roles within its own permissions', () => {
    expect(canGiveRoles(superadmin, ['user.update', 'child.health'])).toBe(true);
    expect(canGiveRoles(superadmin, ['option.update'])).toBe(false);
    expect(canGiveRoles(staffWith, ['user.updateOwn'])).toBe(false);
  });
});

describe('role policy', () => {
  it('keeps the names of Superadmin and Parent and never deletes them; other roles are free', () => {
    expect(['Superadmin', 'Parent', 'Staff', 'Office'].map((name) => canRenameRole({ name }))).toEqual([false, false, true, true]);
    expect(['Superadmin', 'Parent', 'Staff', 'Office'].map((name) => canDeleteRole({ name }))).toEqual([false, false, true, true]);
  });

  it('keeps every permission of Superadmin, exactly its own of Parent, and any set of other roles', () => {
    expect(canHoldPermissions({ name: 'Superadmin' }, PERMISSIONS)).toBe(true);
    expect(canHoldPermissions({ name: 'Superadmin' }, PERMISSIONS.slice(1))).toBe(false);
    expect(canHoldPermissions({ name: 'Parent' }, ['user.updateOwn'])).toBe(true);
    expect(canHoldPermissions({ name: 'Parent' }, [])).toBe(false);
    expect(canHoldPermissions({ name: 'Parent' }, ['user.updateOwn', 'person.view'])).toBe(false);
    expect(canHoldPermissions({ name: 'Office' }, [])).toBe(true);
  });

  it('lets an editor grant only permissions it holds and edit only roles within them', () => {
    expect(canGrantPermissions(staffWith, ['user.update', 'person.view'])).toBe(true);
    expect(canGrantPermissions(staffWith, ['user.create'])).toBe(false);
    expect(canEditRole(staffWith, { permissions: ['person.view'] })).toBe(true);
    expect(canEditRole(staffWith, { permissions: PERMISSIONS })).toBe(false);
    expect(canEditRole(actor(6, null, [...PERMISSIONS]), { permissions: PERMISSIONS })).toBe(true);
    expect(canGrantPermissions(anonymous, [])).toBe(false);
  });
});

describe('file policy', () => {
  it('shows a visitor public files only', () => {
    expect(render(scopeFiles(anonymous))).toEqual({ sql: '"files"."is_public" = $1', params: [true] });
  });

  it('shows a parent and staff without person.view public files and the ones they stored', () => {
    for (const someone of [parent, otherParent, staffWithout]) {
      expect(render(scopeFiles(someone))).toEqual({
        sql: '("files"."is_public" = $1 or "files"."created_by_user_id" = $2)',
        params: [true, someone.id],
      });
    }
  });

  it('shows staff with person.view and the Superadmin every file', () => {
    expect(scopeFiles(staffWith)).toBeUndefined();
    expect(scopeFiles(superadmin)).toBeUndefined();
  });
});

describe('child write rules', () => {
  it('lets a family write its own children only, health fields included, confirming the year', () => {
    const rules = childWriteRules(parent, 'family');
    expect(rules).toMatchObject({ health: true, confirms: true });
    expect(render(rules.scope)?.params).toEqual([parent.personId]);
    expect(render(childWriteRules(staffWith, 'family').scope)).toEqual({ sql: 'false', params: [] });
  });

  it('lets the office write any child, health fields only with child.health, not confirming', () => {
    expect(childWriteRules(staffWith, 'office')).toEqual({ scope: undefined, health: false, confirms: false });
    expect(childWriteRules(superadmin, 'office')).toEqual({ scope: undefined, health: true, confirms: false });
  });
});

describe('family policy', () => {
  it("gives a parent their own person's id and refuses an account without one with the one answer", () => {
    expect(requireFamily(parent)).toBe(10);
    expect(requireFamily(otherParent)).toBe(20);
    for (const staff of [staffWithout, staffWith, superadmin]) {
      expect(() => requireFamily(staff)).toThrow(expect.objectContaining({ code: 'forbidden', ref: { key: 'booking.errors.no_person' } }));
    }
  });

  it('lets a parent reach their own person only, and an account without one none', () => {
    expect(render(scopeOwnPerson(parent))).toEqual({ sql: '"people"."id" = $1', params: [10] });
    expect(render(scopeOwnPerson(superadmin))).toEqual({ sql: 'false', params: [] });
  });
});
