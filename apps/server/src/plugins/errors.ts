import { fieldName, issueMessage, type ErrorBody, type ErrorCode } from '@app/domain';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DocumentTimeoutError } from '../documents/document-workers';
import { DomainError, type MessageRef } from '../lib/errors';
import { isRefusedCharacter } from '../lib/postgres';

const STATUS: Record<ErrorCode, number> = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  validation: 'errors.validation',
  unauthenticated: 'errors.unauthenticated',
  forbidden: 'errors.forbidden',
  not_found: 'errors.not_found',
  conflict: 'errors.conflict',
  rate_limited: 'errors.rate_limited',
};

export function sendError(reply: FastifyReply, request: FastifyRequest, error: DomainError) {
  const ref = error.ref ?? { key: DEFAULT_MESSAGE[error.code] };
  const body: ErrorBody = { message: request.t(ref.key, ref.params) };
  const fields = Object.entries(error.fields);
  if (fields.length > 0) {
    body.errors = Object.fromEntries(fields.map(([field, f]) => [field, [request.t(f.key, f.params)]]));
  }
  return reply.status(STATUS[error.code]).send(body);
}

type ValidationIssue = { instancePath: string; keyword: string; message?: string; params: object };

/** Zod issues of a request part, first issue per field, as message references. */
function fieldsOf(issues: ValidationIssue[]) {
  const fields: Record<string, MessageRef> = {};
  for (const issue of issues) {
    const field = fieldName(issue.instancePath.split('/').filter(Boolean));
    if (fields[field]) continue;
    const { key, params } = issueMessage({ ...issue.params, code: issue.keyword, message: issue.message ?? '' });
    fields[field] = { key, params };
  }
  return fields;
}

/**
 * What a route that validates its body itself (at its turn, the family booking) answers for the issues of
 * `validatorCompiler`: the same 422 as the validation fastify runs before a handler.
 */
export function invalidBody(issues: ValidationIssue[]): DomainError {
  return new DomainError('validation', undefined, fieldsOf(issues));
}

/** More than nginx lets through (client_max_body_size 12m): a body this long is not worth reading to its end. */
const DRAIN_AT_MOST_BYTES = 16 * 1024 * 1024;
const DRAIN_AT_MOST_MS = 10_000;

/**
 * Reads what is left of a refused body and throws it away. Fastify refuses a body above the limit before
 * reading it and closes the connection after the 413; closed with the body still arriving, the kernel resets
 * it, and nginx, still writing the body, answered its own 502 instead of the application's 413 (one request in
 * about fifteen on a busy machine). Read to its end, the close is an orderly one. A client that sends more than
 * nginx would, or stalls, is answered anyway.
 */
function drained(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', count).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_AT_MOST_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_AT_MOST_MS);
    raw.on('data', count).on('end', done).on('close', done).on('error', done);
    raw.resume();
  });
}

/**
 * The one place where failures become HTTP answers. Anything a user can cause is a 4xx with a translated
 * message; a 500 says only that something went wrong and the details go to the log.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return sendError(reply, request, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names nothing that exists.
      if (error.validationContext === 'params') return sendError(reply, request, new DomainError('not_found'));
      return sendError(reply, request, new DomainError('validation', undefined, fieldsOf(error.validation)));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      await drained(request.raw);
      return reply.status(413).send({ message: request.t('errors.payload_too_large') });
    }
    if (status === 429) return sendError(reply, request, new DomainError('rate_limited', { key: 'errors.rate_limited', params: { minutes: 1 } }));
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type and the like: the request itself is broken.
      return reply.status(status).send({ message: request.t('errors.validation') });
    }
    if (isRefusedCharacter(error)) return sendError(reply, request, new DomainError('validation'));
    if (error instanceof DocumentTimeoutError) {
      request.log.warn({ err: error }, 'document build stopped');
      return reply.status(503).send({ message: request.t('errors.document_timeout') });
    }
    // The error goes through the logger's serializer (plugins/logging.ts): kind, code and stack, never a
    // database error's message, which holds the failed query's parameters (password hashes, tax codes,
    // addresses); the request's query and body are never logged. The reference ties the answer to the line.
    const reference = randomBytes(6).toString('hex');
    request.log.error({ err: error, reference }, 'request failed');
    return reply.status(500).send({ message: request.t('errors.internal'), reference });
  });
});
