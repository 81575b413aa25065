import type { ClientErrorKind } from '@app/domain';
import { configureApiClient, type UnexpectedAnswer } from './api-client';

/**
 * The web app's failures reach the server's log (both specifications ask for it): errors nobody caught, promises
 * nobody waited for, screens whose code did not arrive, calls that went wrong. This part, in every page, only
 * catches them; the code that writes and sends a report (client-error-reports.ts) comes with the first failure:
 * every byte of the first page counts on a phone (the course page's JavaScript budget).
 */

let installed = false;
/** The reports in the order of their failures, each once the reporting code is there. */
let reports: Promise<void> = Promise.resolve();
const reporter = () => import('./client-error-reports');

/**
 * Tells the server of a failure (see client-error-reports.ts for what and how often). Does nothing until
 * `installClientErrorReporting()`: the server's renderer of the public pages runs this code too.
 */
export function reportClientError(kind: ClientErrorKind, failure: unknown, call?: { status?: number; api: string }): void {
  if (!installed) return;
  // Where the failure happened, not where the page is once the reporting code has arrived.
  const page = window.location.pathname;
  reports = reports
    .then(async () => (await reporter()).sendReport({ kind, failure, call, page }))
    // The reporting code itself did not arrive (no network): nothing can be told.
    .catch(() => {});
}

/** Settles once every report of a failure so far has been handed to the browser (tests). */
export const reportsHandedOver = (): Promise<void> => reports;

const reportUnexpectedAnswer = ({ method, path, status, error }: UnexpectedAnswer) =>
  reportClientError('api', error, { status, api: `${method} ${path}` });

/**
 * Starts reporting, once per page (main.tsx). The function returned stops it and forgets what was sent, as a
 * new page would (tests).
 */
export function installClientErrorReporting(): () => void {
  if (installed) return uninstall;
  installed = true;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('vite:preloadError', onPreloadError);
  configureApiClient({ onUnexpectedAnswer: reportUnexpectedAnswer });
  return uninstall;
}

const onError = (event: ErrorEvent) => reportClientError('error', event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => reportClientError('unhandledrejection', event.reason);
// Vite could not load what a screen's chunk needs first (a shared chunk, its styles); the import fails with it.
const onPreloadError = (event: VitePreloadErrorEvent) => reportClientError('chunk', event.payload);

function uninstall(): void {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  window.removeEventListener('vite:preloadError', onPreloadError);
  configureApiClient({ onUnexpectedAnswer: () => {} });
  installed = false;
  reports = reports.then(async () => (await reporter()).forgetReports()).catch(() => {});
}
