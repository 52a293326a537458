import { createHash } from 'node:crypto';

interface DrizzlePreparedQuery {
  queryConfig: { name?: string; text: string };
  rawQueryConfig: { name?: string; text: string };
}

const isPreparedQuery = (value: unknown): value is DrizzlePreparedQuery =>
  typeof (value as DrizzlePreparedQuery | null)?.queryConfig?.text === 'string' &&
  typeof (value as DrizzlePreparedQuery).rawQueryConfig?.text === 'string';

/** A plain object or array grouping statements: nothing else is walked (a handle or a pool could be circular). */
const isGroup = (value: unknown): value is object =>
  Array.isArray(value) || (!!value && Object.getPrototypeOf(value) === Object.prototype);

/**
 * Names each drizzle prepared query in `built` (grouped in objects as the caller likes) after
 * its text: node-postgres then has each connection parse and plan it once, where an unnamed
 * statement is parsed and planned on every call. The same text always gets the same name,
 * so queries built again (for a transaction) reuse what the connection prepared.
 */
export function nameStatements<T>(built: T): T {
  if (isPreparedQuery(built)) {
    const name = `q_${createHash('sha1').update(built.queryConfig.text).digest('hex').slice(0, 24)}`;
    built.queryConfig.name = name;
    built.rawQueryConfig.name = name;
  } else if (isGroup(built)) {
    for (const value of Object.values(built)) nameStatements(value);
  }
  return built;
}
