// Every zustand store of the app is made here, so one call puts them all back as they started:
// resetAll() on sign-out and on a lost session (ADR 0009), so the next person on a shared phone
// sees nothing of the last one's; tests call it between tests. The server-data cache registers its
// own clearing (shared/query-client.ts) when it loads.
import { create, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

const resets = new Set<() => void>();
let resetCount = 0;
let resetting = false;

export type ResettableStore<T> = UseBoundStore<StoreApi<T>> & {
  /** This store back to its initial state. */
  reset: () => void;
};

/** A zustand store (actions inside, read through selectors) that resetAll() returns to its initial state. */
export function resettableStore<T extends object>(initializer: StateCreator<T>): ResettableStore<T> {
  const store = create<T>()(initializer);
  const initial = store.getState();
  const reset = () => store.setState(initial, true);
  resets.add(reset);
  return Object.assign(store, { reset });
}

/** Registers what else a reset must forget (a module's retry keys, a test's QueryClient). Answers its removal. */
export function onResetAll(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** Every store back to its initial state, and the server-data cache emptied (once it is loaded). */
export function resetAll(): void {
  resetCount += 1;
  resetting = true;
  try {
    for (const reset of resets) reset();
  } finally {
    resetting = false;
  }
}

/** True while resetAll() puts the stores back: a store's subscriber then sees a half-reset app. */
export const isResetting = () => resetting;

/** A call's outcome, or null when the stores were reset while it was out. */
export type Answer<T> = { ok: true; value: T } | { ok: false; error: unknown } | null;

/**
 * Runs a call for a store action. When the stores were reset while it was out (a sign-out, or the
 * 401 of this very call) it answers null: the answer belongs to the last session and must not be
 * written into the next person's stores.
 */
export async function answerInSession<T>(call: () => Promise<T>): Promise<Answer<T>> {
  const mark = resetCount;
  try {
    const value = await call();
    return mark === resetCount ? { ok: true, value } : null;
  } catch (error) {
    return mark === resetCount ? { ok: false, error } : null;
  }
}
