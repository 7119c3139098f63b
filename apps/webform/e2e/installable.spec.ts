// The installable app, as a Lighthouse-style check of the production build that `vite preview`
// serves: a valid web app manifest (names, start URL, standalone display, theme colour, PNG icons
// of 192 and 512 px), a service worker that controls the page, no installability error from
// Chromium itself, and the app shell on a reload without a connection (docs/decisions/0018).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '@tourplanner/playwright-config';
import { checkStep } from './support';

/** The width and height a PNG's header names (IHDR, bytes 16-23), or null when it is no PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// Chromium offers no installation in an incognito profile (Playwright's usual context): this check
// runs in a profile on disk, as a phone's browser does.
let context: BrowserContext;
let profile: string;
test.beforeEach(async ({ baseURL }) => {
  profile = mkdtempSync(join(tmpdir(), 'tourplanner-webform-profile-'));
  context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    baseURL,
    viewport: { width: 360, height: 740 },
    locale: 'pl-PL',
    serviceWorkers: 'allow',
  });
});
test.afterEach(async () => {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('the webform is installable and its shell loads offline', async () => {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await page.request.get(href!);
  expect(answer.ok()).toBe(true);
  const manifest = await answer.json();
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#006d94' });
  expect(manifest.name).toMatch(/TourPlanner/);
  expect(manifest.short_name).toBe('TourPlanner');
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === `${size}x${size}`);
    expect(icon, `an icon of ${size} px`).toMatchObject({ type: 'image/png' });
    const png = await page.request.get(icon.src);
    expect(pngSize(await png.body()), icon.src).toEqual({ width: size, height: size });
  }

  // The worker installs after the page loaded and claims it: the page is then under its control.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toMatch(/\/sw\.js$/);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
    // A route the app's router knows opens from the same shell.
    await page.goto('/actions');
    await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
    await checkStep(page, 'offline-shell');
  } finally {
    await context.setOffline(false);
  }
});
