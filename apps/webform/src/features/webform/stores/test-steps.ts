// The registration's steps as the store tests walk them (a consumer's contact, codes, offers and
// form), against the fake server of test/fake-api.ts.
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
