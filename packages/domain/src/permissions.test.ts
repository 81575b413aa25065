import { describe, expect, it } from 'vitest';
import { translate } from './i18n';
import { holdsEveryPermission, isFixedRole, lockedPermissions, PERMISSIONS, permissionTextKeys, ROLE_NAMES } from './permissions';

describe('permissions', () => {
  it.each(['de', 'it'] as const)('every permission has a resource and an action text in %s', (lang) => {
    for (const permission of PERMISSIONS) {
      const keys = permissionTextKeys(permission);
      expect(translate(lang, keys.resource), permission).not.toBe(keys.resource);
      expect(translate(lang, keys.action), permission).not.toBe(keys.action);
    }
  });

  it('fixes the names of Superadmin and Parent, and every permission of Superadmin only', () => {
    expect([ROLE_NAMES.superadmin, ROLE_NAMES.parent, ROLE_NAMES.staff, 'Office'].map(isFixedRole)).toEqual([true, true, false, false]);
    expect([ROLE_NAMES.superadmin, ROLE_NAMES.parent].map(holdsEveryPermission)).toEqual([true, false]);
  });

  it('locks the permissions of Superadmin (every one) and Parent (exactly the families\'), not those of other roles', () => {
    expect(lockedPermissions(ROLE_NAMES.superadmin)).toEqual(PERMISSIONS);
    expect(lockedPermissions(ROLE_NAMES.parent)).toEqual(['user.updateOwn']);
    expect([ROLE_NAMES.staff, 'Office'].map(lockedPermissions)).toEqual([undefined, undefined]);
  });
});
