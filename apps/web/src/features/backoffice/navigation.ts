/**
 * The back-office areas, their paths under /be and the permission each needs (back-office specification,
 * section 2). The drawer shows only what the user may open; the lazily loaded routes guard the same way.
 */
export interface BackOfficeArea {
  key: string;
  path: string;
  permission: string;
}

export const BACK_OFFICE_AREAS: readonly BackOfficeArea[] = [
  { key: 'dashboard', path: '/be', permission: 'course.index' },
  { key: 'course', path: '/be/course', permission: 'course.index' },
  { key: 'course_overview', path: '/be/course/overview', permission: 'course.index' },
  { key: 'location', path: '/be/locations', permission: 'location.index' },
  { key: 'courseType', path: '/be/courseType', permission: 'courseType.index' },
  { key: 'courseCategory', path: '/be/courseCategory', permission: 'courseCategory.index' },
  { key: 'person', path: '/be/person', permission: 'person.index' },
  { key: 'child', path: '/be/child', permission: 'child.index' },
  { key: 'peopleCourseWeekRegistration', path: '/be/peopleCourseWeekRegistration', permission: 'peopleCourseWeekRegistration.index' },
  { key: 'user', path: '/be/users', permission: 'user.index' },
  { key: 'role', path: '/be/roles', permission: 'role.index' },
  { key: 'option', path: '/be/option', permission: 'option.index' },
  { key: 'emailLogs', path: '/be/emailLogs', permission: 'emailLogs.index' },
];

export function visibleAreas(can: (permission: string) => boolean): BackOfficeArea[] {
  return BACK_OFFICE_AREAS.filter((area) => can(area.permission));
}
