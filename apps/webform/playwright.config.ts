// Browser journeys against the real API with demo data: the API on port 3102 with a fresh data
// folder (its outbox holds the OTP codes), this app built for it and served by `vite preview`.
import { createECDH } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@tourplanner/playwright-config';

// E2E_PORT_OFFSET moves every port, so two checkouts can run their journeys side by side.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const API_PORT = 3102 + OFFSET;
const APP_PORT = 4174 + OFFSET;
export const API_URL = `http://localhost:${API_PORT}`;
export const APP_URL = `http://localhost:${APP_PORT}`;

// Set once by the runner; the workers inherit it, so they read the same outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tourplanner-webform-e2e-'));
process.env.E2E_API_URL = API_URL;
const dataDir = process.env.E2E_DATA_DIR;
// A throwaway VAPID key pair for this run: the API offers Web Push, the webform shows its switch.
const vapid = createECDH('prime256v1');
vapid.generateKeys();
const vapidPrivate = vapid.getPrivateKey();

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: APP_URL,
    viewport: { width: 390, height: 844 },
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    geolocation: { latitude: 52.2297, longitude: 21.0122, accuracy: 15 },
    permissions: ['geolocation', 'camera'],
    hasTouch: true,
    isMobile: false,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A fake camera, allowed by the 'camera' permission above; without the permission (a journey's
    // own `permissions`) getUserMedia is refused, as when the hostess taps "Block".
    launchOptions: chromiumLaunchOptions(['--use-fake-device-for-media-stream']),
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: 'pnpm start',
      cwd: resolve(import.meta.dirname, '../api'),
      url: `${API_URL}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CORS_ORIGINS: APP_URL,
        SEED_ON_START: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        RATE_LIMIT_PER_MINUTE: '5000',
        VAPID_PUBLIC_KEY: vapid.getPublicKey().toString('base64url'),
        VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - vapidPrivate.length), vapidPrivate]).toString(
          'base64url',
        ),
        VAPID_SUBJECT: 'mailto:e2e@tourplanner.test',
      },
    },
    {
      command: `pnpm exec vite build --outDir dist-e2e --emptyOutDir && pnpm exec vite preview --outDir dist-e2e --port ${APP_PORT} --strictPort`,
      cwd: import.meta.dirname,
      url: APP_URL,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { VITE_API_URL: API_URL, VITE_FORM_HOST: 'localhost' },
    },
  ],
});
