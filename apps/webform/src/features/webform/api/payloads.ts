// The bodies of the webform's calls (SPEC §7): /lead/otp, /lead/verify, /lead/register,
// /action/receipt/create and /device/burn, built from the form data and the registration context.
import { LEAD, RECEIPT_PLACEHOLDERS } from '@tourplanner/domain/constants';
import { buildLeadRegisterBody } from '@tourplanner/domain/lead';
import type { WebformData } from '@tourplanner/domain/webform';
import type { WebformContext } from '../stores/webform-context';

/** Prefix plus number, as the lead calls carry it ('+48600100200'). */
export const fullMobileNumber = (data: Pick<WebformData, 'numberPrefix' | 'mobileNumber'>) =>
  `${data.numberPrefix}${data.mobileNumber.trim()}`;

export function otpBody(data: WebformData) {
  return {
    lead: {
      process: LEAD.process,
      emailAddress: data.emailAddress.trim(),
      mobileNumber: fullMobileNumber(data),
      consent: { inspirationClub: true },
    },
  };
}

export function verifyBody(data: WebformData, eventIdent: string | null) {
  return {
    lead: {
      process: LEAD.process,
      emailAddress: data.emailAddress.trim(),
      otpEmail: data.otpEmail.trim(),
      mobileNumber: fullMobileNumber(data),
      mobileNumberNoPrefix: data.mobileNumber.trim(),
      otp: data.otp.trim(),
      eventIdent,
      phoneVerified: true,
      consent: { inspirationClub: true },
    },
  };
}

export function registerBody(
  data: WebformData,
  context: WebformContext,
  verified: boolean,
  now: Date = new Date(),
) {
  const body = buildLeadRegisterBody(data, {
    host: context.formHost,
    eventIdent: context.eventIdent,
    emailVerified: verified,
    phoneVerified: verified,
    now,
  });
  return { ...body, action: { uuid: context.actionUuid } };
}

/** The Glo device's serial (my glo number), when the Glo offer is chosen. */
export function gloSerial(data: WebformData): string | null {
  const serial = data.selectedOffers.Glo?.serialNumber?.trim();
  return serial ? serial : null;
}

export function receiptBody(actionUuid: string, data: WebformData, beacon: string | null) {
  return {
    action: { uuid: actionUuid },
    device: {
      serial: gloSerial(data) ?? RECEIPT_PLACEHOLDERS.serial,
      beacon: beacon && beacon.trim() !== '' ? beacon : RECEIPT_PLACEHOLDERS.beacon,
    },
  };
}

/** /device/burn only when a Glo serial exists (SPEC §7). */
export function burnBody(data: WebformData) {
  const serial = gloSerial(data);
  return serial ? { device: { serialNumber: serial } } : null;
}
