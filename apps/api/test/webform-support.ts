// Helpers of the webform tests: codes read from the memory sender, the registration body built with
// domain's builder (as the app builds it), started actions and device serials.
import { buildLeadRegisterBody } from '@tourplanner/domain/lead';
import { initialWebformData, type WebformData } from '@tourplanner/domain/webform';
import { eq } from 'drizzle-orm';
import { actions } from '../src/db/schema/actions';
import { devices } from '../src/db/schema/devices';
import { EXAMPLE_WEBFORM } from '../src/http/examples';
import type { TestApp } from './harness';

let seq = 0;
/** A consumer nobody used yet in this run. */
export function newContact(tag = 'k') {
  seq += 1;
  const n = `${String(Date.now() % 100_000).padStart(5, '0')}${String(seq).padStart(3, '0')}`;
  return { email: `${tag}.${n}@example.com`, prefix: '+48' as const, number: `6${n}` };
}
export type Contact = ReturnType<typeof newContact>;
export const phoneOf = (c: Contact) => `${c.prefix}${c.number}`;

export async function startAction(t: TestApp, id: string) {
  await t.deps.db.update(actions).set({ status: 'started', startedAt: new Date() }).where(eq(actions.id, id));
}

export async function addDevices(t: TestApp, serials: string[]) {
  await t.deps.db.insert(devices).values(serials.map((serial) => ({ serial, model: 'Hyper X2' })));
}

/**
 * The code in the newest message with a code of a channel to `to`, among the messages sent from
 * index `since` on. Not simply the newest message: a registration's consent receipt (a background
 * job) goes to the same address and number, and on a loaded machine it can come after the codes
 * sent next.
 */
export function lastCode(t: TestApp, channel: 'email' | 'sms', to: string, since = 0): string {
  const mine = t.messages.sent.slice(since).filter((x) => x.channel === channel && x.to === to);
  if (mine.length === 0) throw new Error(`no ${channel} to ${to}`);
  const codes = mine
    .map((m) => /kod[^:\n]*:\s*([A-Z0-9]{5})\b/i.exec(m.text)?.[1])
    .filter((c) => c !== undefined);
  const code = codes.at(-1);
  if (code === undefined) throw new Error(`no code in the ${channel} text`);
  return code;
}

export const otpBody = (c: Contact) => ({
  lead: {
    process: 'TOURPLANNER',
    emailAddress: c.email,
    mobileNumber: phoneOf(c),
    consent: { inspirationClub: true },
  },
});

export const verifyBody = (c: Contact, codes: { sms: string; email: string }) => ({
  lead: {
    process: 'TOURPLANNER',
    emailAddress: c.email,
    otpEmail: codes.email,
    mobileNumber: phoneOf(c),
    mobileNumberNoPrefix: c.number,
    otp: codes.sms,
    eventIdent: 'EV-1',
    phoneVerified: true,
    consent: { inspirationClub: true },
  },
});

/** Sends the codes and answers them as the consumer would read them. */
export async function sendCodes(t: TestApp, token: string, c: Contact) {
  const since = t.messages.sent.length;
  const r = await t.call('leadOtp', otpBody(c), { token });
  if (r.status !== 200) throw new Error(`leadOtp: ${JSON.stringify(r.body)}`);
  return { sms: lastCode(t, 'sms', phoneOf(c), since), email: lastCode(t, 'email', c.email, since) };
}

/** OTP and verify; answers the verify answer (404 error_m2_not_found_in_salesforce for a new one). */
export async function verified(t: TestApp, token: string, c: Contact) {
  const codes = await sendCodes(t, token, c);
  return t.call<Record<string, boolean>>('leadVerify', verifyBody(c, codes), { token });
}

export type Offers = WebformData['selectedOffers'];
export const GLO = (serialNumber: string): Offers => ({
  Glo: { model: 'Hyper X2', color: 'Black Orange', assetSource: 'BREP1', serialNumber },
});
export const VELO: Offers = { Velo: { sampling: 'VELO-PM-4MG' } };

export function webformData(c: Contact, offers: Offers, patch: Partial<WebformData> = {}): WebformData {
  return {
    ...initialWebformData(),
    ...EXAMPLE_WEBFORM,
    emailAddress: c.email,
    numberPrefix: c.prefix,
    mobileNumber: c.number,
    selectedOffers: offers,
    consents: {
      ...EXAMPLE_WEBFORM.consents,
      ...(offers.InspirationClub ? { inspirationClub: true } : {}),
    },
    ...patch,
  };
}

/** The /lead/register body exactly as the webform builds it. */
export function registerBody(
  c: Contact,
  offers: Offers,
  actionId?: string,
  patch: Partial<WebformData> = {},
) {
  const body = buildLeadRegisterBody(webformData(c, offers, patch), {
    host: 'localhost',
    eventIdent: 'EV-1',
    emailVerified: true,
    phoneVerified: true,
    now: new Date(),
  });
  return actionId ? { ...body, action: { uuid: actionId } } : body;
}
