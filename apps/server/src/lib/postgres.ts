/** PostgreSQL's error for a violated unique index, as both drivers report it (possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return constraint === undefined || current.constraint === constraint || String((current as Error).message).includes(constraint);
  }
  return false;
}
