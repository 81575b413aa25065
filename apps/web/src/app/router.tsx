import { createBrowserRouter } from 'react-router';
import { Loading } from '../components/Loading';
import { ForbiddenPage } from '../features/errors/ForbiddenPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RouteError } from '../features/errors/RouteError';
import { CourseListPage } from '../features/public-courses/CourseListPage';
import { lazyPage } from '../lib/lazy';
import { BackOffice } from './backoffice/BackOffice';
import { GuestOnly, RequireAuth, RequireBackOffice } from './guards';
import { MainLayout } from './layouts/MainLayout';

/** The routes of both specifications (browser history mode). Only the home page is in the first download. */
export const router = createBrowserRouter([
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    HydrateFallback: Loading,
    children: [
      { index: true, element: <CourseListPage /> },
      { path: 'courseregistration/:id', lazy: lazyPage(() => import('../features/public-courses/CourseDetailPage'), 'CourseDetailPage') },
      { path: 'imprint', lazy: lazyPage(() => import('../features/legal/ImprintPage'), 'ImprintPage') },
      { path: '403', element: <ForbiddenPage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', lazy: lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage') },
          { path: 'register', lazy: lazyPage(() => import('../features/auth/signup/SignupPage'), 'SignupPage') },
          { path: 'password/forgot', lazy: lazyPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage') },
          { path: 'password/reset', lazy: lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage') },
        ],
      },
      // Not behind RequireAuth: the privacy page sends visitors to the start page, not to the login.
      { path: 'privacy', lazy: lazyPage(() => import('../features/account/PrivacyPage'), 'PrivacyPage') },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyPage(() => import('../features/account/RequirePrivacy'), 'RequirePrivacy'),
            children: [
              { path: 'my-family', lazy: lazyPage(() => import('../features/family/MyFamilyPage'), 'MyFamilyPage') },
              { path: 'confirmations', lazy: lazyPage(() => import('../features/family/ConfirmationsPage'), 'ConfirmationsPage') },
            ],
          },
          { path: 'user-profile', lazy: lazyPage(() => import('../features/account/UserProfilePage'), 'UserProfilePage') },
          {
            path: 'be/*',
            element: (
              <RequireBackOffice>
                <BackOffice />
              </RequireBackOffice>
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
