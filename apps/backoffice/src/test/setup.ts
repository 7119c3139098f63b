// Component-test setup: jest-dom matchers, a fresh query client for each test, and a clean DOM,
// storage, stores and cache after it.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetAll } from '../shared/stores/resettable';
import { clearToasts } from '../shared/toast/toast-store';
import { freshTestQueryClient } from './render';

beforeEach(() => {
  freshTestQueryClient();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetAll();
  clearToasts();
});
