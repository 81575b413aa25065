import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { vi } from 'vitest';
import { GuestOnly, RequireAuth } from '../../../app/guards';
import { NotificationsProvider } from '../../../lib/notifications';
import { SessionProvider } from '../../../lib/session';
import { routesAt } from '../../../testing/app';

/**
 * The screen inside the app's providers and behind the app's guards, with
 * stand-ins for the pages it leads to.
 */
export function renderApp(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const { element, router } = routesAt(
    [
      { element: <GuestOnly />, children: [{ path: '/register', element: ui }, { path: '/login', element: <h1>login page</h1> }] },
      { element: <RequireAuth />, children: [{ path: '/my-family', element: <h1>family page</h1> }] },
      { path: '/', element: <h1>home page</h1> },
    ],
    '/register',
  );
  render(
    <QueryClientProvider client={client}>
      <NotificationsProvider>
        <SessionProvider>
          <Suspense fallback="loading">
            {element}
          </Suspense>
        </SessionProvider>
      </NotificationsProvider>
    </QueryClientProvider>
  );
  return router;
}

type Handler = (init: RequestInit) => { status: number; body?: unknown };

/** A fetch that answers by path; every call is kept to look at the request afterwards. */
export function stubServer(handlers: Record<string, Handler>) {
  const calls: { path: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const path = input.split('?')[0]!;
    calls.push({ path, init });
    const handler = handlers[path];
    if (!handler) return new Response('not found', { status: 404 });
    const { status, body } = handler(init);
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}
