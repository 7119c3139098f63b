// The webform's service worker (docs/decisions/0018): the app shell (every built file, the page
// for every route) from the precache, so the app opens without a connection; the hostess's list
// of actions network-first with its last answer kept per session, so her actions show offline.
// No other API answer is kept: the API's calls go past this worker untouched.

import { PUSH_TEXTS } from '@tourplanner/i18n-pl/reminders';
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

// Web Push (issue 29 part 2): the API's reminders and notices arrive as {title, body, url}; a tap
// opens (or focuses) the webform at that page.
self.addEventListener('push', (event) => {
  let message: { title?: string; body?: string; url?: string } = {};
  try {
    message = event.data?.json() ?? {};
  } catch {
    message = { body: event.data?.text() ?? '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || PUSH_TEXTS.fallbackTitle, {
      body: message.body ?? '',
      icon: '/icons/icon-192.png',
      data: { url: message.url || '/actions' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? '/actions',
    self.location.origin,
  );
  // Only the webform's own pages: a link elsewhere opens the actions list.
  const url =
    target.origin === self.location.origin ? target.href : new URL('/actions', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(self.location.origin));
      if (open) return open.focus().then((w) => w.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
