// The registration's five calls (SPEC §7), each called by one store action: the codes, their
// check, the registration (its meta.bc and meta.ts kept for the receipt), the receipt photo with its
// Idempotency-Key (ADR 0008), and the Glo device burn.
import type { WebformData } from '@tourplanner/domain/webform';
import { api } from '../../../shared/api';
import type { WebformContext } from '../stores/webform-context';
import { burnBody, otpBody, receiptBody, registerBody, verifyBody } from './payloads';

/** /lead/otp: an e-mail and an SMS code to the consumer; the meta says when the next send is allowed. */
export async function sendCodes(data: WebformData): Promise<{ meta: unknown }> {
  const { meta } = await api.callWithMeta('leadOtp', otpBody(data));
  return { meta };
}

/** /lead/verify: both codes; answers the offers the consumer may take and whether he is new. */
export function verifyCodes(data: WebformData, eventIdent: string | null) {
  return api.call('leadVerify', verifyBody(data, eventIdent));
}

/** /lead/register with `{data, meta}`: the receipt needs meta.bc. */
export function registerLead(data: WebformData, context: WebformContext, verified: boolean) {
  return api.callWithMeta('leadRegister', registerBody(data, context, verified));
}

/** /action/receipt/create: the photo with the action, serial and beacon; one key per photo. */
export function sendReceipt(
  context: WebformContext,
  data: WebformData,
  beacon: string | null,
  image: Blob,
  idempotencyKey: string,
): Promise<unknown> {
  return api.call(
    'receiptCreate',
    { input: receiptBody(context.actionUuid, data, beacon), files: [image] },
    { idempotencyKey },
  );
}

/** /device/burn for the Glo serial, or nothing without one (answers whether a call was made). */
export async function burnDevice(data: WebformData): Promise<boolean> {
  const body = burnBody(data);
  if (!body) return false;
  await api.call('deviceBurn', body);
  return true;
}
