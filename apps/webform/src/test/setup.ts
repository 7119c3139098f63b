// Test setup: jest-dom matchers, DOM cleanup and fresh local storage between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no document.fonts; Mantine's autosize Textarea listens on it for font loads.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
    configurable: true,
  });
}
