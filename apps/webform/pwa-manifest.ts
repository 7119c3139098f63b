// The web app manifest of the webform (what makes it installable): its names, the screen it opens
// on, standalone display and the PNG icons drawn by scripts/icons.mjs.
import type { ManifestOptions } from 'vite-plugin-pwa';

export const WEBFORM_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'TourPlanner — akcje hostessy',
  short_name: 'TourPlanner',
  description: 'Akcje hostessy i rejestracja konsumenta',
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
