// The webform's service worker (docs/decisions/0018): the app shell (every built file, the page
// for every route) from the precache, so the app opens without a connection; the hostess's list
// of actions network-first with its last answer kept per session, so her actions show offline.
// No other API answer is kept: the API's calls go past this worker untouched.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isActionListCall, LIST_CACHE, listCacheKey, NETWORK_WAIT_MS } from './action-list';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// A new version takes over at once: the shell is static files, and the queue of photos lives in
// IndexedDB, which a new worker does not touch.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// Registered before Workbox's router, which answers only the GET routes below.
self.addEventListener('fetch', (event) => {
  if (isActionListCall(event.request)) event.respondWith(actionList(event));
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));

/**
 * Network first: a fresh answer is kept (under the session's key) and returned; no answer within
 * NETWORK_WAIT_MS, or none at all, returns the kept one when there is one. Only a 200 is kept: a
 * refusal (401 after the session ended) is returned as it is and the kept list is dropped.
 */
async function actionList(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(LIST_CACHE);
  const key = await listCacheKey(request);
  const network = fetch(request.clone()).then(async (answer) => {
    if (answer.ok) await cache.put(key, answer.clone());
    else if (answer.status === 401 || answer.status === 403) await cache.delete(key);
    return answer;
  });
  // A slow answer still refreshes the kept list after the kept one was shown.
  event.waitUntil(network.catch(() => undefined));
  const slow = new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), NETWORK_WAIT_MS));
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    const kept = await cache.match(key);
    return kept ?? (await network);
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}
