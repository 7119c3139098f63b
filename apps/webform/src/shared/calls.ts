// The webform's table of calls: the contract's entries a hostess's phone makes, and no other
// (docs/decisions/0009). The client (./api.ts) is typed by it, so a call missing here does not
// compile, and the bundle carries no schema of the back office's calls (accounts, locations,
// events, reports, planning). A screen that needs another call adds its entry here.
import { actionCalls } from '@tourplanner/api-client/contract/actions';
import { authCalls } from '@tourplanner/api-client/contract/auth';
import { availabilityCalls } from '@tourplanner/api-client/contract/availability';
import { calendarCalls } from '@tourplanner/api-client/contract/calendar';
import { consentCalls } from '@tourplanner/api-client/contract/consents';
import { dashboardCalls } from '@tourplanner/api-client/contract/dashboard';
import { deviceCalls } from '@tourplanner/api-client/contract/devices';
import { fileCalls } from '@tourplanner/api-client/contract/files';
import { hostessCalls } from '@tourplanner/api-client/contract/hostess';
import { leadCalls } from '@tourplanner/api-client/contract/leads';
import { pushCalls } from '@tourplanner/api-client/contract/push';

export const webformCalls = {
  login: authCalls.login,
  session: authCalls.session,
  logout: authCalls.logout,
  actionList: actionCalls.actionList,
  hostessActions: hostessCalls.hostessActions,
  actionStart: hostessCalls.actionStart,
  actionFinish: hostessCalls.actionFinish,
  actionCancel: hostessCalls.actionCancel,
  actionConfirm: hostessCalls.actionConfirm,
  actionRetake: hostessCalls.actionRetake,
  ...availabilityCalls,
  consentRecord: consentCalls.consentRecord,
  consentWithdraw: consentCalls.consentWithdraw,
  ...leadCalls,
  deviceBurn: deviceCalls.deviceBurn,
  receiptCreate: fileCalls.receiptCreate,
  hostessStats: dashboardCalls.hostessStats,
  ...calendarCalls,
  ...pushCalls,
} as const;

export type WebformCalls = typeof webformCalls;
