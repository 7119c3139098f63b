// The webform's service worker (docs/decisions/0018): the app shell (every built file, the page
// for every route) from the precache, so the app opens without a connection; the hostess's list
// of actions network-first with its last answer kept per session, so her actions show offline.
// No other API answer is kept: the API's calls go past this worker untouched.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isActionListCall, LIST_CACHE, networkFirstList } from './action-list';

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
  if (!isActionListCall(event.request)) return;
  const answer = caches.open(LIST_CACHE).then((cache) =>
    networkFirstList(event.request, {
      cache,
      fetch: (r) => fetch(r),
      waitUntil: (p) => event.waitUntil(p),
    }),
  );
  event.respondWith(answer);
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));
