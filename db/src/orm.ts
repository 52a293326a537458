// drizzle-orm lives with this package; the api takes its query operators from here so one copy runs.
export {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  ne,
  notLike,
  or,
  sql,
} from 'drizzle-orm';
export type { SQL } from 'drizzle-orm';
