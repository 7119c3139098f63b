// Every zustand store of an app is made here, so one call puts them all back as they started:
// resetAll() on sign-out and on a lost session, so the next person on a shared computer or phone
// sees nothing of the last one's; tests call it between tests.
//
// One way of resetting: the creator runs again. A store whose start depends on the moment (a list's
// date range, whether a token is saved on the device) then starts as it would now, which a snapshot
// taken at import could not give; the price is that a creator must only build state (no side
// effects: subscriptions go beside the store, not inside its creator).
import { create, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

const resets = new Set<() => void>();
let resetCount = 0;
let resetting = false;

export type ResettableStore<T> = UseBoundStore<StoreApi<T>> & {
  /** This store back to its initial state. */
  reset: () => void;
};

/** A zustand store (actions inside, read through selectors) that resetAll() returns to its initial state. */
export function resettableStore<T extends object>(creator: StateCreator<T>): ResettableStore<T> {
  const store = create<T>()(creator);
  const reset = () => store.setState(creator(store.setState, store.getState, store), true);
  resets.add(reset);
  return Object.assign(store, { reset });
}

/**
 * Registers what else a reset must forget (the server-data cache, a module's retry keys, a test's
 * QueryClient). Answers its removal.
 */
export function onResetAll(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** Every store back to its initial state, and whatever registered with onResetAll forgotten. */
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
