// Screenshots of every screen at desktop and tablet width, for looking at (not part of `pnpm test`):
// BO_E2E_REUSE=1 with the API and the app already running, or it starts them like the journeys.

import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './screens',
  timeout: 180_000,
});
