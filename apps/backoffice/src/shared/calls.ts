// The back office's table of calls: the contract's entries it makes, and no other (docs/decisions/
// 0009). The client (./api.ts) is typed by it, so a call missing here does not compile, and the
// bundle carries no schema of a call the back office never makes (the consumer's lead calls, the
// phone's receipt upload and moves). A screen that needs another call adds its entry here.
import { actionCalls } from '@tourplanner/api-client/contract/actions';
import { authCalls } from '@tourplanner/api-client/contract/auth';
import { availabilityCalls } from '@tourplanner/api-client/contract/availability';
import { calendarCalls } from '@tourplanner/api-client/contract/calendar';
import { codeCalls } from '@tourplanner/api-client/contract/codes';
import { consentCalls } from '@tourplanner/api-client/contract/consents';
import { dashboardCalls } from '@tourplanner/api-client/contract/dashboard';
import { eventCalls } from '@tourplanner/api-client/contract/events';
import { fileCalls } from '@tourplanner/api-client/contract/files';
import { historyCalls } from '@tourplanner/api-client/contract/history';
import { notificationCalls } from '@tourplanner/api-client/contract/notifications';
import { planCalls } from '@tourplanner/api-client/contract/plan';
import { pointCalls } from '@tourplanner/api-client/contract/points';
import { reportCalls } from '@tourplanner/api-client/contract/reports';
import { reviewCalls } from '@tourplanner/api-client/contract/review';
import { territoryCalls } from '@tourplanner/api-client/contract/territories';
import { userCalls } from '@tourplanner/api-client/contract/users';

export const backOfficeCalls = {
  ...authCalls,
  ...userCalls,
  ...territoryCalls,
  ...eventCalls,
  ...pointCalls,
  ...actionCalls,
  ...reportCalls,
  ...codeCalls,
  ...planCalls,
  ...dashboardCalls,
  ...reviewCalls,
  ...notificationCalls,
  receiptList: fileCalls.receiptList,
  receiptServe: fileCalls.receiptServe,
  fileList: fileCalls.fileList,
  fileServe: fileCalls.fileServe,
  consentHistory: consentCalls.consentHistory,
  consentErase: consentCalls.consentErase,
  availabilitySave: availabilityCalls.availabilitySave,
  actionHistory: historyCalls.actionHistory,
  calendarFeedCreate: calendarCalls.calendarFeedCreate,
} as const;

export type BackOfficeCalls = typeof backOfficeCalls;
