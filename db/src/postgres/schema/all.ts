// PostgreSQL's schema, built from the tables declared in ../../tables as SQLite's is: drizzle-kit
// writes db/migrations-pg from it, and a test holds the two in step.
export * from './users';
export * from './sessions';
export * from './settings';
export * from './nfts';
export * from './rounds';
export * from './leaderboards';
export * from './ads';
export * from './periods';
export * from './raffle';
export * from './practice';
export * from './retention';
export * from './groups';
export * from './announcements';
export * from './insights';
