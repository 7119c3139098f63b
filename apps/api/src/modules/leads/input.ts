// The webform's input re-checked on the server (the app's checks are a convenience, not a
// guarantee): the contact (e-mail and number), the two OTP codes' length and the whole lead. Pure.
import { LIMITS } from '@tourplanner/domain/constants';
import type { LeadRegisterBody } from '@tourplanner/domain/lead';
import { MOBILE_NUMBER_RE, makeLeadRegisterBody } from '@tourplanner/domain/lead';
import type { SelectedOffers } from '@tourplanner/domain/webform';
import { emailAddressField } from '@tourplanner/domain/webform-validation';
import { fieldMessage } from '@tourplanner/i18n-pl/field-messages';
import { format } from '@tourplanner/i18n-pl/format';
import { LEAD_TEXTS } from '@tourplanner/i18n-pl/server';
import { type FieldFailure, fail } from '../../errors';

export type ParsedLead = LeadRegisterBody['lead'] & { selectedOffers: SelectedOffers };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The e-mail (lower-case) and the full number, checked with domain's rules. */
export function contactOf(lead: {
  emailAddress: string;
  mobileNumber: string;
  mobileNumberNoPrefix?: string;
}) {
  const fields: FieldFailure[] = [];
  const email = emailAddressField.safeParse(lead.emailAddress);
  if (!email.success)
    fields.push({ path: 'lead.emailAddress', message: fieldMessage(email.error.issues[0]!.message) });
  const phone = lead.mobileNumber.replace(/\s+/g, '');
  if (!MOBILE_NUMBER_RE.test(phone)) {
    fields.push({ path: 'lead.mobileNumber', message: LEAD_TEXTS.phone });
  } else if (lead.mobileNumberNoPrefix !== undefined && !phone.endsWith(lead.mobileNumberNoPrefix.trim())) {
    fields.push({ path: 'lead.mobileNumberNoPrefix', message: LEAD_TEXTS.phoneWithoutPrefix });
  }
  if (fields.length || !email.success) throw fail.validation(fields);
  return { email: normalizeEmail(email.data), phone };
}

/** The SMS code (`otp`) and the e-mail code (`otpEmail`), each of LIMITS.otpLength characters. */
export function otpCodesOf(lead: { otp: string; otpEmail: string }) {
  const fields: FieldFailure[] = [];
  const len = LIMITS.otpLength;
  const message = format(LEAD_TEXTS.otpLength, { length: len });
  if (lead.otp.trim().length !== len) fields.push({ path: 'lead.otp', message });
  if (lead.otpEmail.trim().length !== len) fields.push({ path: 'lead.otpEmail', message });
  if (fields.length) throw fail.validation(fields);
  return { sms: lead.otp, email: lead.otpEmail };
}

/**
 * The lead checked again with the server's clock (the consumer's age): the contract's schema
 * (domain's lead.ts) at the server's time. A wrong combination of offers answers
 * error_offer_not_available (409), the schema's own code for it.
 */
export function validateLead(raw: unknown, now: () => Date): ParsedLead {
  const r = makeLeadRegisterBody({ now }).safeParse({ lead: raw });
  if (!r.success) throw fail.zod(r.error);
  return r.data.lead as ParsedLead;
}
