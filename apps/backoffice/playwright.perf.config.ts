// The first screen's timings (not part of `pnpm test`): `pnpm --filter @tourplanner/backoffice
// bench:first-screen`. Starts the API and the production build like the journeys (or, with
// BO_E2E_REUSE=1, uses them running) and prints medians of cold loads of /actions. With
// DATABASE_URL (e.g. a database `pnpm seed -- --large` filled), the API is the production one as it
// is deployed: built, started with `start:prod`, NODE_ENV=production, on that PostgreSQL.

import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from './playwright.config';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;
const [api, app] = base.webServer as WebServer[];
const database = process.env.DATABASE_URL;

export default defineConfig({
  ...base,
  testDir: './perf',
  testMatch: '*.perf.ts',
  timeout: 300_000,
  webServer: database
    ? [
        {
          ...api!,
          command: 'pnpm --filter @tourplanner/api build && pnpm --filter @tourplanner/api start:prod',
          env: { ...api!.env, NODE_ENV: 'production', DATABASE_URL: database },
          timeout: 300_000,
        },
        app!,
      ]
    : base.webServer,
});
