import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { RequirePermission } from '../../app/guards';
import { CourseCategoryForm } from '../admin-catalogue/CourseCategoryForm';
import { CourseCategoryList } from '../admin-catalogue/CourseCategoryList';
import { CourseTypeForm } from '../admin-catalogue/CourseTypeForm';
import { CourseTypeList } from '../admin-catalogue/CourseTypeList';
import { CourseForm } from '../admin-courses/CourseForm';
import { CourseList } from '../admin-courses/CourseList';
import { CourseOverviewPage } from '../admin-courses/CourseOverviewPage';
import { DashboardPage } from '../admin-dashboard/DashboardPage';
import { OptionsPage } from '../admin-settings/OptionsPage';
import { LocationForm } from '../admin-catalogue/LocationForm';
import { LocationList } from '../admin-catalogue/LocationList';
import { RoleForm } from '../admin-roles/RoleForm';
import { RoleList } from '../admin-roles/RoleList';
import { UserForm } from '../admin-users/UserForm';
import { UserList } from '../admin-users/UserList';
import { NotFoundPage } from '../errors/NotFoundPage';

/**
 * List, create and edit routes of one resource, each behind its permission (back-office spec, section 2).
 * The edit route needs update or view unless the area names its own permissions.
 */
function resourceRoutes(path: string, resource: string, list: ReactElement, form: ReactElement, edit = [`${resource}.update`, `${resource}.view`]) {
  return (
    <Route path={path}>
      <Route element={<RequirePermission permission={`${resource}.index`} />}>
        <Route index element={list} />
      </Route>
      <Route element={<RequirePermission permission={`${resource}.create`} />}>
        <Route path="create" element={form} />
      </Route>
      <Route element={<RequirePermission permission={edit} />}>
        <Route path=":id" element={form} />
      </Route>
    </Route>
  );
}

/**
 * Everything under /be, loaded only when a user with a back-office area opens it: a parent's phone never
 * downloads it.
 */
export default function BackOffice() {
  return (
    <Routes>
      <Route element={<RequirePermission permission="course.index" />}>
        <Route index element={<DashboardPage />} />
        <Route path="course/overview" element={<CourseOverviewPage />} />
      </Route>
      {resourceRoutes('course', 'course', <CourseList />, <CourseForm />)}
      <Route element={<RequirePermission permission={['option.index', 'option.update']} />}>
        <Route path="option" element={<OptionsPage />} />
      </Route>
      {resourceRoutes('locations', 'location', <LocationList />, <LocationForm />)}
      {resourceRoutes('courseType', 'courseType', <CourseTypeList />, <CourseTypeForm />)}
      {resourceRoutes('courseCategory', 'courseCategory', <CourseCategoryList />, <CourseCategoryForm />)}
      {resourceRoutes('users', 'user', <UserList />, <UserForm />, ['user.update', 'user.updateOwn'])}
      {resourceRoutes('roles', 'role', <RoleList />, <RoleForm />, ['role.update'])}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
