import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * One line per request, when it has been answered (fastify's own request logging, turned off in the app,
 * writes two): the route, the status and the time it took. At the opening minute every line is CPU the
 * bookings need (decision 012).
 */
export function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime) }, 'request completed');
  });
}

/**
 * Standard output written in blocks rather than one write per line: at the opening minute the synchronous
 * write of every request's two lines was a tenth of the server's CPU (decision 012). A line waits at most
 * `flushMs` (or until 8 KB are together); `close()` writes what is left when the process stops. A process
 * that is killed loses at most the last `flushMs` of lines.
 */
export function bufferedStdout(flushMs = 200) {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 8192 });
  const timer = setInterval(() => destination.flush(), flushMs).unref();
  return {
    stream: destination,
    flush: () => destination.flushSync(),
    close() {
      clearInterval(timer);
      destination.flushSync();
    },
  };
}
