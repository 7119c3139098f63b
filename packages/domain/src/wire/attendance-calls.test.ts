// The bodies and answers of issue 29's calls (alerts, reassign, history, calendar feeds, push):
// what the server refuses before any rule runs, and what the apps may rely on in an answer.
import { describe, expect, it } from 'vitest';
import { ALERT_KINDS, NOTIFICATION_PAGE_SIZE, REPLACEABLE_ALERT_KINDS } from '../alerts.ts';
import { HISTORY_KINDS } from '../history.ts';
import { calendarFeedAnswer, calendarFeedCreateBody, hostessActionIcsBody } from './calendar.ts';
import { actionHistoryAnswer, actionHistoryBody } from './history.ts';
import { notificationListAnswer, notificationListBody, notificationReadBody } from './notifications.ts';
import { pushKeyAnswer, pushSubscribeBody, pushUnsubscribeBody } from './push.ts';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;
const id = '0b0f4c1e-6f0a-4a53-9d5c-2f3b8f6f1a11';
const at = { date: '2026-11-29 10:15:00' };

describe("issue 29's calls", () => {
  it('pages the alerts up to their page size and marks one to a page of them read', () => {
    expect(ok(notificationListBody, { pagination: { page: 0, pageSize: NOTIFICATION_PAGE_SIZE } })).toBe(
      true,
    );
    expect(ok(notificationListBody, { pagination: { page: 0, pageSize: NOTIFICATION_PAGE_SIZE + 1 } })).toBe(
      false,
    );
    expect(ok(notificationReadBody, { uuids: [id] })).toBe(true);
    expect(ok(notificationReadBody, { uuids: [] })).toBe(false);
    expect(ok(notificationReadBody, { uuids: [''] })).toBe(false);
    expect(ok(notificationReadBody, { uuids: Array(NOTIFICATION_PAGE_SIZE + 1).fill(id) })).toBe(false);
  });

  it('answers an alert with its action, its hostess and the unread count', () => {
    const row = {
      uuid: id,
      kind: 'late_start',
      created: at,
      read: false,
      text: 'Hostessa nie rozpoczęła akcji',
      action: {
        uuid: id,
        ident: 'AK-000001',
        name: 'Akcja',
        since: at,
        until: at,
        status: 'accepted',
        territory: null,
        points: [{ uuid: id }],
        users: [{ uuid: id }],
      },
      hostess: { uuid: id, firstname: 'Anna', lastname: 'Nowak' },
    };
    expect(ok(notificationListAnswer, { notifications: [row], unread: 1 })).toBe(true);
    expect(ok(notificationListAnswer, { notifications: [{ ...row, kind: 'other' }], unread: 1 })).toBe(false);
    expect(ok(notificationListAnswer, { notifications: [], unread: -1 })).toBe(false);
  });

  it('offers a replacement only for the alerts a new hostess can still save', () => {
    expect(ALERT_KINDS).toEqual([
      'unconfirmed',
      'late_start',
      'no_show',
      'hostess_cancelled',
      'finished_early',
    ]);
    expect([...REPLACEABLE_ALERT_KINDS]).toEqual(['unconfirmed', 'late_start']);
  });

  it("reads an action's history: who (or the system), the kind, the text and the fields changed", () => {
    expect(ok(actionHistoryBody, { action: { uuid: id } })).toBe(true);
    expect(ok(actionHistoryBody, {})).toBe(false);
    const entries = [
      { at, who: { uuid: id, name: 'Adam Admin' }, kind: 'created', text: 'Utworzono akcję' },
      {
        at,
        who: { uuid: id, name: 'Adam Admin' },
        kind: 'changed',
        text: 'Zmieniono dane akcji',
        changes: [{ field: 'Nazwa', from: 'A', to: 'B' }],
      },
      { at, who: null, kind: 'reminder', text: 'Przypomnienie' },
    ];
    expect(ok(actionHistoryAnswer, { entries })).toBe(true);
    expect(ok(actionHistoryAnswer, { entries: [{ ...entries[0], kind: 'deleted' }] })).toBe(false);
    for (const kind of [
      'created',
      'changed',
      'status',
      'assigned',
      'confirmed',
      'reminder',
      'alert',
      'review',
    ])
      expect(HISTORY_KINDS).toContain(kind);
  });

  it('makes a feed link from an empty body and answers a URL', () => {
    expect(ok(calendarFeedCreateBody, {})).toBe(true);
    expect(ok(calendarFeedAnswer, { url: 'https://api.example.pl/calendar/abc.ics' })).toBe(true);
    expect(ok(calendarFeedAnswer, { url: 'abc.ics' })).toBe(false);
    expect(ok(hostessActionIcsBody, { action: { uuid: id } })).toBe(true);
    expect(ok(hostessActionIcsBody, { action: {} })).toBe(false);
  });

  it("takes a browser's push subscription as it serialises it, and nothing else", () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
    expect(ok(pushSubscribeBody, { subscription })).toBe(true);
    expect(ok(pushSubscribeBody, { subscription: { ...subscription, endpoint: 'nie-adres' } })).toBe(false);
    expect(
      ok(pushSubscribeBody, { subscription: { ...subscription, keys: { p256dh: 'a+b/c', auth: 'x' } } }),
    ).toBe(false);
    expect(ok(pushUnsubscribeBody, { endpoint: subscription.endpoint })).toBe(true);
    expect(ok(pushKeyAnswer, { publicKey: null })).toBe(true);
  });
});
