// Component-test setup: jest-dom matchers, and an empty DOM and toast list after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from './src/lib/toast';

afterEach(() => {
  cleanup();
  toast.clear();
});
