// The export queue's client state (SPEC §3 queueInProgress, §4 Export queue): whether a report is
// being made (the export button is off meanwhile) and which reports this tab asked for and has not
// downloaded yet. The queue itself is server data (shared/queries/report-queue.ts).

import { resettableStore } from '@tourplanner/app-kit/resettable';
import type { ReportQueueItem } from '@tourplanner/domain/entities';

interface QueueState {
  queueInProgress: boolean;
  /** Reports requested in this tab and not downloaded yet. */
  awaiting: string[];
  /** A request is on its way. */
  requesting: () => void;
  /** The server took the request for this report. */
  requested: (uuid: string) => void;
  requestFailed: () => void;
  /**
   * A fresh status: progress lasts while anything is queued (SPEC §4); answers the finished
   * reports this tab was waiting for, which are no longer awaited.
   */
  settle: (queue: { queued: ReportQueueItem[]; finished: ReportQueueItem[] }) => ReportQueueItem[];
}

export const useReportQueue = resettableStore<QueueState>((set, get) => ({
  queueInProgress: false,
  awaiting: [],
  requesting: () => set({ queueInProgress: true }),
  requested: (uuid) => set((s) => ({ awaiting: [...s.awaiting, uuid] })),
  requestFailed: () => set({ queueInProgress: false }),
  settle: (queue) => {
    const { awaiting } = get();
    const ready = queue.finished.filter((f) => awaiting.includes(f.uuid));
    set({
      queueInProgress: queue.queued.length > 0,
      awaiting: awaiting.filter((u) => !ready.some((r) => r.uuid === u)),
    });
    return ready;
  },
}));
