import type { Permission } from '@app/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { Loading } from '../components/Loading';
import { safeRedirect } from '../lib/safe-redirect';
import { useSession } from '../lib/session';
import { areaHref, visibleAreas } from './backoffice/areas';

/** Pages that need a sign-in: a visitor goes to /login and comes back here afterwards. */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (user === undefined) return <Loading />;
  if (user === null) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <Outlet />;
}

/**
 * Login, sign-up and password pages: a signed-in user is sent on, to where the sign-in asked to land, else to
 * the `redirect` parameter, else to their own start: staff to the first back-office area they may open (the
 * dashboard), parents to their family page. This is the one place that leaves these pages after a sign-in.
 */
export function GuestOnly() {
  const { user, landing, can } = useSession();
  const [params] = useSearchParams();
  if (user === undefined) return <Loading />;
  if (user) {
    const [firstArea] = visibleAreas(can);
    const home = firstArea ? areaHref(firstArea) : '/my-family';
    const redirect = params.get('redirect');
    return <Navigate to={landing ?? (redirect ? safeRedirect(redirect) : home)} replace />;
  }
  return <Outlet />;
}

/**
 * Pages that need a permission (any of several): without it, the record's show page (`orShow`, its
 * permission) when the user may view the record, else the area's list (`orList`) when the user may open that
 * list (back-office specification section 2: people, children, registrations), else /403. `orShow` needs the
 * guard on the record's route (`:id`): `show` is resolved against it.
 */
export function RequirePermission({
  permission,
  orShow,
  orList,
}: {
  permission: Permission | readonly Permission[];
  orShow?: Permission;
  orList?: { permission: readonly Permission[]; to: string };
}) {
  const { can } = useSession();
  const wanted = typeof permission === 'string' ? [permission] : permission;
  if (wanted.some(can)) return <Outlet />;
  if (orShow && can(orShow)) return <Navigate to="show" replace />;
  if (orList && orList.permission.some(can)) return <Navigate to={orList.to} replace />;
  return <Navigate to="/403" replace />;
}

/** /be: only for users with a back-office area, checked before its code is downloaded. */
export function RequireBackOffice({ children }: { children: ReactNode }) {
  const { can } = useSession();
  if (visibleAreas(can).length === 0) return <Navigate to="/403" replace />;
  return children;
}
