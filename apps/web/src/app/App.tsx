import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { Loading } from '../components/Loading';
import { SessionProvider } from '../lib/session';
import { optionsQuery } from '../lib/options';
import { t } from '../lib/i18n';
import { NotificationsProvider, useNotify } from '../lib/notifications';
import { queryClient, setErrorReporter } from '../lib/query-client';
import { createAppTheme } from '../lib/theme';
import { AppRoutes } from './router';

// Asked for at once, in parallel with the page's own data (router.tsx), the texts and a lazy page's code.
void queryClient.prefetchQuery(optionsQuery);

function ErrorReporter() {
  const notify = useNotify();
  useEffect(() => setErrorReporter((message) => notify('error', message)), [notify]);
  return null;
}

/** Everything waits for the options: the name, colour and logo are right from the first frame. */
function Themed() {
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
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </NotificationsProvider>
    </ThemeProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Loading />}>
        <Themed />
      </Suspense>
    </QueryClientProvider>
  );
}
