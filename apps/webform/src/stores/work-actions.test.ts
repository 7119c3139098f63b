// The hostess's moves on her action and what each sends: start (photo + GPS), finish (photo +
// survey), cancel; and the HSADM list of started actions.
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, installFakeApi } from '../test/fake-api';
import { wireAction } from '../test/wire';
import { useSession } from './session';
import { useWorkActions } from './work-actions';

const action = wireAction;
const point = {
  uuid: 'p1',
  ident: 'PT-1',
  name: 'Sklep',
  address: { streetAddress: 'ul. Długa', streetNumber: '5', cityName: 'Gdańsk' },
  lat: 54.35,
  lng: 18.65,
};
const user = (role: string) => ({ role: { uuid: role } }) as never;

let fake: FakeApi;
const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

beforeEach(async () => {
  fake = installFakeApi('tok');
  useSession.setState({ status: 'signedIn', user: user('HST') });
  useWorkActions.getState().reset();
  fake.answer('/hostess/action/list', {
    success: true,
    data: { actions: [{ ...action('accepted'), points: [point], eventIdent: 'EV-1' }], count: 1 },
  });
  await useWorkActions.getState().load();
});

describe('work actions', () => {
  it("reads a hostess's actions with point, address, event ident and time", () => {
    const [a] = useWorkActions.getState().actions;
    expect(a).toMatchObject({
      uuid: 'a1',
      ident: 'AKC-1',
      status: 'accepted',
      eventName: 'Event',
      eventIdent: 'EV-1',
      date: '2026-11-22',
      timeStart: '08:00',
      timeEnd: '21:00',
      point: { ident: 'PT-1', name: 'Sklep', lat: 54.35, lng: 18.65 },
    });
  });

  it('starts with one photo and the position, and keeps the distance answer', async () => {
    fake.answer('/hostess/action/start', {
      success: true,
      data: action('started', { startDistance: 812, outOfBounds: true, startLat: 52.2, startLng: 21 }),
    });
    const started = await useWorkActions
      .getState()
      .start('a1', photo(), { lat: 52.2, lng: 21, accuracy: 12 });
    const [req] = fake.to('/hostess/action/start');
    expect(req?.input).toEqual({ action: { uuid: 'a1' }, position: { lat: 52.2, lng: 21, accuracy: 12 } });
    expect(req?.files).toHaveLength(1);
    expect(started).toMatchObject({ status: 'started', startDistance: 812, outOfBounds: true });
    // The point and event ident from the list stay.
    expect(started.point?.ident).toBe('PT-1');
    expect(started.eventIdent).toBe('EV-1');
  });

  it('finishes with the end photo and the survey', async () => {
    fake.answer('/hostess/action/finish', { success: true, data: action('finished') });
    await useWorkActions
      .getState()
      .finish('a1', photo(), { chechboxes: ['tak', 'nie', 'tak'], text: 'Komentarz' });
    const [req] = fake.to('/hostess/action/finish');
    expect(req?.input).toEqual({
      action: { uuid: 'a1' },
      poll: { chechboxes: ['tak', 'nie', 'tak'], text: 'Komentarz' },
    });
    expect(req?.files).toHaveLength(1);
    expect(useWorkActions.getState().actions[0]?.status).toBe('finished');
  });

  it('takes a refused retry as done when the lost first start or finish did happen on the server', async () => {
    const listed = (status: string) => ({
      success: true as const,
      data: { actions: [{ ...action(status), points: [point], eventIdent: 'EV-1' }], count: 1 },
    });
    fake.answer('/hostess/action/start', { success: false, status: 409, error: 'E_CONFLICT' });
    fake.answer('/hostess/action/list', listed('started'));
    const started = await useWorkActions.getState().start('a1', photo(), { lat: 52.2, lng: 21 });
    expect(started).toMatchObject({ uuid: 'a1', status: 'started' });

    fake.answer('/hostess/action/finish', { success: false, status: 409, error: 'E_CONFLICT' });
    fake.answer('/hostess/action/list', listed('finished'));
    await useWorkActions.getState().finish('a1', photo(), { chechboxes: ['tak', 'tak', 'tak'], text: null });
    expect(useWorkActions.getState().actions[0]?.status).toBe('finished');
  });

  it('retries a start or finish with the same Idempotency-Key until it is answered', async () => {
    const keys = (path: string) => fake.to(path).map((r) => r.headers.get('idempotency-key'));
    fake.answer('/hostess/action/start', { network: true });
    await expect(
      useWorkActions.getState().start('a1', photo(), { lat: 52.2, lng: 21 }),
    ).rejects.toMatchObject({
      code: 'E_NETWORK',
    });
    fake.answer('/hostess/action/start', { success: true, data: action('started') });
    await useWorkActions.getState().start('a1', photo(), { lat: 52.2, lng: 21 });
    const [first, retry] = keys('/hostess/action/start');
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(retry).toBe(first);

    fake.answer('/hostess/action/finish', { success: true, data: action('finished') });
    await useWorkActions.getState().finish('a1', photo(), { chechboxes: ['tak', 'tak', 'tak'], text: null });
    expect(keys('/hostess/action/finish')[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys('/hostess/action/finish')[0]).not.toBe(first);
    // Answered: a later start of the same action is a new attempt with a new key.
    fake.answer('/hostess/action/start', { success: true, data: action('started') });
    await useWorkActions.getState().start('a1', photo(), { lat: 52.2, lng: 21 });
    expect(keys('/hostess/action/start')[2]).not.toBe(first);
  });

  it('still fails a refused start when the action is not started (cancelled meanwhile), with the list fresh', async () => {
    fake.answer('/hostess/action/start', { success: false, status: 409, error: 'E_CONFLICT' });
    fake.answer('/hostess/action/list', {
      success: true,
      data: { actions: [{ ...action('cancelled'), points: [point], eventIdent: 'EV-1' }], count: 1 },
    });
    await expect(
      useWorkActions.getState().start('a1', photo(), { lat: 52.2, lng: 21 }),
    ).rejects.toMatchObject({
      code: 'E_CONFLICT',
    });
    expect(useWorkActions.getState().actions[0]?.status).toBe('cancelled');
    // Other failures do not reload the list.
    fake.answer('/hostess/action/finish', { network: true });
    const lists = fake.to('/hostess/action/list').length;
    await expect(
      useWorkActions.getState().finish('a1', photo(), { chechboxes: ['tak', 'tak', 'tak'], text: null }),
    ).rejects.toMatchObject({ code: 'E_NETWORK' });
    expect(fake.to('/hostess/action/list')).toHaveLength(lists);
  });

  it('cancels (hst_cancelled)', async () => {
    fake.answer('/hostess/action/cancel', { success: true, data: action('hst_cancelled') });
    await useWorkActions.getState().cancel('a1');
    expect(fake.to('/hostess/action/cancel')[0]?.json).toEqual({ action: { uuid: 'a1' } });
    expect(useWorkActions.getState().actions[0]?.status).toBe('hst_cancelled');
  });

  it("lists today's started actions for a hostess administrator", async () => {
    useSession.setState({ user: user('HSADM') });
    fake.answer('/action/list', { success: true, data: { actions: [action('started')], count: 1 } });
    await useWorkActions.getState().load();
    const body = fake.to('/action/list')[0]?.json as {
      actions: Record<string, unknown>;
      pagination: unknown;
    };
    expect(body.actions.statuses).toEqual({ idents: ['started'] });
    expect(String(body.actions.since)).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(String(body.actions.until)).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
    expect(body.pagination).toEqual({ limit: 100, offset: 0 });
    expect(useWorkActions.getState().actions.map((a) => a.status)).toEqual(['started']);
  });
});
