// /lead: the consumer webform's calls: send the codes, verify them, register the consumer.
import { WEBFORM_ROLES } from '@tourplanner/domain/roles';
import {
  leadOtpBody,
  leadOtpMeta,
  leadRegisterRequest,
  leadVerifyAnswer,
  leadVerifyBody,
} from '@tourplanner/domain/wire/leads';
import { defineCall } from '../define.ts';
import { leadRegisterAnswer, leadRegisterMeta, okAnswer } from '../schemas.ts';

export const leadCalls = {
  leadOtp: defineCall({
    path: '/lead/otp',
    roles: WEBFORM_ROLES,
    request: leadOtpBody,
    response: okAnswer,
    meta: leadOtpMeta,
    errors: ['error_otp_cooldown', 'E_TOO_MANY_REQUESTS'],
    summary:
      'Send the e-mail and SMS one-time codes; meta.nextSendAt/nextSendIn say when the next send to this number and e-mail is allowed (a 429 says it too, with Retry-After).',
  }),
  leadVerify: defineCall({
    path: '/lead/verify',
    roles: WEBFORM_ROLES,
    request: leadVerifyBody,
    response: leadVerifyAnswer,
    errors: [
      'error_m2_not_found_in_salesforce',
      'error_wrong_otp',
      'error_wrong_otp_email',
      'error_otp_expired',
      'error_otp_too_many_attempts',
    ],
    summary:
      'Check both codes; answers which offers the consumer may take (error_m2_not_found_in_salesforce: a new consumer).',
  }),
  leadRegister: defineCall({
    path: '/lead/register',
    roles: WEBFORM_ROLES,
    request: leadRegisterRequest,
    response: leadRegisterAnswer,
    meta: leadRegisterMeta,
    errors: [
      'error_not_verified',
      'error_device_not_found',
      'error_device_already_registered',
      'error_consumer_multiple_found',
      'error_asset_unavailable',
      'error_offer_not_available',
      'ASSET:CREATION_ERROR',
    ],
    idempotent: true,
    summary: 'Register a verified consumer with the chosen offers and consents (idempotent).',
  }),
} as const;
