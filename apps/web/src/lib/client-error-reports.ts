import { CLIENT_ERROR_LIMITS, type ClientErrorKind, type ClientErrorReport } from '@app/domain';

/**
 * The reports themselves (lib/client-errors.ts catches the failures): downloaded with the first failure, not
 * with every page, since most pages never fail. A report holds the page's path, what went wrong and where in the
 * code; never a form's values, a request's body or a query string.
 */

export const CLIENT_ERRORS_PATH = '/api/client-errors';
/** A page in an error loop would send the same failure for as long as it is open; the first few tell it all. */
export const MAX_REPORTS_PER_PAGE = 10;

const RELEASE = typeof __RELEASE__ === 'string' ? __RELEASE__ : 'unbuilt';

// eslint-disable-next-line no-control-regex -- removing them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex -- removing them is the point
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** A text as the server takes it (packages/domain's clientErrorSchema): no control characters, shortened to its limit. */
const fit = (text: string, max: number, { multiLine = false } = {}) =>
  text
    .replace(multiLine ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS, '')
    .trim()
    .slice(0, max)
    .trim();

/** What a failure says of itself. Something thrown that is no error may hold anything, so only its kind is told. */
function whatWentWrong(failure: unknown): { message: string; stack?: string } {
  if (failure instanceof Error) return { message: failure.message ? `${failure.name}: ${failure.message}` : failure.name, stack: failure.stack };
  if (typeof failure === 'string') return { message: failure };
  return { message: `(a thrown ${failure === null ? 'null' : typeof failure})` };
}

let reportsSent = 0;
let lastReported: string | null = null;

function send(report: ClientErrorReport): void {
  const body = JSON.stringify(report);
  try {
    // A beacon is sent even when the failure ends the page (a reload, the tab closed).
    if (navigator.sendBeacon(CLIENT_ERRORS_PATH, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser without beacons, or one that refuses a beacon of JSON: fetch sends it alike.
  }
  fetch(CLIENT_ERRORS_PATH, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body }).catch(() => {
    // A report that did not arrive is not reported in turn.
  });
}

/**
 * Tells the server of a failure on `page`, at most `MAX_REPORTS_PER_PAGE` times per page and never the same failure
 * twice in a row (a screen's code that did not load is reported where it loads and again by its error boundary).
 */
export function sendReport({ kind, failure, call, page }: { kind: ClientErrorKind; failure: unknown; call?: { status?: number; api: string }; page: string }): void {
  if (reportsSent >= MAX_REPORTS_PER_PAGE) return;
  const { message, stack } = whatWentWrong(failure);
  const fittedStack = stack ? fit(stack, CLIENT_ERROR_LIMITS.stack, { multiLine: true }) : '';
  const report: ClientErrorReport = {
    kind,
    message: fit(message, CLIENT_ERROR_LIMITS.message, { multiLine: true }) || '(no message)',
    ...(fittedStack ? { stack: fittedStack } : {}),
    page: fit(page, CLIENT_ERROR_LIMITS.page) || '/',
    release: fit(RELEASE, CLIENT_ERROR_LIMITS.release),
    ...(call?.status === undefined ? {} : { status: call.status }),
    ...(call ? { api: fit(call.api, CLIENT_ERROR_LIMITS.api) } : {}),
  };
  const sameAsLast = `${report.api ?? ''} ${report.message}`;
  if (sameAsLast === lastReported) return;
  lastReported = sameAsLast;
  reportsSent += 1;
  send(report);
}

/** As a new page would start (tests). */
export function forgetReports(): void {
  reportsSent = 0;
  lastReported = null;
}
