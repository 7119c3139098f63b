// After every test: an empty DOM, local storage, toast list and every store back as it started.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAll } from './src/resettable';
import { clearToasts } from './src/toast';

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetAll();
  clearToasts();
});
