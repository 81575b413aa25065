import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Loading } from '../../components/Loading';
import { NotFoundPage } from '../../features/errors';
import { RequirePermission } from '../guards';
import { areaHref, areaPermissions, BACK_OFFICE_AREAS, type BackOfficeArea } from './areas';
import { AREA_SCREENS } from './screens';

/** The routes of one area, each behind its permission (back-office specification, section 2). */
function areaRoutes(area: BackOfficeArea) {
  const screens = AREA_SCREENS[area.key] ?? {};
  if ('permission' in area) {
    const { page: Page, record: RecordPage } = screens;
    if (!Page) return null;
    return (
      <Route key={area.key} element={<RequirePermission permission={area.permission} />}>
        <Route path={area.path || undefined} index={!area.path} element={<Page />} />
        {RecordPage ? <Route path={`${area.path}/:id`} element={<RecordPage />} /> : null}
      </Route>
    );
  }
  const { list: List, form: Form, show: Show } = screens;
  const { resource } = area;
  if (!List || !Form) return null;
  const Create = screens.create ?? Form;
  const orList = area.deniedToList ? { permission: areaPermissions(area), to: areaHref(area) } : undefined;
  return (
    <Route key={area.key} path={area.path}>
      <Route element={<RequirePermission permission={areaPermissions(area)} />}>
        <Route index element={<List />} />
      </Route>
      <Route element={<RequirePermission permission={`${resource}.create`} orList={orList} />}>
        <Route path="create" element={<Create />} />
      </Route>
      {/* On the record's path, so that a viewer who may not edit is sent to `:id/show` next to it. */}
      <Route
        path=":id"
        element={<RequirePermission permission={area.editPermissions ?? [`${resource}.update`, `${resource}.view`]} orShow={Show ? `${resource}.view` : undefined} orList={orList} />}
      >
        <Route index element={<Form />} />
      </Route>
      {Show ? (
        <Route element={<RequirePermission permission={`${resource}.view`} orList={orList} />}>
          <Route path=":id/show" element={<Show />} />
        </Route>
      ) : null}
    </Route>
  );
}

/**
 * Everything under /be, built from the area table; loaded when the back office is first opened (app/router.tsx),
 * and each screen's code when it is first opened.
 */
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
