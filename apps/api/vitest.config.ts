// API tests run against a real database through real HTTP; files run in parallel on two workers.
import { sharedTestConfig } from '@tourplanner/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      pool: 'forks',
      maxWorkers: 2,
      testTimeout: 30_000,
    },
  }),
);
