import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { postgresCode } from '../lib/postgres';

/** What the application logs and where; `stream` is for tests that read the log lines. */
export interface LogSettings {
  level: string;
  stream?: { write(line: string): void };
}

export const REDACTED = '[redacted]';

/** Fields whose value never reaches the log, at any depth: passwords, tokens, their hashes, credentials. */
const SECRET_KEY = /password|token|authorization|cookie|secret/i;
/** A token in a URL or any other text (`?token=...`, `&token=...`). */
const TOKEN_IN_TEXT = /([?&;]token=)[^&#\s"']*/gi;

export const redactText = (text: string) => text.replace(TOKEN_IN_TEXT, `$1${REDACTED}`);

const isPlainObject = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value));

function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object' || depth > 10) return value;
  if (Array.isArray(value)) return value.map((entry) => redact(entry, depth + 1));
  // Requests, replies and errors have serializers of their own (below).
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, SECRET_KEY.test(key) ? REDACTED : redact(entry, depth + 1)]));
}

/**
 * A request as logged: the route's pattern (`/api/files/:id/:name`) rather than the address, so no path
 * parameter, search word or token a client sent is written down; the query shows only which parameters came.
 * An address that matched no route is logged as its path, without the query.
 */
function requestUrl(request: FastifyRequest): string {
  const [path = '', query] = request.url.split('?', 2);
  const names = query ? [...new URLSearchParams(query).keys()] : [];
  const shown = names.length > 0 ? `?${[...new Set(names)].map((name) => `${redactText(name)}=${REDACTED}`).join('&')}` : '';
  return `${request.routeOptions?.url ?? path}${shown}`;
}

/**
 * An error as logged: its kind, code and stack frames. A database error's message (and drizzle's, which
 * repeats the failed query with its parameters) holds the data being written, so it is left out.
 */
export function describeError(error: Error & { code?: unknown; statusCode?: number }) {
  // Something thrown that is not an object (a string): only its kind, it could be anything.
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: '(not an error object)', stack: '' };
  const code = postgresCode(error);
  const fromDatabase = code !== undefined || 'params' in error || 'query' in error;
  return {
    type: error.name,
    code: code ?? (typeof error.code === 'string' ? error.code : undefined),
    statusCode: error.statusCode,
    message: fromDatabase ? '(the database error, left out)' : redactText(error.message),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}

/** The logger of the app: fastify's pino with the serializers and redaction above. */
export function loggerOptions(settings: LogSettings) {
  return {
    level: settings.level,
    ...(settings.stream ? { stream: settings.stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: requestUrl(request), remoteAddress: request.ip }),
      err: describeError,
    },
    formatters: { log: (object: Record<string, unknown>) => redact(object) as Record<string, unknown> },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)));
      },
    },
  };
}

/**
 * A second is about where a person stops feeling that the page answers and starts waiting; the pages and the
 * API answer in milliseconds, so a request this slow is worth a look (a busy database, a large export, a slow
 * connection).
 */
export const SLOW_REQUEST_MS = 1000;

/**
 * Refusals the app gives in ordinary use, which say nothing about the server: not signed in (every first visit
 * asks), nothing there, a change the current state does not allow, a form value the server refuses. Other 4xx
 * (a malformed request, a forbidden one the screens never offer, a rate limit, a file too large) point to a
 * broken client or someone trying things, and are written at info like every 5xx.
 */
const ROUTINE_REFUSALS = new Set([401, 404, 409, 422]);

const worthNoting = (status: number, ms: number) => ms >= SLOW_REQUEST_MS || (status >= 400 && !ROUTINE_REFUSALS.has(status));

/**
 * One line per request, when it has been answered (route, status, time), instead of fastify's two: at the
 * opening minute every line is CPU the bookings need (decision 012). At `info` only the requests that failed
 * or were slow: every page a visitor opens is dozens of requests, whose lines would bury the ones that matter;
 * the others are at `debug`. Fastify's other lines (errors, streams, unknown routes) stay as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (worthNoting(reply.statusCode, line.responseTime)) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}

/**
 * Standard output written without blocking: a synchronous write per line was a tenth of the server's CPU at
 * the opening minute (decision 012). Lines that come while a write is under way go out together in the next
 * one. `close()` writes what is left when the process stops; pino does the same on exit. A killed process
 * loses the lines not yet written.
 */
export function asyncStdout() {
  const destination = pino.destination({ dest: 1, sync: false });
  return { stream: destination, close: () => destination.flushSync() };
}
