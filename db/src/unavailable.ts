/** PostgreSQL's code for a statement it cancelled past statement_timeout. */
export const QUERY_CANCELED = '57014';
/** PostgreSQL's codes for a server that is going away, starting, refusing connections, or past its time. */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', QUERY_CANCELED]);
/** Node's socket errors: nothing listens, the connection was reset or the host is unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres's own words for a connection that ended, or a wait it gave up on. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end',
];

/**
 * Whether `error` (or what drizzle wrapped) says the database could not be reached or did not
 * answer in time, rather than refusing the statement: the request may succeed when retried.
 * Class 08 is PostgreSQL's "connection exception".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let cause: unknown = error;
  while (cause instanceof Error) {
    if (saysUnavailable(cause)) return true;
    cause = cause.cause;
  }
  return false;
}

function saysUnavailable(error: Error): boolean {
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  return CONNECTION_MESSAGES.some((words) => error.message.includes(words));
}
