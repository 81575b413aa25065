import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Loading } from '../../components/Loading';
import { NotFoundPage } from '../../features/errors';
import { RequirePermission } from '../guards';
import { areaPermissions, BACK_OFFICE_AREAS, type BackOfficeArea } from './areas';

/** The routes of one area, each behind its permission (back-office specification, section 2). */
function areaRoutes(area: BackOfficeArea) {
  if ('page' in area) {
    const Page = area.page;
    return (
      <Route key={area.key} element={<RequirePermission permission={area.permission} />}>
        <Route path={area.path || undefined} index={!area.path} element={<Page />} />
      </Route>
    );
  }
  const { list: List, form: Form, resource, pages = [] } = area;
  if (!List || !Form) return null;
  return (
    <Route key={area.key} path={area.path}>
      <Route element={<RequirePermission permission={areaPermissions(area)} />}>
        <Route index element={<List />} />
      </Route>
      {area.creatable === false ? null : (
        <Route element={<RequirePermission permission={`${resource}.create`} />}>
          <Route path="create" element={<Form />} />
        </Route>
      )}
      <Route element={<RequirePermission permission={area.editPermissions ?? [`${resource}.update`, `${resource}.view`]} />}>
        <Route path=":id" element={<Form />} />
      </Route>
      {pages.map(({ path, permission, page: Page }) => (
        <Route key={path} element={<RequirePermission permission={permission} />}>
          <Route path={path} element={<Page />} />
        </Route>
      ))}
    </Route>
  );
}

/** Everything under /be, built from the area table; each screen's code loads when it is first opened. */
export function BackOffice() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        {BACK_OFFICE_AREAS.map(areaRoutes)}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
