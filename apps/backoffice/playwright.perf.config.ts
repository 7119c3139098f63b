// The first screen's timings (not part of `pnpm test`): `pnpm --filter @tourplanner/backoffice
// bench:first-screen`. Starts the API and the production build like the journeys (or, with
// BO_E2E_REUSE=1, uses them running) and prints medians of cold loads of /actions.

import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './perf',
  testMatch: '*.perf.ts',
  timeout: 300_000,
});
