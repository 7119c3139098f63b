// Vite build of the back office: React plugin; the API and webform URLs come from src/env.ts.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173 },
  preview: { port: 5173 },
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
});
