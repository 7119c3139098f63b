// Registers the service worker (sw/sw.ts, built as /sw.js) in the production build only, after
// the page has loaded: it never delays the first screen, and the dev server has none.

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, an old browser): the app works online as before.
    });
  });
}
