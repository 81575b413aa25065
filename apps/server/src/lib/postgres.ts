/** PostgreSQL error codes as both drivers report them, possibly wrapped by drizzle in `cause`. */
function postgresError(error: unknown, code: string): { constraint?: string; message?: string } | undefined {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === code) return current as { constraint?: string; message?: string };
  }
  return undefined;
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
