import { Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { Loading } from '../components/Loading';
import { PrivacyPage } from '../features/account/PrivacyPage';
import { RequirePrivacy } from '../features/account/RequirePrivacy';
import { UserProfilePage } from '../features/account/UserProfilePage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/registration/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { ForbiddenPage } from '../features/errors/ForbiddenPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RouteError } from '../features/errors/RouteError';
import { MyFamilyPage } from '../features/family/MyFamilyPage';
import { HomePage } from '../features/home/HomePage';
import { ImprintPage } from '../features/legal/ImprintPage';
import { lazyWithTimeout } from '../lib/lazy';
import { GuestOnly, RequireAuth, RequireBackOffice } from './guards';
import { MainLayout } from './layouts/MainLayout';

const BackOffice = lazyWithTimeout(() => import('../features/backoffice/BackOffice'));

/** The routes of both specifications (browser history mode). */
export const router = createBrowserRouter([
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'imprint', element: <ImprintPage /> },
      { path: '403', element: <ForbiddenPage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'password/forgot', element: <ForgotPasswordPage /> },
          { path: 'password/reset', element: <ResetPasswordPage /> },
        ],
      },
      // Not behind RequireAuth: the privacy page sends visitors to the start page, not to the login.
      { path: 'privacy', element: <PrivacyPage /> },
      {
        element: <RequireAuth />,
        children: [
          { element: <RequirePrivacy />, children: [{ path: 'my-family', element: <MyFamilyPage /> }] },
          { path: 'user-profile', element: <UserProfilePage /> },
          {
            path: 'be/*',
            element: (
              <RequireBackOffice>
                <Suspense fallback={<Loading />}>
                  <BackOffice />
                </Suspense>
              </RequireBackOffice>
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
