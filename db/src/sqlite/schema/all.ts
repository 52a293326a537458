// The schema object drizzle needs in one piece (queries, migrations); app code imports the entity files
// (@app/db/schema/<entity>).
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
