// The rows of Akcje selected for a bulk change (issue 32), client state only. A selection lives on
// one page of one list: the page clears it when the range, filter or page changes, and a bulk
// change clears it once answered.
import { resettableStore } from '@tourplanner/app-kit/resettable';

interface BulkSelectionState {
  /** The selected actions' uuids, in the order they were selected. */
  selected: string[];
  toggle: (uuid: string) => void;
  /** Selects every row of the page, or, when all are already selected, none of them. */
  togglePage: (page: readonly string[]) => void;
  clear: () => void;
}

/** Every uuid of `page` selected (false for an empty page). */
export const allSelected = (selected: readonly string[], page: readonly string[]) =>
  page.length > 0 && page.every((uuid) => selected.includes(uuid));

export const useBulkSelection = resettableStore<BulkSelectionState>((set, get) => ({
  selected: [],
  toggle: (uuid) => {
    const { selected } = get();
    set({ selected: selected.includes(uuid) ? selected.filter((u) => u !== uuid) : [...selected, uuid] });
  },
  togglePage: (page) => {
    const { selected } = get();
    if (allSelected(selected, page)) set({ selected: selected.filter((u) => !page.includes(u)) });
    else set({ selected: [...selected, ...page.filter((u) => !selected.includes(u))] });
  },
  clear: () => set({ selected: [] }),
}));
