import { eventListBody } from '@tourplanner/domain/wire/events';
import { territoryListBody } from '@tourplanner/domain/wire/territories';
import { describe, expect, it } from 'vitest';
import { makeEvent, pagedHostesses, pagedRows, stubApi, testQueryClient } from '../../test/render';
import { eventsQuery, personnelQuery, territoriesQuery } from './reference';

describe('the personnel reference list', () => {
  it('holds every hostess of the scope, page after page, in the API’s order', async () => {
    const { hostesses, bodies, userList } = pagedHostesses(2345);
    stubApi({ userList });
    const scope = { uuids: ['t1', 't2'] };
    const personnel = await testQueryClient().fetchQuery(personnelQuery(scope));
    expect(personnel.map((p) => p.uuid)).toEqual(hostesses.map((h) => h.uuid));
    // Three pages of 1 000: the third, short, ends the list.
    expect(bodies.map((b) => b.pagination)).toEqual([0, 1, 2].map((page) => ({ page, pageSize: 1000 })));
    for (const body of bodies) expect(body).toMatchObject({ role: { uuid: 'HST' }, territory: scope });
  });

  it('asks for the people alone, without their availability and actions', async () => {
    const { bodies, userList } = pagedHostesses(3);
    stubApi({ userList });
    await testQueryClient().fetchQuery(personnelQuery(null));
    expect(bodies).toEqual([
      { pagination: { page: 0, pageSize: 1000 }, role: { uuid: 'HST' }, withSchedule: false },
    ]);
  });
});

describe('the territories reference list', () => {
  it('holds every territory, page after page of 500, in the API’s order', async () => {
    const territories = Array.from({ length: 1234 }, (_, i) => ({ uuid: `t-${i}`, ident: `T${i}` }));
    const { bodies, answer } = pagedRows(territories, territoryListBody);
    stubApi({ territoryList: answer });
    await expect(testQueryClient().fetchQuery(territoriesQuery())).resolves.toEqual(territories);
    expect(bodies.map((b) => b.pagination)).toEqual([0, 1, 2].map((page) => ({ page, pageSize: 500 })));
  });
});

describe('the events reference list', () => {
  it('holds every event, up to the empty page after pages the events fill exactly', async () => {
    const events = Array.from({ length: 1000 }, (_, i) => makeEvent({ uuid: `e-${i}`, ident: `E${i}` }));
    const { bodies, answer } = pagedRows(events, eventListBody);
    stubApi({ eventList: answer });
    const list = await testQueryClient().fetchQuery(eventsQuery());
    expect(list.map((e) => e.uuid)).toEqual(events.map((e) => e.uuid));
    expect(bodies.map((b) => b.pagination)).toEqual([0, 1, 2].map((page) => ({ page, pageSize: 500 })));
    // The reference list is every event, of no range.
    for (const body of bodies) expect(body).toEqual({ pagination: body.pagination });
  });
});
