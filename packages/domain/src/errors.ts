/** The closed list of failures a use case may report; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every failed answer. `errors` holds the first message per field. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  /** Only on a 500: the reference under which the server logged the failure, to quote when reporting it. */
  reference?: string;
}
