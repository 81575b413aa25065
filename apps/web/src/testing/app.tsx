import { OPTION_DEFINITIONS, PUBLIC_OPTION_KEYS, type UserData } from '@app/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { NotificationsProvider } from '../lib/notifications';
import { SessionProvider } from '../lib/session';
import { optionsQuery, type PublicOptions } from '../lib/options';

/** Test support of the web app: a stubbed browser and server, a signed-in user, and the app's providers around routes. */

export const DRAWN_SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

/**
 * What the test DOM (happy-dom) has no real version of: a canvas (every drawing call is accepted, the export is a fixed PNG), ResizeObserver
 * (both undone by vi.restoreAllMocks() and vi.unstubAllGlobals()) and scrolling.
 */
export function stubBrowser(): void {
  const context = new Proxy({}, { get: (_target, property) => (property === 'canvas' ? undefined : () => {}) });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(DRAWN_SIGNATURE);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  // The test DOM does not scroll; a fresh mock per test lets a test check that the page scrolled to an error.
  Element.prototype.scrollIntoView = vi.fn();
}

/** The notification on screen (lib/notifications.tsx), once it is there: it has no role of its own. */
export function findNotification(): Promise<HTMLElement> {
  return waitFor(() => {
    const shown = document.querySelector<HTMLElement>('[data-notification]');
    if (!shown) throw new Error('no notification');
    return shown;
  });
}

/** One stroke with the mouse, as signature_pad listens for it. */
export function drawSignature(canvas: Element): void {
  fireEvent.pointerDown(canvas, { buttons: 1, pointerId: 1, pointerType: 'mouse', clientX: 10, clientY: 10 });
  fireEvent.pointerMove(canvas, { buttons: 1, pointerId: 1, pointerType: 'mouse', clientX: 60, clientY: 40 });
  fireEvent.pointerUp(canvas, { buttons: 0, pointerId: 1, pointerType: 'mouse', clientX: 60, clientY: 40 });
}

type Reply = [status: number, body: unknown];
/** Answers by "METHOD /path" (without the query); the body is the parsed JSON the page sent. */
export type ApiStubs = Record<string, (body: unknown) => Reply>;

export function stubApi(stubs: ApiStubs) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const stub = stubs[key];
    if (!stub) return new Response(JSON.stringify({ message: `no stub for ${key}` }), { status: 500 });
    const [status, body] = stub(init.body ? JSON.parse(String(init.body)) : undefined);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  /** The bodies sent to one endpoint, in order. */
  const sent = (key: string) =>
    fetch.mock.calls
      .filter(([url, init]) => `${init?.method ?? 'GET'} ${url.split('?')[0]}` === key)
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  return { fetch, sent };
}

export function parentUser(overrides: Partial<UserData> = {}): UserData {
  return {
    id: 7,
    name: 'Maria Rossi',
    email: 'maria@example.org',
    lang: 'de',
    roles: ['Parent'],
    permissions: ['user.updateOwn'],
    people: {
      id: 3,
      display_name: 'Maria Rossi',
      first_name: 'Maria',
      last_name: 'Rossi',
      tax: 'RSSMRA86L63A952X',
      gender: 'f',
      birth: '1986-07-23',
      address: 'Museumstraße 1',
      plz: '39100',
      place: 'Bozen',
      phone: '+39 0471 123456',
      email: 'maria@example.org',
      language: 'de',
      privacy_agb: true,
      privacy_photo: 'no',
      privacy_photo_accept_at: null,
    },
    privacy_verification_needed: false,
    ...overrides,
  };
}

/** The address of the memory router, for a test to read and change like a user with the browser's bar. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

function RoutesWithHandle({ routes, onAddress }: { routes: RouteObject[]; onAddress: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onAddress(location, navigate), [onAddress, location, navigate]);
  return useRoutes(routes);
}

/** Routes in a memory router at a path, and the handle on its address. */
export function routesAt(routes: RouteObject[], path: string): { element: ReactNode; router: TestRouter } {
  const router = { state: {} } as TestRouter;
  const onAddress = (location: Location, navigate: NavigateFunction) => {
    router.state.location = location;
    router.navigate = navigate;
  };
  return {
    router,
    element: (
      <MemoryRouter initialEntries={[path]}>
        <RoutesWithHandle routes={routes} onAddress={onAddress} />
      </MemoryRouter>
    ),
  };
}

/** Renders routes at a path inside the providers of the app (the app's declarative router); options start at their defaults. */
export function renderRoutes(routes: RouteObject[], path: string, options: Partial<PublicOptions> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const defaults = Object.fromEntries(PUBLIC_OPTION_KEYS.map((key) => [key, OPTION_DEFINITIONS[key].default]));
  queryClient.setQueryData(optionsQuery.queryKey, { ...defaults, ...options } as PublicOptions);
  const { element, router } = routesAt(routes, path);
  render(
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <SessionProvider>
          {element}
        </SessionProvider>
      </NotificationsProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** The address bar of the memory router: path and query. */
export const currentUrl = (router: TestRouter) => `${router.state.location.pathname}${router.state.location.search}`;

/** MUI asks matchMedia for the layout; the test DOM has no screen of its own. Back-office tables show from 991 px, cards below. */
export function stubViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} };
  });
}
