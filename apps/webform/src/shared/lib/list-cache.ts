// The cache the service worker keeps the hostess's last list of actions in (sw/sw.ts); the app
// deletes it when she signs out, so nothing of hers stays on a shared phone.

export const LIST_CACHE = 'tp-hostess-actions';

/** Deletes the kept list (no Cache API: nothing was kept). */
export async function dropKeptList(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(LIST_CACHE).catch(() => false);
}
