/**
 * What the web app reports of its own failures (POST /api/client-errors, `clientErrorSchema`), for the server's
 * log: both specifications ask that client errors reach it. Apart from the schema, so that the web app's first
 * screen, which reports, does not load zod and the form fields for it.
 *
 * error: an uncaught error; unhandledrejection: a promise nobody caught; chunk: a screen's code that did not
 * load; api: a call answered with a 5xx, not at all, or with something other than JSON.
 */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'chunk', 'api'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The longest texts a report carries; the web app shortens to them so that a long stack is sent, not refused. */
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, page: 300, release: 100, api: 300 } as const;
