/** PostgreSQL's unique_violation, reported the same way by pg and PGlite. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  // drizzle wraps driver errors; the original is in `cause`.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
