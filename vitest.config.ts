import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{shared,db,api,bot,web,miniapp,e2e,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
