// The registration's steps as the store tests walk them (a consumer's contact, codes, offers and
// form), against the fake server of test/fake-api.ts.
import type { WorkAction } from '../../../shared/work-actions/work-action';
import type { FakeApi } from '../../../test/fake-api';
import { useWebformFlow } from './flow-store';
import { useFormData } from './form-data-store';
import type { WebformContext } from './webform-context';

export const CONTEXT: WebformContext = {
  actionUuid: 'action-1',
  tourPlan: 'AKC-001',
  pointIdent: 'PT-42',
  eventIdent: 'EV-7',
  hostessCode: 'HST001',
  formHost: 'form.tourplanner.test',
};

/** The started action CONTEXT belongs to, as the registration page gets it. */
export const ACTION: WorkAction = {
  uuid: CONTEXT.actionUuid,
  ident: CONTEXT.tourPlan,
  name: 'Degustacja',
  status: 'started',
  eventName: 'Event',
  eventIdent: CONTEXT.eventIdent,
  date: '2026-11-22',
  timeStart: '08:00',
  timeEnd: '21:00',
  point: { uuid: 'p1', ident: CONTEXT.pointIdent, name: 'Sklep', address: null, lat: null, lng: null },
  startDistance: null,
  outOfBounds: null,
  checkinRadiusM: 200,
};

const flow = () => useWebformFlow.getState();
const form = () => useFormData.getState();

export function fillContact() {
  form().update({ emailAddress: ' jan@example.com ', numberPrefix: '+48', mobileNumber: '600100200' });
}

export async function reachOffers(
  fake: FakeApi,
  entitlements = { Glo: true, Vuse: true, Velo: true, Neo: true },
) {
  fillContact();
  fake.answer('/lead/otp', { success: true, data: {} });
  await flow().sendOtp();
  form().update({ otp: 'AB3DE', otpEmail: 'XY7ZQ' });
  fake.answer('/lead/verify', { success: true, data: entitlements });
  await flow().verify();
}

export function fillGloForm() {
  form().update({
    selectedOffers: {
      Glo: { model: 'Hyper X2', color: 'Black White', assetSource: 'BREP1', serialNumber: 'GLO-0001' },
      InspirationClub: {},
    },
    firstName: ' Anna ',
    lastName: 'Nowak',
    birthDate: '1990-05-01',
    billingPostalCode: '00-950',
    category: 'IQOS',
    consents: {
      ageVerified: true,
      personalDataRegistrationAuthorisation: true,
      newsletterCommercialAuthorization: true,
      inspirationClub: true,
      mobileOptIn: true,
    },
  });
  flow().chooseOffers();
}

/** Through the codes and the Glo form to a successful registration with the beacon `bc`. */
export async function registerGlo(fake: FakeApi, bc: string) {
  await reachOffers(fake);
  fillGloForm();
  fake.answer('/lead/register', { success: true, data: { uuid: 'lead-1' }, meta: { bc, ts: '17' } });
  await flow().register();
}
