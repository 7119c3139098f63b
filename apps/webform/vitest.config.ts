// Unit and component tests: happy-dom with jest-dom matchers; the Playwright journeys in e2e/ are not ours.
import { sharedTestConfig } from '@tourplanner/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    plugins: [react()],
    test: {
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
      css: false,
      // A screen typed into field by field takes over 20 s when CI runs every package on two cores.
      testTimeout: 60_000,
    },
  }),
);
