// The device's copy of a registration in progress: one per hostess and action, gone after 2 hours
// untouched, and every one of a hostess gone when she signs out.
import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  clearDraftsOf,
  DRAFT_TTL_MS,
  loadDraft,
  purgeExpiredDrafts,
  saveDraft,
} from './registration-draft';

const T0 = Date.parse('2026-11-23T10:00:00Z');

describe('registration drafts on the device', () => {
  it('gives back what was saved, for that hostess and action only', () => {
    saveDraft('HST001', 'a1', { step: 2 }, T0);
    expect(loadDraft('HST001', 'a1', T0 + 1000)).toEqual({ savedAt: T0, draft: { step: 2 } });
    expect(loadDraft('HST001', 'a2', T0)).toBeNull();
    expect(loadDraft('HST002', 'a1', T0)).toBeNull();
  });

  it('keeps a draft 2 hours after its last change, and not a moment longer', () => {
    saveDraft('HST001', 'a1', { step: 1 }, T0);
    expect(loadDraft('HST001', 'a1', T0 + DRAFT_TTL_MS)).not.toBeNull();
    expect(loadDraft('HST001', 'a1', T0 + DRAFT_TTL_MS + 1)).toBeNull();
    // An expired draft is removed from the storage, not only hidden.
    expect(localStorage.length).toBe(0);
  });

  it('counts the 2 hours from the last save', () => {
    saveDraft('HST001', 'a1', { step: 1 }, T0);
    saveDraft('HST001', 'a1', { step: 3 }, T0 + DRAFT_TTL_MS - 1000);
    expect(loadDraft('HST001', 'a1', T0 + DRAFT_TTL_MS + 60_000)?.draft).toEqual({ step: 3 });
  });

  it('purges every expired draft, of any hostess, and leaves the others', () => {
    saveDraft('HST001', 'a1', { step: 1 }, T0);
    saveDraft('HST002', 'a2', { step: 1 }, T0 + DRAFT_TTL_MS);
    localStorage.setItem('token', 'kept');
    purgeExpiredDrafts(T0 + DRAFT_TTL_MS + 1);
    expect(loadDraft('HST001', 'a1', T0 + DRAFT_TTL_MS + 1)).toBeNull();
    expect(loadDraft('HST002', 'a2', T0 + DRAFT_TTL_MS + 1)).not.toBeNull();
    expect(localStorage.getItem('token')).toBe('kept');
  });

  it("clears one draft, or every draft of a hostess (her sign-out) and no one else's", () => {
    saveDraft('HST001', 'a1', { step: 1 }, T0);
    saveDraft('HST001', 'a2', { step: 2 }, T0);
    saveDraft('HST002', 'a1', { step: 3 }, T0);
    clearDraft('HST001', 'a1');
    expect(loadDraft('HST001', 'a1', T0)).toBeNull();
    expect(loadDraft('HST001', 'a2', T0)).not.toBeNull();
    clearDraftsOf('HST001', T0);
    expect(loadDraft('HST001', 'a2', T0)).toBeNull();
    expect(loadDraft('HST002', 'a1', T0)?.draft).toEqual({ step: 3 });
  });

  it('drops what it cannot read', () => {
    localStorage.setItem('registration-draft:HST001:a1', '{not json');
    expect(loadDraft('HST001', 'a1', T0)).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
