// Component-test setup: jest-dom matchers, a clean DOM, storage and stores between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useActions } from '../features/actions/stores/actions-store';
import { usePersonnel } from '../features/personnel/stores/personnel-store';
import { useReports } from '../features/reports/stores/reports-store';
import { useReference } from '../shared/stores/reference';
import { stopQueuePolling, useReportQueue } from '../shared/stores/report-queue';
import { useSession } from '../shared/stores/session';
import { clearToasts } from '../shared/toast/toast-store';

afterEach(() => {
  cleanup();
  localStorage.clear();
  stopQueuePolling();
  useSession.getState().reset();
  useReference.getState().reset();
  useActions.getState().reset();
  useReports.getState().reset();
  usePersonnel.getState().reset();
  useReportQueue.getState().reset();
  clearToasts();
});
