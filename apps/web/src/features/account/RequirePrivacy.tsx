import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '../../components/Loading';
import { useSession } from '../../lib/session';

/**
 * Family pages need a current privacy consent: a parent without one confirms it first on /privacy and comes
 * back here afterwards.
 */
export function RequirePrivacy() {
  const { user } = useSession();
  const location = useLocation();
  if (user === undefined) return <Loading />;
  if (user?.privacy_verification_needed) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/privacy?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <Outlet />;
}
