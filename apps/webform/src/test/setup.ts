// Test setup: jest-dom matchers, the app's API client answering from the fake server of
// fake-api.ts, and after each test a clean DOM, every store and the query cache reset (as on
// sign-out), and fresh local storage and IndexedDB.
import '@testing-library/jest-dom/vitest';
// IndexedDB for the queue of photos kept on the phone (shared/offline/), a fresh one per test.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { resetAll } from '@tourplanner/app-kit/resettable';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';

// findBy/waitFor wait up to 5 s, not 1 s: CI runs every package at once on two cores, where a
// lazy screen or a 600 ms preloader can take longer than a second to settle.
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../shared/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../shared/api')>();
  const { testApi } = await import('./fake-api');
  return { ...actual, api: testApi };
});

afterEach(() => {
  cleanup();
  resetAll();
  localStorage.clear();
  globalThis.indexedDB = new IDBFactory();
});

// jsdom has no document.fonts; Mantine's autosize Textarea listens on it for font loads.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
    configurable: true,
  });
}
