// A registration in progress survives a reload and a lost session at the step it reached (issue
// #14 "Nothing lost"); what it keeps of the consumer goes on success, a reset, a sign-out and after
// 2 hours; a verification the server no longer accepts sends the hostess back to the codes.

import { resetAll } from '@tourplanner/app-kit/resettable';
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_TTL_MS } from '../../../shared/lib/registration-draft';
import { useSession } from '../../../shared/stores/session';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { newRegistration, startRegistration } from '../registration';
import { VERIFICATION_USABLE_MS } from './draft';
import { useWebformFlow } from './flow-store';
import { useFormData } from './form-data-store';
import { useReceipt } from './receipt-store';
import { CONTEXT, fillContact, fillGloForm, reachOffers, registerGlo, write } from './test-steps';

let fake: FakeApi;
const flow = () => useWebformFlow.getState();
const form = () => useFormData.getState();

/** What a reload does: every store from nothing, then the registration page opens at the action. */
function reload(now = Date.now()) {
  resetAll();
  startRegistration(CONTEXT, now);
}

const stored = () => Object.keys(localStorage).filter((k) => k.startsWith('registration-draft:'));
const storedText = () =>
  stored()
    .map((k) => localStorage.getItem(k) ?? '')
    .join('\n');

beforeEach(() => {
  fake = installFakeApi('tok-1');
  startRegistration(CONTEXT);
});

describe('a registration kept on the device', () => {
  it('keeps nothing before anything is typed', () => {
    expect(stored()).toEqual([]);
  });

  it('comes back after a reload at the contact step with what was typed', () => {
    fillContact();
    reload();
    expect(flow().step).toBe(0);
    expect(form().data.emailAddress).toBe(' jan@example.com ');
    expect(form().data.mobileNumber).toBe('600100200');
    expect(flow().notice).toBe('restored');
  });

  it('comes back at the codes step with the send wait still running', async () => {
    fillContact();
    fake.answer('/lead/otp', { success: true, data: {} });
    await write.requestCodes();
    form().update({ otpEmail: 'AB3' });
    const wait = flow().nextSendAt;
    reload();
    expect(flow().step).toBe(1);
    expect(form().data.otpEmail).toBe('AB3');
    expect(flow().nextSendAt).toBe(wait);
  });

  it('comes back at the form step, verified, with the offers and the data', async () => {
    await reachOffers(fake, { Glo: true, Vuse: false, Velo: true, Neo: true });
    fillGloForm();
    reload();
    expect(flow()).toMatchObject({
      step: 3,
      verified: true,
      areOffersChosen: true,
      offers: { Glo: true, Vuse: false, Velo: true, Neo: true },
    });
    expect(form().data.firstName).toBe(' Anna ');
    expect(form().data.selectedOffers.Glo?.serialNumber).toBe('GLO-0001');
  });

  it('sends a hostess back to the codes when the verification is older than the server accepts', async () => {
    await reachOffers(fake);
    fillGloForm();
    reload(Date.now() + VERIFICATION_USABLE_MS + 1000);
    expect(flow()).toMatchObject({ step: 1, verified: false, offers: null, notice: 'verificationExpired' });
    expect(form().data.otp).toBe('');
    expect(form().data.firstName).toBe(' Anna ');
  });

  it('forgets the consumer on success: only the Glo serial stays, for the receipt', async () => {
    await registerGlo(fake, 'BC-1');
    const text = storedText();
    expect(text).toContain('GLO-0001');
    expect(text).toContain('BC-1');
    for (const personal of [
      'jan@example.com',
      '600100200',
      'Anna',
      'Nowak',
      'AB3DE',
      'XY7ZQ',
      '1990-05-01',
    ]) {
      expect(text).not.toContain(personal);
    }
    reload();
    expect(flow()).toMatchObject({ step: 4, isSuccess: true });
    expect(useReceipt.getState().registration?.beacon).toBe('BC-1');
  });

  it('is gone once the receipt is sent', async () => {
    await registerGlo(fake, 'BC-1');
    fake.answer('/action/receipt/create', { success: true, data: {}, meta: { ts: '18' } });
    fake.answer('/device/burn', { success: true, data: {} });
    await write.uploadReceipt(new Blob(['x'], { type: 'image/jpeg' }));
    expect(stored()).toEqual([]);
  });

  it("is gone after 'Zacznij od nowa' or the next consumer", () => {
    fillContact();
    newRegistration();
    expect(stored()).toEqual([]);
    expect(form().data.emailAddress).toBe('');
  });

  it('is gone 2 hours after the last change', () => {
    fillContact();
    reload(Date.now() + DRAFT_TTL_MS + 1000);
    expect(form().data.emailAddress).toBe('');
    expect(flow().notice).toBeNull();
    expect(stored()).toEqual([]);
  });

  it('belongs to one hostess: another one at the same action starts empty', () => {
    fillContact();
    resetAll();
    startRegistration({ ...CONTEXT, hostessCode: 'HST002' });
    expect(form().data.emailAddress).toBe('');
  });
});

describe('the session and the kept registration', () => {
  it('a lost session (401) keeps it for her next sign-in, and the sign-in says why', async () => {
    fillContact();
    fake.answer('/lead/otp', { success: true, data: {} });
    await write.requestCodes();
    useSession.setState({ status: 'signedIn' });
    useSession.getState().expire();
    expect(useSession.getState().expired).toBe(true);
    expect(flow().context).toBeNull();
    startRegistration(CONTEXT);
    expect(flow().step).toBe(1);
    expect(form().data.emailAddress).toBe(' jan@example.com ');
  });

  it('signing out deletes every registration she kept', async () => {
    fillContact();
    useSession.setState({
      status: 'signedIn',
      token: { uuid: 'tok-1', expires: { date: '2099-01-01 00:00:00' } },
      user: { ident: 'HST001' } as never,
    });
    fake.answer('/auth/logout', { success: true, data: {} });
    await useSession.getState().logout();
    expect(stored()).toEqual([]);
    expect(useSession.getState().expired).toBe(false);
  });
});
