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
