import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, ValidationError } from './api-client';

type Reporter = (message: string) => void;
let report: Reporter = () => {};

/** Set by the notifications: failures of queries and mutations are shown there once, here. */
export function setErrorReporter(reporter: Reporter): void {
  report = reporter;
}

function shouldReport(error: unknown, meta: Record<string, unknown> | undefined): boolean {
  if (meta?.silent) return false;
  // A 401 ends the session with its own message; a 422 belongs under the form's fields.
  if (error instanceof ApiError && error.status === 401) return false;
  if (error instanceof ValidationError) return false;
  return !(error instanceof DOMException && error.name === 'AbortError');
}

/** The app's query client: one on the phone (main.tsx), one per page the server renders (entry-server.tsx). */
export const createQueryClient = () => new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => shouldReport(error, query.meta) && report((error as Error).message),
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => shouldReport(error, mutation.meta) && report((error as Error).message),
  }),
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
