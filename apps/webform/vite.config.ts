// Vite build of the webform: React, route-level chunks, a preview server for the e2e journeys.

import { apiUrlOf, appHeaders } from '@tourplanner/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The pages' security headers (CSP with the API as the one other origin, no framing) on both servers.
export default defineConfig(({ mode }) => {
  const apiUrl = apiUrlOf(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    plugins: [react()],
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
