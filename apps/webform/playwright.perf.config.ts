// Step changes of the registration under a throttled CPU (not part of `pnpm test`):
// `pnpm --filter @tourplanner/webform bench:steps`. Starts the API and the production build like the
// journeys and prints medians. Without Playwright's trace: its DOM snapshot after each action runs
// on the page's main thread and can fall inside a measured step change.

import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './perf',
  testMatch: '*.perf.ts',
  timeout: 600_000,
  use: { ...base.use, trace: 'off', screenshot: 'off' },
});
