// The toast store: a module-level list of notices that any code (a component, a store, an API
// call's error handler) can push to with toast.show(), and that <Toasts /> renders. A plain
// external store instead of a context, so non-React code can raise a toast too.
import { TIMINGS } from '@tourplanner/domain/constants';
import { useSyncExternalStore } from 'react';

export type ToastKind = 'normal' | 'error';
/** enter: the 500 ms enter animation runs; shown: on screen; exit: the 300 ms exit animation runs. */
export type ToastPhase = 'enter' | 'shown' | 'exit';

export interface ToastItem {
  id: number;
  text: string;
  kind: ToastKind;
  phase: ToastPhase;
}

export interface ToastOptions {
  lifetimeMs?: number;
}

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>[]>();

function emit(): void {
  for (const listener of listeners) listener();
}

function setPhase(id: number, phase: ToastPhase): void {
  items = items.map((item) => (item.id === id ? { ...item, phase } : item));
  emit();
}

function clearTimers(id: number): void {
  for (const timer of timers.get(id) ?? []) clearTimeout(timer);
  timers.delete(id);
}

function remove(id: number): void {
  clearTimers(id);
  items = items.filter((item) => item.id !== id);
  emit();
}

export const toast = {
  /**
   * Shows a notice; it stays TIMINGS.toastLifetimeMs (2 s), then leaves with the exit animation.
   * `lifetimeMs: Infinity` keeps it until dismissed (stories, screenshots).
   */
  show(text: string, kind: ToastKind = 'normal', options: ToastOptions = {}): number {
    const id = nextId++;
    const lifetimeMs = options.lifetimeMs ?? TIMINGS.toastLifetimeMs;
    items = [...items, { id, text, kind, phase: 'enter' }];
    const scheduled = [setTimeout(() => setPhase(id, 'shown'), TIMINGS.toastEnterMs)];
    if (Number.isFinite(lifetimeMs)) scheduled.push(setTimeout(() => toast.dismiss(id), lifetimeMs));
    timers.set(id, scheduled);
    emit();
    return id;
  },
  error(text: string, options?: ToastOptions): number {
    return toast.show(text, 'error', options);
  },
  /** Starts the exit animation now; the notice is removed when it ends. */
  dismiss(id: number): void {
    const item = items.find((candidate) => candidate.id === id);
    if (!item || item.phase === 'exit') return;
    clearTimers(id);
    setPhase(id, 'exit');
    timers.set(id, [setTimeout(() => remove(id), TIMINGS.toastExitMs)]);
  },
  /** Removes every notice at once (logout, and between tests). */
  clear(): void {
    for (const id of timers.keys()) clearTimers(id);
    items = [];
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): readonly ToastItem[] {
    return items;
  },
};

/** The current notices and the calls to add or remove them, for React components. */
export function useToasts() {
  const toasts = useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getSnapshot);
  return { toasts, show: toast.show, error: toast.error, dismiss: toast.dismiss, clear: toast.clear };
}
