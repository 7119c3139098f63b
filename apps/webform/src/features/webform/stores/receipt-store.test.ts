// The receipt after a registration: its upload with the serial and beacon, one Idempotency-Key
// per photo (ADR 0008), the device burn after it, and the error modal when it fails.
import { beforeEach, describe, expect, it } from 'vitest';
import { queuedMoves } from '../../../shared/offline/move-queue';
import { createQueryClient } from '../../../shared/query-client';
import { useSession } from '../../../shared/stores/session';
import { sendQueued } from '../../../shared/sync/send-queued';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { startRegistration } from '../registration';
import { useFormData } from './form-data-store';
import { useWebformPopups } from './popups-store';
import { useReceipt } from './receipt-store';
import { CONTEXT, fillGloForm, reachOffers as reachOffersWith, write } from './test-steps';

let fake: FakeApi;
const form = () => useFormData.getState();
const popups = () => useWebformPopups.getState();
const receiptStore = () => useReceipt.getState();
const reachOffers = () => reachOffersWith(fake);

beforeEach(() => {
  fake = installFakeApi('tok-123');
  startRegistration(CONTEXT);
});

describe('the receipt', () => {
  it('uploads the receipt with the Glo serial and the beacon, then burns the device', async () => {
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', {
      success: true,
      data: { uuid: 'lead-1' },
      meta: { bc: 'beacon-9', ts: '1' },
    });
    await write.registerConsumer();
    fake.answer('/action/receipt/create', {
      success: true,
      data: { receipt: { uuid: 'r1', created: { date: '2026-11-22 10:00:00' } } },
      meta: { ts: '5' },
    });
    fake.answer('/device/burn', { success: true, data: {} });
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await expect(write.uploadReceipt(image)).resolves.toBe(true);
    const [receipt] = fake.to('/action/receipt/create');
    expect(receipt?.input).toEqual({
      action: { uuid: 'action-1' },
      device: { serial: 'GLO-0001', beacon: 'beacon-9' },
    });
    expect(receipt?.files).toHaveLength(1);
    expect(receipt?.files[0]?.type).toBe('image/jpeg');
    const [burn] = fake.to('/device/burn');
    expect(burn?.json).toEqual({ device: { serialNumber: 'GLO-0001' } });
    expect(fake.requests.map((r) => r.path).slice(-2)).toEqual(['/action/receipt/create', '/device/burn']);
    expect(receiptStore().status).toBe('sent');
    expect(receiptStore().deviceBurned).toBe(true);
  });

  it('uses the placeholders without a device or beacon and burns nothing', async () => {
    await reachOffers();
    fillGloForm();
    form().update({ selectedOffers: { Velo: { sampling: 'VELO-PM-4MG' }, InspirationClub: {} } });
    fake.answer('/lead/register', { success: true, data: { uuid: 'lead-3' }, meta: { bc: '', ts: '1' } });
    await write.registerConsumer();
    fake.answer('/action/receipt/create', {
      success: true,
      data: { receipt: { uuid: 'r2', created: { date: '2026-11-22 10:00:00' } } },
      meta: { ts: '6' },
    });
    await write.uploadReceipt(new Blob(['x'], { type: 'image/jpeg' }));
    expect(fake.to('/action/receipt/create')[0]?.input).toEqual({
      action: { uuid: 'action-1' },
      device: { serial: 'fake_serial', beacon: 'fake_beacon' },
    });
    expect(fake.to('/device/burn')).toHaveLength(0);
  });

  it('shows the receipt upload text when the upload fails, and can retry', async () => {
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', { success: true, data: { uuid: 'lead-1' }, meta: { bc: 'b', ts: '1' } });
    await write.registerConsumer();
    fake.answer('/action/receipt/create', {
      success: false,
      error: 'E_INTERNAL',
      status: 500,
      meta: { ts: '99' },
    });
    await expect(write.uploadReceipt(new Blob(['x'], { type: 'image/jpeg' }))).resolves.toBe(false);
    expect(popups().errorModal).toEqual({
      description: 'Wystąpił błąd podczas wysyłania paragonu',
      code: '99',
    });
    expect(receiptStore().status).toBe('idle');
    expect(fake.to('/device/burn')).toHaveLength(0);
  });

  it('retries the upload of one photo with one Idempotency-Key, a new photo with a new one', async () => {
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', { success: true, data: { uuid: 'lead-1' }, meta: { bc: 'b', ts: '1' } });
    await write.registerConsumer();
    const sent = { receipt: { uuid: 'r1', created: { date: '2026-11-22 10:00:00' } } };
    receiptStore().setImage('data:image/jpeg;base64,AAAA');
    const image = new Blob(['x'], { type: 'image/jpeg' });
    // A failing server (with no answer at all the photo would wait on the phone, below): the same
    // photo again carries the same key.
    fake.answer('/action/receipt/create', { success: false, status: 503, error: 'E_STORAGE_UNAVAILABLE' });
    await expect(write.uploadReceipt(image)).resolves.toBe(false);
    fake.answer('/action/receipt/create', { success: true, data: sent, meta: { ts: '2' } });
    fake.answer('/device/burn', { success: true, data: {} });
    await expect(write.uploadReceipt(image)).resolves.toBe(true);
    const keys = () => fake.to('/action/receipt/create').map((r) => r.headers.get('idempotency-key'));
    expect(keys()[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys()[1]).toBe(keys()[0]);
    // A retaken photo is another receipt.
    receiptStore().setImage('data:image/jpeg;base64,BBBB');
    fake.answer('/action/receipt/create', { success: true, data: sent, meta: { ts: '3' } });
    await write.uploadReceipt(image);
    expect(keys()[2]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it('keeps a receipt that gets no answer on the phone, then sends it and the burn once with its key', async () => {
    useSession.setState({ status: 'signedIn', user: { uuid: 'u1', role: { uuid: 'HST' } } as never });
    await reachOffers();
    fillGloForm();
    fake.answer('/lead/register', { success: true, data: { uuid: 'lead-1' }, meta: { bc: 'b-7', ts: '1' } });
    await write.registerConsumer();
    receiptStore().setImage('data:image/jpeg;base64,AAAA');
    fake.answer('/action/receipt/create', { network: true });
    await expect(write.uploadReceipt(new Blob(['x'], { type: 'image/jpeg' }))).resolves.toBe(true);
    expect(receiptStore()).toMatchObject({ status: 'sent', queued: true, deviceBurned: false });
    expect(popups().errorModal).toBeNull();
    expect(fake.to('/device/burn')).toHaveLength(0);
    const [kept] = await queuedMoves('u1');
    expect(kept).toMatchObject({ move: 'receipt', burn: { device: { serialNumber: 'GLO-0001' } } });

    fake.answer('/action/receipt/create', {
      success: true,
      data: { receipt: { uuid: 'r1', created: { date: '2026-11-22 10:00:00' } } },
      meta: { ts: '2' },
    });
    fake.answer('/device/burn', { success: true, data: {} });
    const owner = { uuid: 'u1', role: { uuid: 'HST' } };
    expect(await sendQueued(owner, createQueryClient())).toBe(1);
    expect(await sendQueued(owner, createQueryClient())).toBe(0);
    const sent = fake.to('/action/receipt/create');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get('idempotency-key')).toBe(sent[0]?.headers.get('idempotency-key'));
    expect(sent[1]?.input).toEqual({
      action: { uuid: 'action-1' },
      device: { serial: 'GLO-0001', beacon: 'b-7' },
    });
    expect(sent[1]?.files).toHaveLength(1);
    expect(fake.to('/device/burn')).toHaveLength(1);
  });
});
