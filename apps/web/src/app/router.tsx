import { useQueryClient } from '@tanstack/react-query';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { ForbiddenPage } from '../features/errors/ForbiddenPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { CourseListPage } from '../features/public-courses/CourseListPage';
import { prefetchPageData } from '../features/public-courses/prefetch';
import { lazyPage } from '../lib/lazy';
import { GuestOnly, RequireAuth, RequireBackOffice } from './guards';
import { MainLayout } from './layouts/MainLayout';

const CourseDetailPage = lazyPage(() => import('../features/public-courses/CourseDetailPage'), 'CourseDetailPage', { publicPage: true });
const ImprintPage = lazyPage(() => import('../features/legal/ImprintPage'), 'ImprintPage');
const PrivacyNoticePage = lazyPage(() => import('../features/legal/PrivacyNoticePage'), 'PrivacyNoticePage');
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const SignupPage = lazyPage(() => import('../features/auth/signup/SignupPage'), 'SignupPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const PrivacyPage = lazyPage(() => import('../features/account/PrivacyPage'), 'PrivacyPage');
const RequirePrivacy = lazyPage(() => import('../features/account/RequirePrivacy'), 'RequirePrivacy');
const MyFamilyPage = lazyPage(() => import('../features/family/MyFamilyPage'), 'MyFamilyPage');
const ConfirmEmailPage = lazyPage(() => import('../features/family/ConfirmEmailPage'), 'ConfirmEmailPage');
const WishListPage = lazyPage(() => import('../features/wishes/WishListPage'), 'WishListPage');
const SeasonAuditPage = lazyPage(() => import('../features/season-audit/SeasonAuditPage'), 'SeasonAuditPage');
const ConfirmationsPage = lazyPage(() => import('../features/family/ConfirmationsPage'), 'ConfirmationsPage');
const UserProfilePage = lazyPage(() => import('../features/account/UserProfilePage'), 'UserProfilePage');
// The back office's routes and its screens' table: not in a parent's first page.
const BackOffice = lazyPage(() => import('./backoffice/BackOffice'), 'BackOffice');

/** The code of a public page the server rendered: the phone hydrates the page once it is there (main.tsx). */
export function loadPublicPage(pathname: string): Promise<unknown> {
  return matchPath('/courseregistration/:id', pathname) ? CourseDetailPage.preload() : Promise.resolve();
}

/**
 * The routes of both specifications (browser history mode, react-router's declarative mode: the data router's
 * loaders and lazy routes cost a phone twice the router's code). Only the home page is in the first download.
 */
export function AppRoutes() {
  // On every navigation (main.tsx asks before the first render), while the next page's code may still be on its way.
  prefetchPageData(useQueryClient(), useLocation());
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route index element={<CourseListPage />} />
        <Route path="courseregistration/:id" element={<CourseDetailPage />} />
        <Route path="imprint" element={<ImprintPage />} />
        <Route path="privacy-notice" element={<PrivacyNoticePage />} />
        <Route path="403" element={<ForbiddenPage />} />
        <Route path="seasons/:seasonId/audit" element={<SeasonAuditPage />} />
        <Route element={<GuestOnly />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<SignupPage />} />
          <Route path="password/forgot" element={<ForgotPasswordPage />} />
          <Route path="password/reset" element={<ResetPasswordPage />} />
        </Route>
        {/* Not behind RequireAuth: the privacy page sends visitors to the start page, not to the login. */}
        <Route path="privacy" element={<PrivacyPage />} />
        <Route element={<RequireAuth />}>
          <Route element={<RequirePrivacy />}>
            <Route path="my-family" element={<MyFamilyPage />} />
            <Route path="my-family/wishes/:seasonId" element={<WishListPage />} />
            <Route path="confirmations" element={<ConfirmationsPage />} />
          </Route>
          <Route path="user-profile" element={<UserProfilePage />} />
          {/* Not behind RequirePrivacy: the link of a new sign-in address works before anything else is asked. */}
          <Route path="confirm-email" element={<ConfirmEmailPage />} />
          <Route
            path="be/*"
            element={
              <RequireBackOffice>
                <BackOffice />
              </RequireBackOffice>
            }
          />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
