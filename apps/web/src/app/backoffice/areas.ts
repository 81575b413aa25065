import { EMAIL_LOG_DETAIL_PERMISSION, type Permission, type Resource } from '@app/domain';

interface AreaBase {
  /** The menu entry's text is `nav.<key>`. */
  key: string;
  /** The path under /be ('' is /be itself). */
  path: string;
}

/**
 * A resource's list with its create and edit form: the list and the menu entry need `<resource>.index`, the
 * create form `<resource>.create`, the edit form `<resource>.update` or `<resource>.view`. An area without
 * screens is a menu entry whose screens come with a later issue.
 */
export interface ResourceArea extends AreaBase {
  resource: Resource;
  /** Who may open the edit form, when it is not `<resource>.update` or `<resource>.view`. */
  editPermissions?: readonly Permission[];
  /**
   * A user who may open the list but not the requested form or page goes to the list instead of /403
   * (specification section 2, for the people, child and registration areas).
   */
  deniedToList?: boolean;
}

/** A single screen (and maybe a page per record), opened with any of `permission`. */
export interface PageArea extends AreaBase {
  permission: readonly Permission[];
}

export type BackOfficeArea = ResourceArea | PageArea;

/**
 * The back-office areas (back-office specification, section 2): the one table the menu, the routes and their
 * permission guards are built from. Their screens are in screens.ts, which only the back office itself loads:
 * the menu and the guards are in every page, so this table holds no code of a screen.
 */
export const BACK_OFFICE_AREAS: readonly BackOfficeArea[] = [
  {
    key: 'dashboard',
    path: '',
    permission: ['course.index'],
  },
  {
    key: 'course',
    path: 'course',
    resource: 'course',
    // The form edits (saving and its lookups need course.update); viewing is the show page.
    editPermissions: ['course.update'],
  },
  {
    key: 'course_overview',
    path: 'course/overview',
    permission: ['course.index'],
  },
  {
    key: 'location',
    path: 'locations',
    resource: 'location',
  },
  {
    key: 'courseType',
    path: 'courseType',
    resource: 'courseType',
  },
  {
    key: 'courseCategory',
    path: 'courseCategory',
    resource: 'courseCategory',
  },
  {
    key: 'seasons',
    path: 'seasons',
    // The fair opening's seasons (issue 37, decision 028): list and form on one screen, the form in a dialog;
    // a season's draw on a page of its own.
    permission: ['season.update'],
  },
  {
    key: 'person',
    path: 'person',
    resource: 'person',
    // The form edits; viewing is the show page.
    editPermissions: ['person.update'],
    deniedToList: true,
  },
  {
    key: 'child',
    path: 'child',
    resource: 'child',
    deniedToList: true,
  },
  {
    key: 'peopleCourseWeekRegistration',
    path: 'peopleCourseWeekRegistration',
    resource: 'peopleCourseWeekRegistration',
    deniedToList: true,
  },
  {
    key: 'offers',
    path: 'offers',
    // The places offered from waiting lists (issue 36): what the registration list shows, and extended with its update.
    permission: ['peopleCourseWeekRegistration.index'],
  },
  {
    key: 'statements',
    path: 'statements',
    // Importing and booking payments changes registrations (decision 023).
    permission: ['peopleCourseWeekRegistration.update'],
  },
  {
    key: 'user',
    path: 'users',
    resource: 'user',
    // Everybody edits their own account; user.update reaches every account (the server hides the others).
    editPermissions: ['user.update', 'user.updateOwn'],
  },
  {
    key: 'role',
    path: 'roles',
    resource: 'role',
    editPermissions: ['role.update'],
  },
  {
    key: 'option',
    path: 'option',
    permission: ['option.index', 'option.update'],
  },
  {
    key: 'emailLogs',
    path: 'emailLogs',
    resource: 'emailLogs',
    editPermissions: [EMAIL_LOG_DETAIL_PERMISSION],
  },
  {
    key: 'healthAccessLog',
    path: 'healthAccessLog',
    // Read-only and seeded only in the Superadmin (decision 020).
    permission: ['child.healthLog'],
  },
];

/** Any of these opens the area (its list or page) and shows its menu entry. */
export function areaPermissions(area: BackOfficeArea): readonly Permission[] {
  return 'resource' in area ? [`${area.resource}.index`] : area.permission;
}

export function areaHref(area: BackOfficeArea): string {
  return area.path ? `/be/${area.path}` : '/be';
}

export function visibleAreas(can: (permission: Permission) => boolean): BackOfficeArea[] {
  return BACK_OFFICE_AREAS.filter((area) => areaPermissions(area).some(can));
}
