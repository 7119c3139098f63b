// The consumer's consent record (issue #14, an addition to SPEC §7): the public page of the
// receipt e-mail's link (no session, a token of its own) and ADMIN's export of one consumer's history.
import {
  consentEraseAnswer,
  consentEraseBody,
  consentHistoryAnswer,
  consentHistoryBody,
  consentRecordAnswer,
  consentRecordBody,
  consentWithdrawBody,
} from '@tourplanner/domain/wire/consents';
import { defineCall } from '../define.ts';

export const consentCalls = {
  consentRecord: defineCall({
    path: '/consent/record',
    addition: true,
    auth: 'none',
    roles: 'anyone',
    request: consentRecordBody,
    response: consentRecordAnswer,
    errors: ['E_NOT_FOUND'],
    summary: "A consumer's consents of one registration, by the token of the receipt e-mail's link.",
  }),
  consentWithdraw: defineCall({
    path: '/consent/withdraw',
    addition: true,
    auth: 'none',
    roles: 'anyone',
    request: consentWithdrawBody,
    response: consentRecordAnswer,
    errors: ['E_NOT_FOUND'],
    summary:
      'Withdraw marketing consents through the link; appended, never overwriting; a withdrawn one stays withdrawn.',
  }),
  consentHistory: defineCall({
    path: '/consent/history',
    addition: true,
    roles: ['ADMIN'],
    request: consentHistoryBody,
    response: consentHistoryAnswer,
    summary: "One consumer's consents and withdrawals in time order (ADMIN), for a request of the consumer.",
  }),
  consentErase: defineCall({
    path: '/consent/erase',
    addition: true,
    roles: ['ADMIN'],
    request: consentEraseBody,
    response: consentEraseAnswer,
    summary:
      'Erase a consumer on request: personal data removed, e-mail and number pseudonymised, the consent link closed; the consent proof kept.',
  }),
} as const;
