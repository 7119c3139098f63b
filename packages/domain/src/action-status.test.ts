import { describe, expect, it } from 'vitest';
import {
  canEdit,
  canSetStatus,
  HOSTESS_TRANSITIONS,
  hasHostessCancelled,
  hostessCan,
  isActionStatus,
  isRowMenuStatus,
  missingForStatusChange,
  ROW_MENU_STATUSES,
} from './action-status.ts';
import { ACTION_STATUSES } from './entities.ts';

const complete = {
  event: { uuid: 'e1' },
  users: [{ uuid: 'u1' }],
  actionPoints: [{ point: { uuid: 'p1' } }],
  since: { date: '2026-11-22 08:00:00' },
  until: { date: '2026-11-22 16:00:00' },
};

describe('row menu statuses', () => {
  it('are editable, accepted and cancelled', () => {
    expect(ROW_MENU_STATUSES).toEqual(['editable', 'accepted', 'cancelled']);
    expect(ACTION_STATUSES.filter(isRowMenuStatus)).toEqual(['editable', 'accepted', 'cancelled']);
    expect(isActionStatus('hst_cancelled')).toBe(true);
    expect(isActionStatus('new')).toBe(false);
  });
});

describe('canEdit', () => {
  it('is false for cancelled, started and finished only', () => {
    expect(ACTION_STATUSES.filter((s) => !canEdit(s))).toEqual(['cancelled', 'started', 'finished']);
    expect(canEdit(null)).toBe(true);
  });
});

describe('missingForStatusChange', () => {
  it('is empty for a complete action', () => {
    expect(missingForStatusChange(complete)).toEqual([]);
    expect(canSetStatus(complete, 'accepted')).toBe(true);
  });
  it('lists every missing field in order', () => {
    expect(missingForStatusChange({})).toEqual(['event', 'users', 'actionPoints', 'since', 'until']);
    expect(missingForStatusChange({ ...complete, event: null })).toEqual(['event']);
    expect(missingForStatusChange({ ...complete, users: [] })).toEqual(['users']);
    expect(missingForStatusChange({ ...complete, actionPoints: null })).toEqual(['actionPoints']);
    expect(missingForStatusChange({ ...complete, since: null })).toEqual(['since']);
    expect(missingForStatusChange({ ...complete, until: { date: '' } })).toEqual(['until']);
  });
  it('ignores entries marked trash', () => {
    expect(
      missingForStatusChange({
        ...complete,
        users: [{ trash: true }],
        actionPoints: [{ trash: true }, { trash: false }],
      }),
    ).toEqual(['users']);
    expect(canSetStatus({ ...complete, users: [{ trash: true }] }, 'accepted')).toBe(false);
  });
  it('refuses statuses outside the row menu', () => {
    expect(canSetStatus(complete, 'finished')).toBe(false);
    expect(canSetStatus(complete, 'hst_cancelled')).toBe(false);
  });
});

describe('hasHostessCancelled', () => {
  it('is true when any action is hst_cancelled', () => {
    const a = (ident: string) => ({ status: { global: { ident } } });
    expect(hasHostessCancelled([a('accepted'), a('hst_cancelled')])).toBe(true);
    expect(hasHostessCancelled([a('accepted'), a('cancelled')])).toBe(false);
    expect(hasHostessCancelled([])).toBe(false);
    expect(hasHostessCancelled(null)).toBe(false);
    expect(hasHostessCancelled([{ status: null }])).toBe(false);
  });
});

describe('hostess moves', () => {
  it('starts accepted, finishes started, cancels editable or accepted', () => {
    expect(ACTION_STATUSES.filter((s) => hostessCan('start', s))).toEqual(['accepted']);
    expect(ACTION_STATUSES.filter((s) => hostessCan('finish', s))).toEqual(['started']);
    expect(ACTION_STATUSES.filter((s) => hostessCan('cancel', s))).toEqual(['editable', 'accepted']);
    expect(hostessCan('start', null)).toBe(false);
    expect(HOSTESS_TRANSITIONS.cancel.to).toBe('hst_cancelled');
  });
});
