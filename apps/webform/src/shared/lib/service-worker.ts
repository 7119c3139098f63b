// Registers the service worker (sw/sw.ts, built as /sw.js) in the production build only, after
// the page has loaded: it never delays the first screen, and the dev server has none.

/**
 * `onControl` runs when a worker first takes the page: the list of actions loaded before it did
 * passed it by, so it is loaded again through the worker, which then keeps it for offline use.
 */
export function registerServiceWorker(onControl: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController) onControl();
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, an old browser): the app works online as before.
    });
  });
}
