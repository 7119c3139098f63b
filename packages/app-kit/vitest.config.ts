// Unit tests of the kit in happy-dom (local storage, the toast stack), with the workspace's shared
// test settings.
import { sharedTestConfig } from '@tourplanner/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
    },
  }),
);
