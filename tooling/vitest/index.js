// Shared Vitest settings: every package's vitest.config.ts merges these, so reporters,
// coverage and timeouts stay the same across the workspace. Plain JavaScript so that Vitest's
// default config loader can import it on Node 20 (it leaves bare imports to Node).
import { defineConfig } from 'vitest/config';

export const sharedTestConfig = defineConfig({
  test: {
    reporters: ['default'],
    restoreMocks: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'text'],
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.story.tsx', 'src/**/*.stories.tsx'],
    },
  },
});
