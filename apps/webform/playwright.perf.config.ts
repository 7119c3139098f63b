// Step changes of the registration under a throttled CPU (not part of `pnpm test`):
// `pnpm --filter @tourplanner/webform bench:steps`. Starts the API and the production build like the
// journeys and prints medians.

import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './perf',
  testMatch: '*.perf.ts',
  timeout: 600_000,
});
