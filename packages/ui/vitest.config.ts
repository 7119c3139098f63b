// Two test projects: component tests in happy-dom, and the Storybook check in Node driving
// Chromium against the built storybook-static.
import { sharedTestConfig } from '@tourplanner/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'happy-dom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['./vitest.setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'stories',
            environment: 'node',
            include: ['e2e/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
