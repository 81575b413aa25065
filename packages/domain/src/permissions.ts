/**
 * Permission names are `resource.action`. The route guard on the server and the `can()` helper of the web
 * app read these names; roles in the database carry a set of them.
 */

export const RESOURCES = [
  'user',
  'role',
  'location',
  'courseType',
  'course',
  'courseCategory',
  'person',
  'child',
  'peopleCourseWeekRegistration',
  'option',
  'emailLogs',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['index', 'view', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** Permissions that are not a plain resource action. */
export const SPECIAL_PERMISSIONS = [
  'user.updateOwn',
  // Health data of children (medicaments, incompatibilities, allergies, diagnostics, risk group).
  'child.health',
  // The log of who saw, exported or changed children's health data (decision 020); seeded only in Superadmin.
  'child.healthLog',
  // The only change of a registration reserved to the Superadmin by the specification.
  'peopleCourseWeekRegistration.changeDayType',
  // The seasons of the fair opening (issue 37): their phases, limits and draw; seeded only in Superadmin.
  'season.update',
] as const;

/** Every permission name; a typo in a route guard, a policy or a seed does not compile. */
export type Permission = `${Resource}.${Action}` | (typeof SPECIAL_PERMISSIONS)[number];

export const PERMISSIONS: readonly Permission[] = [
  ...RESOURCES.flatMap((resource) => ACTIONS.map((action): Permission => `${resource}.${action}`)),
  ...SPECIAL_PERMISSIONS,
];

/**
 * Permissions renamed since a database was seeded, old name -> new name. The seed renames the row, so roles
 * that held the old name keep the right under the new one (decisions.md section 11: `child.health`).
 */
export const RENAMED_PERMISSIONS: Readonly<Record<string, Permission>> = { 'child.viewHealth': 'child.health' };

/**
 * Linking a parent to a child, or unlinking one, decides who sees the child's health answers: only staff who may
 * change the child and see those answers themselves (issue 33). The server's policy and the child form read it.
 */
export const CHILD_PARENTS_PERMISSIONS: readonly Permission[] = ['child.update', 'child.health'];

export const ROLE_NAMES = { superadmin: 'Superadmin', staff: 'Staff', parent: 'Parent' } as const;

/**
 * Seeded roles the code finds by name keep it and cannot be deleted: Superadmin (the start-up seed completes
 * it, the day-type change is its own) and Parent (every sign-up gets it). Staff is only an example.
 */
export const isFixedRole = (name: string): boolean => name === ROLE_NAMES.superadmin || name === ROLE_NAMES.parent;
/** The Superadmin role always holds every permission (decisions.md section 7). */
export const holdsEveryPermission = (name: string): boolean => name === ROLE_NAMES.superadmin;

const STAFF_RESOURCES: readonly Resource[] = [
  'course',
  'courseType',
  'courseCategory',
  'location',
  'person',
  'child',
  'peopleCourseWeekRegistration',
  'emailLogs',
];

/** The roles seeded into an empty database (decisions.md section 7 and docs/decisions/003-roles.md). */
export const SEEDED_ROLES: Record<string, readonly Permission[]> = {
  [ROLE_NAMES.superadmin]: PERMISSIONS,
  [ROLE_NAMES.staff]: [
    ...STAFF_RESOURCES.flatMap((resource) =>
      (['index', 'view', 'create', 'update'] as const).map((action): Permission => `${resource}.${action}`),
    ),
    'peopleCourseWeekRegistration.delete',
    'child.health',
    'user.updateOwn',
  ],
  [ROLE_NAMES.parent]: ['user.updateOwn'],
};

/**
 * The permissions a seeded role always holds, whoever edits it: Superadmin every one (the organisation can never
 * lock itself out), Parent exactly its seeded ones (every family's account holds it, so a permission put into it
 * would be every family's: decision 017). Undefined for the other roles, whose editors choose.
 */
export function lockedPermissions(name: string): readonly Permission[] | undefined {
  return name === ROLE_NAMES.superadmin || name === ROLE_NAMES.parent ? SEEDED_ROLES[name] : undefined;
}

/** The catalogue keys that name a permission in the role form: its resource and its action (section `roles`). */
export function permissionTextKeys(permission: Permission): { resource: string; action: string } {
  const [resource, action] = permission.split('.') as [Resource, string];
  return { resource: `roles.resources.${resource}`, action: `roles.actions.${action}` };
}

// Kept here, beside the permissions and away from the zod schemas: the web app's shell (the back-office area
// table, loaded on every page) reads them, and the public pages must not download the schemas.
/**
 * Who may open one e-mail: who may open the log (back-office specification section 2, "emailLogs/:id needs
 * emailLogs.index"), for the API and the web app's route alike.
 */
export const EMAIL_LOG_DETAIL_PERMISSION: Permission = 'emailLogs.index';

/**
 * Who may download the spreadsheets (back-office specification section 7): they hold the registrations. The
 * download routes require it, and the dashboard offers its export links only to who holds it.
 */
export const EXPORT_PERMISSION: Permission = 'peopleCourseWeekRegistration.index';
