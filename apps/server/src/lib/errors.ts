import type { ErrorCode, TranslationParams } from '@app/domain';

/** A message still to be translated: a catalogue key and its placeholder values. */
export interface MessageRef {
  key: string;
  params?: TranslationParams;
}

/**
 * What a use case throws when it cannot do what was asked. It names a code from the closed list and
 * catalogue keys, never an HTTP status or a sentence: the error handler translates it for the request.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly ref?: MessageRef,
    readonly fields: Record<string, MessageRef> = {},
  ) {
    // An answer, not a fault, and never logged with a stack: none is taken (at the opening second the refusals'
    // stacks took 2 % of the server's time, issue 34).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(ref?.key ?? code);
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/** One or more fields are wrong: 422 with the message under each field. */
export function invalid(fields: Record<string, string | MessageRef>, ref?: MessageRef): DomainError {
  const refs = Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [
      field,
      typeof message === 'string' ? { key: `validation.${message}` } : message,
    ]),
  );
  return new DomainError('validation', ref, refs);
}

export const notFound = () => new DomainError('not_found');
/** 403, with a message saying why when the general one would not tell the user what to do. */
export const forbidden = (key?: string) => new DomainError('forbidden', key === undefined ? undefined : { key });
export const unauthenticated = () => new DomainError('unauthenticated');
/** A record that cannot be changed or deleted as asked, with the message saying why. */
export const conflict = (key: string) => new DomainError('conflict', { key });
