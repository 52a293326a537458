/**
 * Whether `error` (or the error drizzle wrapped) is a write refused by a unique index on
 * `table`.`column`: SQLite names the column in its message, PostgreSQL the index (which
 * the schema names `<table>_<column>`).
 */
export function isUniqueViolation(error: unknown, table: string, column: string): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, message, constraint } = cause as { code?: unknown; message?: unknown; constraint?: unknown };
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') return String(message).includes(`${table}.${column}`);
  return code === '23505' && constraint === `${table}_${column}`;
}
