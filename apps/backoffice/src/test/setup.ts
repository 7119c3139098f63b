// Component-test setup: jest-dom matchers, an IntersectionObserver that reports (every element in
// view unless a test says otherwise), a fresh query client for each test, and a clean DOM, storage,
// stores and cache after it.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetAll } from '@tourplanner/app-kit/resettable';
import { clearToasts } from '@tourplanner/app-kit/toast';
import { afterEach, beforeEach } from 'vitest';
import { installIntersectionObserver } from './intersection';
import { freshTestQueryClient } from './render';

// findBy/waitFor wait up to 5 s, not 1 s: CI runs every package at once on two cores, where a
// lazy screen or a 600 ms preloader can take longer than a second to settle.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  installIntersectionObserver();
  freshTestQueryClient();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetAll();
  clearToasts();
});
