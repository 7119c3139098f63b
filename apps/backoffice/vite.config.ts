// Vite build of the back office: React plugin; the API and webform URLs come from src/env.ts.

import { apiUrlOf, appHeaders } from '@tourplanner/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { earlyScript } from './early-script.ts';

// The pages' security headers (CSP with the API as the one other origin, no framing) on both servers.
export default defineConfig(({ mode }) => {
  const apiUrl = apiUrlOf(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    // The session check and the first page of the list start before the app's code arrives.
    plugins: [react(), earlyScript({ entry: 'src/early.ts', apiUrl })],
    server: { port: 5173, headers: appHeaders(apiUrl, { dev: true }) },
    preview: { port: 5173, headers: appHeaders(apiUrl) },
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Libraries that every screen needs from the start and that change only with a version
            // bump get chunks of their own: a release of the app's code leaves them cached. Mantine
            // is left to the automatic split, which keeps each screen's components with that screen.
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                priority: 20,
              },
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
            ],
          },
        },
      },
    },
  };
});
