/** PostgreSQL error codes as both drivers report them, possibly wrapped by drizzle in `cause`. */
function postgresError(error: unknown, code: string): { constraint?: string; message?: string } | undefined {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === code) return current as { constraint?: string; message?: string };
  }
  return undefined;
}

/** The SQLSTATE of a database error (`22021`), or undefined for anything else; never its message or parameters. */
export function postgresCode(error: unknown): string | undefined {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return undefined;
}

/**
 * The database refused a character (a NUL byte in text or JSON): the field schemas refuse them first, this is
 * the guard for a text that slipped past them.
 */
export function isRefusedCharacter(error: unknown): boolean {
  return ['22021', '22P05'].includes(postgresCode(error) ?? '');
}

/** A violated unique index (optionally a named one). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = postgresError(error, '23505');
  if (!found) return false;
  return constraint === undefined || found.constraint === constraint || String(found.message).includes(constraint);
}

/** A row still referenced by another (a foreign key refused the delete). */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresError(error, '23503') !== undefined;
}

/** A CHECK constraint refused a row (optionally a named one): the last guard of a rule the code checks first. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const found = postgresError(error, '23514');
  if (!found) return false;
  return constraint === undefined || found.constraint === constraint || String(found.message).includes(constraint);
}

/** A deadlock or serialization failure: the transaction did nothing and may simply run again. */
export function isTransientConflict(error: unknown): boolean {
  return postgresError(error, '40P01') !== undefined || postgresError(error, '40001') !== undefined;
}

/**
 * Runs a transaction again when PostgreSQL aborted it for a deadlock or a serialization failure, a few times
 * with a short random pause, so such a conflict never reaches a user. Anything else is thrown at once.
 */
export async function retryTransientConflicts<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
