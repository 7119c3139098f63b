// The signed-in person's actions as the lists read them: a hostess's own with point, address,
// event ident and time; for a hostess administrator every one of today's started actions.

import { QueryObserver } from '@tanstack/react-query';
import { actionListBody } from '@tourplanner/domain/wire/actions';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, installFakeApi } from '../../test/fake-api';
import { wireAction } from '../../test/wire';
import { createQueryClient } from '../query-client';
import { loadListThroughWorker, workActionsQuery } from './work-actions-query';

const action = wireAction;
const point = {
  uuid: 'p1',
  ident: 'PT-1',
  name: 'Sklep',
  address: { streetAddress: 'ul. Długa', streetNumber: '5', cityName: 'Gdańsk' },
  lat: 54.35,
  lng: 18.65,
};
const user = (role: string) => ({ uuid: `u-${role}`, role: { uuid: role } });

let fake: FakeApi;

beforeEach(() => {
  fake = installFakeApi('tok');
});

describe('work actions', () => {
  it("reads a hostess's actions with point, address, event ident and time", async () => {
    fake.answer('/hostess/action/list', {
      success: true,
      data: { actions: [{ ...action('accepted'), points: [point], eventIdent: 'EV-1' }], count: 1 },
    });
    const [a] = await createQueryClient().fetchQuery(workActionsQuery(user('HST')));
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
      checkinRadiusM: 200,
    });
  });

  it('takes the check-in radius the server says, for each of her actions', async () => {
    fake.answer('/hostess/action/list', {
      success: true,
      data: {
        actions: ['a1', 'a2'].map((uuid) => ({
          ...action('accepted', { uuid }),
          points: [point],
          eventIdent: null,
        })),
        count: 2,
        checkinRadiusM: 350,
      },
    });
    const list = await createQueryClient().fetchQuery(workActionsQuery(user('HST')));
    expect(list.map((a) => a.checkinRadiusM)).toEqual([350, 350]);
  });

  it("lists today's started actions for a hostess administrator", async () => {
    fake.answer('/action/list', { success: true, data: { actions: [action('started')], count: 1 } });
    const actions = await createQueryClient().fetchQuery(workActionsQuery(user('HSADM')));
    const body = fake.to('/action/list')[0]?.json as {
      actions: Record<string, unknown>;
      pagination: unknown;
    };
    expect(body.actions.statuses).toEqual({ idents: ['started'] });
    expect(String(body.actions.since)).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(String(body.actions.until)).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
    expect(body.pagination).toEqual({ limit: 100, offset: 0 });
    expect(actions.map((a) => a.status)).toEqual(['started']);
  });

  it("reads every page of today's started actions for a hostess administrator", async () => {
    const started = Array.from({ length: 150 }, (_, i) => action('started', { uuid: `a-${i}` }));
    fake.answer('/action/list', { success: true, data: { actions: started.slice(0, 100), count: 150 } });
    fake.answer('/action/list', { success: true, data: { actions: started.slice(100), count: 150 } });
    const actions = await createQueryClient().fetchQuery(workActionsQuery(user('HSADM')));
    expect(actions.map((a) => a.uuid).sort()).toEqual(started.map((a) => a.uuid).sort());
    const bodies = fake.to('/action/list').map((r) => actionListBody.parse(r.json));
    expect(bodies.map((b) => b.pagination)).toEqual([0, 100].map((offset) => ({ limit: 100, offset })));
    for (const body of bodies) expect(body.actions.statuses).toEqual({ idents: ['started'] });
  });

  it('keeps one person’s list apart from another’s', () => {
    const hst1 = workActionsQuery({ uuid: 'u1', role: { uuid: 'HST' } }).queryKey;
    const hst2 = workActionsQuery({ uuid: 'u2', role: { uuid: 'HST' } }).queryKey;
    expect(hst1).not.toEqual(hst2);
  });
});

describe('the list when the service worker takes the page', () => {
  it('is loaded again through the worker, also when the worker came during its first load', async () => {
    const client = createQueryClient();
    const loads: ((list: string[]) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['work-actions', 'u-HST', 'HST', null],
      queryFn: () => new Promise<string[]>((resolve) => loads.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    // The first load is on its way, past the worker (it did not have the page yet).
    expect(loads).toHaveLength(1);
    const reloaded = loadListThroughWorker(client);
    loads[0]?.(['sent past the worker']);
    await expect.poll(() => loads.length).toBe(2);
    loads[1]?.(['through the worker']);
    await reloaded;
    expect(observer.getCurrentResult().data).toEqual(['through the worker']);
    unsubscribe();
  });

  it('is loaded again through the worker when it had loaded before', async () => {
    const client = createQueryClient();
    let loads = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['work-actions', 'u-HST', 'HST', null],
      queryFn: async () => [`load ${++loads}`],
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => observer.getCurrentResult().data).toEqual(['load 1']);
    await loadListThroughWorker(client);
    expect(observer.getCurrentResult().data).toEqual(['load 2']);
    unsubscribe();
  });
});
