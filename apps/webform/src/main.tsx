// Entry: the shared styles (Mantine's included), the providers and the router; screens load per route.
import '@tourplanner/ui/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './shared/lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker(() => {
  void Promise.all([
    import('./shared/query-client'),
    import('./shared/work-actions/work-actions-query'),
  ]).then(([{ queryClient }, { loadListThroughWorker }]) => loadListThroughWorker(queryClient));
});
