import { defineConfig } from 'vitest/config';

const shared = { environment: 'node', pool: 'forks', exclude: ['**/node_modules/**', '**/dist/**'] } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit and api',
          include: ['{shared,db,api,bot,web,miniapp,scripts}/**/*.test.{ts,tsx}'],
          setupFiles: ['shared/src/client/i18n/english-for-tests.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...shared,
          name: 'api on postgres',
          // The API tests that read and write the record, again with the record on PostgreSQL
          // (a schema per test app): the same rules and constraints on both engines.
          include: [
            'api/src/features/game/{game,security,after-commit,one-score-a-day}.test.ts',
            'api/src/features/ads/ads.test.ts',
            'api/src/features/leaderboard/{leaderboard,own-rank,rank-order}.test.ts',
            'api/src/features/weekly/weekly.test.ts',
            'api/src/features/raffle/{raffle,unpaid-reminders}.test.ts',
            'api/src/features/admin/{admin,nft-edit,audit,daily-backup}.test.ts',
            'api/src/features/{practice,streaks,invites,reminders,groups,announcements,spread}/*.test.ts',
            'api/src/features/maintenance/notice.test.ts',
            'api/src/features/me/{profile,erase,language,contrast}.test.ts',
            'api/src/features/insights/{insights,platform,digest,tally}.test.ts',
            'api/src/identity/session/store.test.ts',
            'api/src/features/points/standing.test.ts',
            'api/src/features/fairness/fairness.test.ts',
            'api/src/cluster/{cluster,one-poller}.test.ts',
            'api/src/resilience/redis-outage.test.ts',
            'api/src/bot-services/backup-command.test.ts',
          ],
          env: { TEST_ENGINE: 'postgres' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...shared,
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          // One Chromium at a time: the machine has two cores, and each test signs players in.
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
