/**
 * Whether `error` (or the error drizzle wrapped) is a write refused by a unique index on
 * `table`.`column` (an index over several columns: its last): SQLite names the column in its
 * message, PostgreSQL the index (by default the schema's name for it, `<table>_<column>`).
 */
export function isUniqueViolation(
  error: unknown,
  table: string,
  column: string,
  index = `${table}_${column}`,
): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, message, constraint } = cause as { code?: unknown; message?: unknown; constraint?: unknown };
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') return String(message).includes(`${table}.${column}`);
  return code === '23505' && constraint === index;
}
