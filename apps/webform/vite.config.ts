// Vite build of the webform: React, route-level chunks, a preview server for the e2e journeys, and
// the installable app (web app manifest, service worker with the app shell; docs/decisions/0018).

import { apiUrlOf, appHeaders } from '@tourplanner/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webformManifest } from './pwa-manifest.ts';

// The pages' security headers (CSP with the API as the one other origin, no framing) on both servers.
export default defineConfig(async ({ mode }) => {
  const apiUrl = apiUrlOf(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    plugins: [
      react(),
      VitePWA({
        // Our own worker (sw/sw.ts): Workbox's precache plus the network-first list of actions.
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // Registered by src/shared/lib/service-worker.ts after the page loaded, not by an inline script.
        injectRegister: false,
        manifest: await webformManifest(),
        injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,woff2}'] },
        // The dev server and the component tests run without a worker.
        devOptions: { enabled: false },
      }),
    ],
    server: { port: 5174, headers: appHeaders(apiUrl, { dev: true }) },
    preview: { port: 5174, headers: appHeaders(apiUrl) },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: true,
      chunkSizeWarningLimit: 600,
    },
  };
});
