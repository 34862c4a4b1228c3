import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The reliability suite runs on its own (vitest.reliability.config.ts, npm run test:reliability).
    exclude: [...configDefaults.exclude, 'test/reliability/**'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-fast-check.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
