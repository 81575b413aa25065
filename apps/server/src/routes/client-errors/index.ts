import { clientErrorSchema, type ClientErrorReport } from '@app/domain';
import type { LevelWithSilent } from 'pino';
import { z } from 'zod';
import { clientErrors } from '../../lib/metrics';
import { rateLimitClient } from '../../lib/rate-limit-client';
import { takeAttempt, type Limit } from '../../repositories/rate-limits';
import type { RoutePlugin } from '../types';

/**
 * Reports per client (IP): a page in an error loop is cut off after a few, while a school's or office's
 * network, where many families share an address, still gets the reports of several of them through.
 */
export const CLIENT_ERRORS_PER_IP: Limit = { name: 'client-errors-ip', max: 30, windowMs: 10 * 60_000 };

/** Anything shaped like an e-mail address: an error message may quote what someone typed. */
const EMAIL_ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const withoutEmails = (text: string) => text.replace(EMAIL_ADDRESS, '[email]');

/** The path alone: a query or hash may hold a token or a search for a name. */
function pathOf(address: string): string {
  const path = address.split(/[?#]/, 1)[0]!;
  try {
    // A whole address (`https://host/path`) becomes its path, too.
    return new URL(path, 'http://page').pathname;
  } catch {
    return path;
  }
}

/** What of a report reaches the log: no personal data, whatever the client sent. */
export function scrubReport(report: ClientErrorReport): ClientErrorReport {
  return {
    ...report,
    message: withoutEmails(report.message),
    ...(report.stack === undefined ? {} : { stack: withoutEmails(report.stack) }),
    page: withoutEmails(pathOf(report.page)),
    ...(report.api === undefined ? {} : { api: withoutEmails(report.api.split(/[?#]/, 1)[0]!) }),
  };
}

/**
 * The route's requests are logged from `warn` on (unless the operator chose fewer): the accepted reports. A
 * client over the limit gets its 429s without a line each, which would only repeat what it was cut off for.
 */
const QUIETER_THAN_WARN: readonly LevelWithSilent[] = ['error', 'fatal', 'silent'];
const atLeastWarn = (level: string): LevelWithSilent => QUIETER_THAN_WARN.find((quieter) => quieter === level) ?? 'warn';

/** The web app's errors (lib/client-errors.ts), before sign-in too: no token is needed, and one sent is not read. */
export const clientErrorRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.post('/client-errors', {
    logLevel: atLeastWarn(app.log.level),
    // The longest report is a few kilobytes.
    bodyLimit: 32 * 1024,
    schema: { tags: ['client-errors'], description: 'A failure of the web app, written to the server log.', body: clientErrorSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await takeAttempt(db, [[CLIENT_ERRORS_PER_IP, rateLimitClient(request.ip)]]);
      request.log.warn({ clientError: scrubReport(request.body) }, 'client error');
      clientErrors.inc({ kind: request.body.kind });
      return reply.status(204).send(null);
    },
  });
};
