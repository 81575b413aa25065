import type { ComponentType } from 'react';
import { lazyWithTimeout } from '../../lib/lazy';

/** A screen in its own file, loaded when first shown: a parent's phone never downloads a back-office screen. */
function screen<M>(load: () => Promise<M>, name: keyof M): ComponentType {
  return lazyWithTimeout(async () => ({ default: (await load())[name] as ComponentType }));
}

/**
 * The screens of a resource area: its list and form; `create` when `<path>/create` is not the form, `show` for a
 * read-only page of one record at `<path>/{id}/show` (opened with `<resource>.view`; a user who may not open the
 * form but holds `<resource>.view` is sent there from `<path>/{id}`). Of a page area: its `page`, and `record`
 * for a page of one of its records at `<path>/{id}`.
 */
export interface AreaScreens {
  list?: ComponentType;
  form?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  page?: ComponentType;
  record?: ComponentType;
}

/** The screens of the areas of areas.ts, by the area's key; loaded with the back office (app/router.tsx). */
export const AREA_SCREENS: Readonly<Record<string, AreaScreens>> = {
  dashboard: {
    page: screen(() => import('../../features/admin-dashboard/DashboardPage'), 'DashboardPage'),
  },
  course: {
    list: screen(() => import('../../features/admin-courses/CourseList'), 'CourseList'),
    form: screen(() => import('../../features/admin-courses/CourseForm'), 'CourseForm'),
    show: screen(() => import('../../features/admin-courses/show/CourseShowPage'), 'CourseShowPage'),
  },
  course_overview: {
    page: screen(() => import('../../features/admin-courses/CourseOverviewPage'), 'CourseOverviewPage'),
  },
  location: {
    list: screen(() => import('../../features/admin-catalogue/LocationList'), 'LocationList'),
    form: screen(() => import('../../features/admin-catalogue/LocationForm'), 'LocationForm'),
  },
  courseType: {
    list: screen(() => import('../../features/admin-catalogue/CourseTypeList'), 'CourseTypeList'),
    form: screen(() => import('../../features/admin-catalogue/CourseTypeForm'), 'CourseTypeForm'),
  },
  courseCategory: {
    list: screen(() => import('../../features/admin-catalogue/CourseCategoryList'), 'CourseCategoryList'),
    form: screen(() => import('../../features/admin-catalogue/CourseCategoryForm'), 'CourseCategoryForm'),
  },
  seasons: {
    page: screen(() => import('../../features/admin-seasons/SeasonsPage'), 'SeasonsPage'),
    record: screen(() => import('../../features/admin-seasons/SeasonDrawPage'), 'SeasonDrawPage'),
  },
  person: {
    list: screen(() => import('../../features/admin-people/PersonList'), 'PersonList'),
    form: screen(() => import('../../features/admin-people/PersonForm'), 'PersonForm'),
    show: screen(() => import('../../features/admin-people/PersonShow'), 'PersonShow'),
  },
  child: {
    list: screen(() => import('../../features/admin-children/ChildList'), 'ChildList'),
    form: screen(() => import('../../features/admin-children/ChildForm'), 'ChildForm'),
  },
  peopleCourseWeekRegistration: {
    list: screen(() => import('../../features/admin-registrations/RegistrationList'), 'RegistrationList'),
    form: screen(() => import('../../features/admin-registrations/RegistrationForm'), 'RegistrationForm'),
    // A registration is created by the office booking, as on the course show page (peopleCourseWeekRegistration.create).
    create: screen(() => import('../../features/admin-registrations/RegistrationCreatePage'), 'RegistrationCreatePage'),
  },
  offers: {
    page: screen(() => import('../../features/admin-offers/OffersPage'), 'OffersPage'),
  },
  statements: {
    page: screen(() => import('../../features/admin-statements/StatementsPage'), 'StatementsPage'),
  },
  user: {
    list: screen(() => import('../../features/admin-users/UserList'), 'UserList'),
    form: screen(() => import('../../features/admin-users/UserForm'), 'UserForm'),
  },
  role: {
    list: screen(() => import('../../features/admin-roles/RoleList'), 'RoleList'),
    form: screen(() => import('../../features/admin-roles/RoleForm'), 'RoleForm'),
  },
  option: {
    page: screen(() => import('../../features/admin-settings/OptionsPage'), 'OptionsPage'),
  },
  emailLogs: {
    list: screen(() => import('../../features/admin-email-logs/EmailLogList'), 'EmailLogList'),
    // Read-only: the "form" of an e-mail is its detail (the specification's create route reuses it).
    form: screen(() => import('../../features/admin-email-logs/EmailLogDetail'), 'EmailLogDetail'),
  },
  healthAccessLog: {
    page: screen(() => import('../../features/admin-health-log/HealthAccessLogList'), 'HealthAccessLogList'),
  },
};
