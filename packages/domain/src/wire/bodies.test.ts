import { describe, expect, it } from 'vitest';
import { ROW_MENU_STATUSES } from '../action-status.ts';
import { LIMITS } from '../constants.ts';
import { ROLES } from '../entities.ts';
import { actionListBody, actionSetStatusBody } from './actions.ts';
import { loginBody } from './auth.ts';
import { availabilityListBody, availabilitySaveBody } from './availability.ts';
import { codePoolBody } from './codes.ts';
import { importAnswer, timeRange } from './common.ts';
import { deviceBurnBody } from './devices.ts';
import { eventCreateBody, eventListBody } from './events.ts';
import { fileListBody, receiptCreateBody, receiptListBody } from './files.ts';
import { actionStartBody, hostessActionsAnswer } from './hostess.ts';
import { pointListBody } from './points.ts';
import { reportRequestBody, reportRequestParams } from './reports.ts';
import { territoryListBody } from './territories.ts';
import { userListBody } from './users.ts';

const since = '2026-11-01 00:00:00';
const until = '2026-11-30 23:59:59';
const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('the call bodies', () => {
  it('take pages up to each list’s limit (SPEC §7)', () => {
    const page = (pageSize: number) => ({ pagination: { page: 0, pageSize } });
    expect(ok(userListBody, page(LIMITS.personnelPageSize))).toBe(true);
    expect(ok(userListBody, page(LIMITS.personnelPageSize + 1))).toBe(false);
    expect(ok(territoryListBody, page(LIMITS.territoriesPageSize + 1))).toBe(false);
    expect(ok(eventListBody, page(LIMITS.eventsPageSize + 1))).toBe(false);
    expect(ok(pointListBody, page(LIMITS.pointsPageSize + 1))).toBe(false);
    const list = (limit: number) => ({ actions: { since, until }, pagination: { limit } });
    expect(actionListBody.parse(list(LIMITS.actionsPageSize)).pagination.offset).toBe(0);
    expect(ok(actionListBody, list(LIMITS.actionsPageSize + 1))).toBe(false);
    expect(ok(reportRequestBody, { pagination: { limit: LIMITS.reportRowsLimit } })).toBe(true);
    expect(ok(reportRequestBody, { pagination: { limit: LIMITS.reportRowsLimit + 1 } })).toBe(false);
    const photos = (limit: number) => ({ action: { uuid: 'a' }, pagination: { limit } });
    expect(ok(receiptListBody, photos(LIMITS.receiptsLimit + 1))).toBe(false);
    expect(ok(fileListBody, photos(LIMITS.filesLimit))).toBe(true);
  });

  it('let coordinators set only the statuses of the row menu', () => {
    for (const ident of ROW_MENU_STATUSES)
      expect(ok(actionSetStatusBody, { status: { ident }, action: { uuid: 'a' } })).toBe(true);
    for (const ident of ['started', 'finished', 'hst_cancelled'])
      expect(ok(actionSetStatusBody, { status: { ident }, action: { uuid: 'a' } })).toBe(false);
  });

  it('filter the personnel by any known role', () => {
    for (const uuid of ROLES)
      expect(ok(userListBody, { pagination: { pageSize: 1 }, role: { uuid } })).toBe(true);
    expect(ok(userListBody, { pagination: { pageSize: 1 }, role: { uuid: 'ROOT' } })).toBe(false);
  });

  it('read dates in the wire format', () => {
    expect(ok(timeRange, { since, until })).toBe(true);
    expect(ok(availabilityListBody, { since: '2026-11-01', until })).toBe(false);
    expect(ok(reportRequestParams, { format: 'xlsx', since: '2026-11-01', until: '2026-11-30' })).toBe(true);
    expect(ok(reportRequestParams, { format: 'csv', since: '2026-11-01', until: '2026-11-30' })).toBe(false);
    const slot = { since: { date: since }, until: { date: until } };
    expect(ok(availabilitySaveBody, { day: '2026-11-01', availability: Array(24).fill(slot) })).toBe(true);
    expect(ok(availabilitySaveBody, { day: '2026-11-01', availability: Array(25).fill(slot) })).toBe(false);
  });

  it('check what the server relies on', () => {
    expect(loginBody.parse({ username: ' anna@example.pl ', password: 'x' }).username).toBe(
      'anna@example.pl',
    );
    expect(ok(loginBody, { username: ' ', password: 'x' })).toBe(false);
    expect(deviceBurnBody.parse({ device: { serialNumber: ' GLO1 ' } }).device.serialNumber).toBe('GLO1');
    const event = { ident: 'e', name: 'E', since: { date: since }, until: { date: until }, territory: [] };
    expect(ok(eventCreateBody, { event })).toBe(true);
    expect(ok(eventCreateBody, { event: { ...event, name: ' ' } })).toBe(false);
    expect(
      ok(receiptCreateBody, {
        action: { uuid: 'a' },
        device: { serial: 'fake_serial', beacon: 'fake_beacon' },
      }),
    ).toBe(true);
    expect(ok(actionStartBody, { action: { uuid: 'a' }, position: { lat: 91, lng: 0 } })).toBe(false);
    expect(codePoolBody.parse({})).toEqual({});
    expect(importAnswer.parse({ imported: 2, skipped: 0 })).toEqual({ imported: 2, skipped: 0 });
    expect(hostessActionsAnswer.parse({ actions: [], count: 0 }).count).toBe(0);
  });
});
