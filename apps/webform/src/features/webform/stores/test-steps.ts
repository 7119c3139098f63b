// The registration's steps as the store tests walk them (a consumer's contact, codes, offers and
// form), against the fake server of test/fake-api.ts.
import { QueryClientProvider, type UseMutationResult } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { createQueryClient } from '../../../shared/query-client';
import type { WorkAction } from '../../../shared/work-actions/work-action';
import type { FakeApi } from '../../../test/fake-api';
import {
  useCheckCodes,
  useRegisterConsumer,
  useRequestCodes,
  useUploadReceipt,
} from '../api/registration-writes';
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

/** Runs a write the way a step does: through its mutation hook, in a query client of its own. */
async function viaMutation<V>(useWrite: () => UseMutationResult<boolean, Error, V>, vars: V) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const { result, unmount } = renderHook(useWrite, { wrapper });
  try {
    return await result.current.mutateAsync(vars);
  } finally {
    unmount();
  }
}

/** The registration's writes (../api/registration-writes.ts), each answering whether it went through. */
export const write = {
  requestCodes: () => viaMutation(useRequestCodes, undefined),
  checkCodes: () => viaMutation(useCheckCodes, undefined),
  registerConsumer: () => viaMutation(useRegisterConsumer, undefined),
  uploadReceipt: (image: Blob) => viaMutation(useUploadReceipt, image),
};

export function fillContact() {
  form().update({ emailAddress: ' jan@example.com ', numberPrefix: '+48', mobileNumber: '600100200' });
}

export async function reachOffers(
  fake: FakeApi,
  entitlements = { Glo: true, Vuse: true, Velo: true, Neo: true },
) {
  fillContact();
  fake.answer('/lead/otp', { success: true, data: {} });
  await write.requestCodes();
  form().update({ otp: 'AB3DE', otpEmail: 'XY7ZQ' });
  fake.answer('/lead/verify', { success: true, data: entitlements });
  await write.checkCodes();
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
  await write.registerConsumer();
}
