import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { Loading } from '../components/Loading';
import { SessionProvider } from '../lib/session';
import { optionsQuery } from '../lib/options';
import { t } from '../lib/i18n';
import { NotificationsProvider, useNotify } from '../lib/notifications';
import { setErrorReporter } from '../lib/query-client';
import { createAppTheme } from '../lib/theme';
import { AppRoutes } from './router';

function ErrorReporter() {
  const notify = useNotify();
  useEffect(() => setErrorReporter((message) => notify('error', message)), [notify]);
  return null;
}

/** Everything waits for the options: the name, colour and logo are right from the first frame. */
function Themed({ Router }: { Router: AppRouter }) {
  const { data: options } = useSuspenseQuery(optionsQuery);
  const theme = useMemo(() => createAppTheme(options.app_color), [options.app_color]);
  useEffect(() => {
    document.title = options.app_name || t('app.default_title');
  }, [options.app_name]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotificationsProvider>
        <ErrorReporter />
        <SessionProvider>
          <Router>
            <AppRoutes />
          </Router>
        </SessionProvider>
      </NotificationsProvider>
    </ThemeProvider>
  );
}

/** The browser's router on the phone, a router at the requested address on the server (entry-server.tsx). */
export type AppRouter = ComponentType<{ children: ReactNode }>;

export function App({ client, Router }: { client: QueryClient; Router: AppRouter }) {
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<Loading />}>
        <Themed Router={Router} />
      </Suspense>
    </QueryClientProvider>
  );
}
