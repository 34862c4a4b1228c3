import { defineConfig } from 'vitest/config';

/**
 * The reliability suite (`npm run test:reliability`): real server processes on PostgreSQL and
 * Redis, with faults injected (kill -9, a database restart, Redis killed, upstreams down). One
 * file at a time: each starts several processes and measures recovery times.
 */
export default defineConfig({
  test: {
    include: ['test/reliability/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
