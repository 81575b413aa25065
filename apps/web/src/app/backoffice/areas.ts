import { EMAIL_LOG_DETAIL_PERMISSION, type Permission, type Resource } from '@app/domain';
import type { ComponentType } from 'react';
import { lazyWithTimeout } from '../../lib/lazy';

/** A screen in its own file, loaded when first shown: a parent's phone never downloads a back-office screen. */
function screen<M>(load: () => Promise<M>, name: keyof M): ComponentType {
  return lazyWithTimeout(async () => ({ default: (await load())[name] as ComponentType }));
}

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
  list?: ComponentType;
  form?: ComponentType;
  /** The screen of `<path>/create` when it is not the form (the registration area's opens the office booking). */
  create?: ComponentType;
  /** Who may open the edit form, when it is not `<resource>.update` or `<resource>.view`. */
  editPermissions?: readonly Permission[];
  /**
   * A read-only page of one record at `<path>/{id}/show`, opened with `<resource>.view`; a user who may not
   * open the edit form but holds `<resource>.view` is sent here from `<path>/{id}`.
   */
  show?: ComponentType;
  /**
   * A user who may open the list but not the requested form or page goes to the list instead of /403
   * (specification section 2, for the people, child and registration areas).
   */
  deniedToList?: boolean;
}

/** A single screen, opened with any of `permission`. */
export interface PageArea extends AreaBase {
  permission: readonly Permission[];
  page: ComponentType;
  /** A page of one of the screen's records at `<path>/{id}`, behind the same permissions. */
  record?: ComponentType;
}

export type BackOfficeArea = ResourceArea | PageArea;

/**
 * The back-office areas (back-office specification, section 2): the one table the menu, the routes and their
 * permission guards are built from.
 */
export const BACK_OFFICE_AREAS: readonly BackOfficeArea[] = [
  {
    key: 'dashboard',
    path: '',
    permission: ['course.index'],
    page: screen(() => import('../../features/admin-dashboard/DashboardPage'), 'DashboardPage'),
  },
  {
    key: 'course',
    path: 'course',
    resource: 'course',
    list: screen(() => import('../../features/admin-courses/CourseList'), 'CourseList'),
    form: screen(() => import('../../features/admin-courses/CourseForm'), 'CourseForm'),
    show: screen(() => import('../../features/admin-courses/show/CourseShowPage'), 'CourseShowPage'),
    // The form edits (saving and its lookups need course.update); viewing is the show page.
    editPermissions: ['course.update'],
  },
  {
    key: 'course_overview',
    path: 'course/overview',
    permission: ['course.index'],
    page: screen(() => import('../../features/admin-courses/CourseOverviewPage'), 'CourseOverviewPage'),
  },
  {
    key: 'location',
    path: 'locations',
    resource: 'location',
    list: screen(() => import('../../features/admin-catalogue/LocationList'), 'LocationList'),
    form: screen(() => import('../../features/admin-catalogue/LocationForm'), 'LocationForm'),
  },
  {
    key: 'courseType',
    path: 'courseType',
    resource: 'courseType',
    list: screen(() => import('../../features/admin-catalogue/CourseTypeList'), 'CourseTypeList'),
    form: screen(() => import('../../features/admin-catalogue/CourseTypeForm'), 'CourseTypeForm'),
  },
  {
    key: 'courseCategory',
    path: 'courseCategory',
    resource: 'courseCategory',
    list: screen(() => import('../../features/admin-catalogue/CourseCategoryList'), 'CourseCategoryList'),
    form: screen(() => import('../../features/admin-catalogue/CourseCategoryForm'), 'CourseCategoryForm'),
  },
  {
    key: 'seasons',
    path: 'seasons',
    // The fair opening's seasons (issue 37, decision 028): list and form on one screen, the form in a dialog;
    // a season's draw on a page of its own.
    permission: ['season.update'],
    page: screen(() => import('../../features/admin-seasons/SeasonsPage'), 'SeasonsPage'),
    record: screen(() => import('../../features/admin-seasons/SeasonDrawPage'), 'SeasonDrawPage'),
  },
  {
    key: 'person',
    path: 'person',
    resource: 'person',
    list: screen(() => import('../../features/admin-people/PersonList'), 'PersonList'),
    form: screen(() => import('../../features/admin-people/PersonForm'), 'PersonForm'),
    show: screen(() => import('../../features/admin-people/PersonShow'), 'PersonShow'),
    // The form edits; viewing is the show page.
    editPermissions: ['person.update'],
    deniedToList: true,
  },
  {
    key: 'child',
    path: 'child',
    resource: 'child',
    list: screen(() => import('../../features/admin-children/ChildList'), 'ChildList'),
    form: screen(() => import('../../features/admin-children/ChildForm'), 'ChildForm'),
    deniedToList: true,
  },
  {
    key: 'peopleCourseWeekRegistration',
    path: 'peopleCourseWeekRegistration',
    resource: 'peopleCourseWeekRegistration',
    list: screen(() => import('../../features/admin-registrations/RegistrationList'), 'RegistrationList'),
    form: screen(() => import('../../features/admin-registrations/RegistrationForm'), 'RegistrationForm'),
    // A registration is created by the office booking, as on the course show page (peopleCourseWeekRegistration.create).
    create: screen(() => import('../../features/admin-registrations/RegistrationCreatePage'), 'RegistrationCreatePage'),
    deniedToList: true,
  },
  {
    key: 'offers',
    path: 'offers',
    // The places offered from waiting lists (issue 36): what the registration list shows, and extended with its update.
    permission: ['peopleCourseWeekRegistration.index'],
    page: screen(() => import('../../features/admin-offers/OffersPage'), 'OffersPage'),
  },
  {
    key: 'statements',
    path: 'statements',
    // Importing and booking payments changes registrations (decision 023).
    permission: ['peopleCourseWeekRegistration.update'],
    page: screen(() => import('../../features/admin-statements/StatementsPage'), 'StatementsPage'),
  },
  {
    key: 'user',
    path: 'users',
    resource: 'user',
    list: screen(() => import('../../features/admin-users/UserList'), 'UserList'),
    form: screen(() => import('../../features/admin-users/UserForm'), 'UserForm'),
    // Everybody edits their own account; user.update reaches every account (the server hides the others).
    editPermissions: ['user.update', 'user.updateOwn'],
  },
  {
    key: 'role',
    path: 'roles',
    resource: 'role',
    list: screen(() => import('../../features/admin-roles/RoleList'), 'RoleList'),
    form: screen(() => import('../../features/admin-roles/RoleForm'), 'RoleForm'),
    editPermissions: ['role.update'],
  },
  {
    key: 'option',
    path: 'option',
    permission: ['option.index', 'option.update'],
    page: screen(() => import('../../features/admin-settings/OptionsPage'), 'OptionsPage'),
  },
  {
    key: 'emailLogs',
    path: 'emailLogs',
    resource: 'emailLogs',
    list: screen(() => import('../../features/admin-email-logs/EmailLogList'), 'EmailLogList'),
    // Read-only: the "form" of an e-mail is its detail (the specification's create route reuses it).
    form: screen(() => import('../../features/admin-email-logs/EmailLogDetail'), 'EmailLogDetail'),
    editPermissions: [EMAIL_LOG_DETAIL_PERMISSION],
  },
  {
    key: 'healthAccessLog',
    path: 'healthAccessLog',
    // Read-only and seeded only in the Superadmin (decision 020).
    permission: ['child.healthLog'],
    page: screen(() => import('../../features/admin-health-log/HealthAccessLogList'), 'HealthAccessLogList'),
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
