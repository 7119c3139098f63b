// Browser journeys against the real API on a fresh embedded database with demo data: the API on
// port 3101 with a new temporary DATA_DIR, and this app built with VITE_API_URL pointing at it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@tourplanner/playwright-config';

// E2E_PORT_OFFSET moves every port, so two checkouts can run their journeys side by side.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const API_PORT = 3101 + OFFSET;
const APP_PORT = 4173 + OFFSET;
// Set once in the runner; workers inherit it, so they do not make folders of their own.
process.env.BO_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tourplanner-bo-e2e-'));
process.env.BO_E2E_API = `http://localhost:${API_PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
    trace: 'off',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: [
    {
      command: 'pnpm --filter @tourplanner/api start',
      url: `http://localhost:${API_PORT}/health`,
      reuseExistingServer: process.env.BO_E2E_REUSE === '1',
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(API_PORT),
        DATA_DIR: process.env.BO_E2E_DATA_DIR,
        CORS_ORIGINS: `http://localhost:${APP_PORT}`,
        NODE_ENV: 'development',
      },
    },
    {
      command: `vite build --outDir dist-e2e --emptyOutDir && vite preview --outDir dist-e2e --port ${APP_PORT} --strictPort`,
      url: `http://localhost:${APP_PORT}`,
      reuseExistingServer: process.env.BO_E2E_REUSE === '1',
      timeout: 120_000,
      stdout: 'ignore',
      env: { VITE_API_URL: `http://localhost:${API_PORT}`, VITE_WEBFORM_URL: 'http://localhost:5174' },
    },
  ],
});
