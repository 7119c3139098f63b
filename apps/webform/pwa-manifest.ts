// The web app manifest of the webform (what makes it installable): its names, the screen it opens
// on, standalone display and the PNG icons drawn by scripts/icons.mjs. The names are i18n-pl's,
// read through Vite's module runner: Node loads this config and cannot run the package's
// TypeScript source itself.
import { fileURLToPath } from 'node:url';
import type * as WebformTexts from '@tourplanner/i18n-pl/webform';
import { runnerImport } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';

export async function webformManifest(): Promise<Partial<ManifestOptions>> {
  const { module: texts } = await runnerImport<typeof WebformTexts>('@tourplanner/i18n-pl/webform', {
    root: fileURLToPath(new URL('.', import.meta.url)),
    logLevel: 'silent',
  });
  const { appName, manifest } = texts.WEBFORM_APP;
  return {
    id: '/',
    name: manifest.name,
    short_name: appName,
    description: manifest.description,
    lang: 'pl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: '#006d94',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
