// Every zustand store of the app is made here, so that one call puts them all back as they started:
// resetAll() on logout and on a lost session (ADR 0009), so the next user of a shared computer
// sees nothing of the previous one's; tests call it between tests.
import { create, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';
import { queryClient } from '../query-client';

const resets = new Set<() => void>();

export type ResettableStore<T> = UseBoundStore<StoreApi<T>> & {
  /** This store back to its initial state. */
  reset: () => void;
};

/**
 * A zustand store (actions inside, read through selectors) that resetAll() returns to its initial
 * state. The initial state is made anew by running the creator again: defaults that depend on the
 * day (a list's range) or on storage (a saved token to restore) are taken as they are now.
 */
export function resettableStore<T extends object>(creator: StateCreator<T>): ResettableStore<T> {
  const store = create<T>()(creator);
  const reset = () => store.setState(creator(store.setState, store.getState, store), true);
  resets.add(reset);
  return Object.assign(store, { reset });
}

/** Registers what else a reset must forget (a test's QueryClient). Answers its removal. */
export function onResetAll(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** Every store back to its initial state, and the server-data cache emptied. */
export function resetAll(): void {
  for (const reset of resets) reset();
  queryClient.clear();
}
