// The filter dialog of the actions and reports pages: city, street, id, territory (where the role
// has the filter), personnel, event and status; on Raporty also the review state and signals.
import { Button, Checkbox, Group, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ActionStatus } from '@tourplanner/domain/entities';
import { ACTION_STATUSES } from '@tourplanner/domain/entities';
import { REVIEW_STATES, type ReviewState } from '@tourplanner/domain/review-states';
import { FILTER_DIALOG, REVIEW } from '@tourplanner/i18n-pl/backoffice';
import { STATUS_NAMES } from '@tourplanner/i18n-pl/common';
import { AppModal } from '@tourplanner/ui/AppModal';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useReferenceEvents, useReferencePersonnel, useTerritories } from '../../shared/queries/reference';
import { type ActionFilter, EMPTY_FILTER } from './filters';

export interface FilterModalProps {
  opened: boolean;
  onClose: () => void;
  value: ActionFilter;
  onApply: (filter: ActionFilter) => void;
  withTerritory: boolean;
  withStatus?: boolean;
  /** Whether the dialog offers the review state and 'Tylko z sygnałami' (Raporty, issue #30). */
  withReview?: boolean;
  /** Whether the dialog offers 'Obecność' (Akcje, issue 29). */
  withAttendance?: boolean;
}

const AttendanceFilter = lazy(() =>
  import('./AttendanceFilter').then((m) => ({ default: m.AttendanceFilter })),
);

export function FilterModal({
  opened,
  onClose,
  value,
  onApply,
  withTerritory,
  withStatus = true,
  withReview = false,
  withAttendance = false,
}: FilterModalProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(opened);
  if (opened !== seen) {
    setSeen(opened);
    if (opened) setDraft(value);
  }
  const territories = useTerritories();
  const events = useReferenceEvents();
  const personnel = useReferencePersonnel();

  const set = (patch: Partial<ActionFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={FILTER_DIALOG.title} size="lg">
      <form onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={FILTER_DIALOG.city}
            value={draft.cityFilter}
            onChange={(e) => set({ cityFilter: e.currentTarget.value })}
          />
          <TextInput
            label={FILTER_DIALOG.street}
            value={draft.streetFilter}
            onChange={(e) => set({ streetFilter: e.currentTarget.value })}
          />
          <TextInput
            label={FILTER_DIALOG.id}
            value={draft.idFilter}
            onChange={(e) => set({ idFilter: e.currentTarget.value })}
          />
          {withTerritory ? (
            <Select
              label={FILTER_DIALOG.territory}
              placeholder={FILTER_DIALOG.any}
              clearable
              searchable
              data={territories.map((t) => ({ value: t.uuid, label: t.ident }))}
              value={draft.territoryFilterUUID}
              onChange={(v, o) => set({ territoryFilterUUID: v, territoryFilter: o?.label ?? '' })}
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
          <Select
            label={FILTER_DIALOG.personnel}
            placeholder={FILTER_DIALOG.any}
            clearable
            searchable
            data={personnel.map((p) => ({ value: p.uuid, label: `${p.firstname} ${p.lastname}` }))}
            value={draft.personnelFilterUUID}
            onChange={(v, o) => set({ personnelFilterUUID: v, personnelFilter: o?.label ?? '' })}
          />
          <Select
            label={FILTER_DIALOG.event}
            placeholder={FILTER_DIALOG.any}
            clearable
            searchable
            data={events.map((ev) => ({ value: ev.uuid, label: ev.name }))}
            value={draft.eventFilterUUID}
            onChange={(v, o) => set({ eventFilterUUID: v, eventFilter: o?.label ?? '' })}
          />
          {withStatus ? (
            <Select
              label={FILTER_DIALOG.status}
              placeholder={FILTER_DIALOG.any}
              clearable
              data={ACTION_STATUSES.map((s) => ({ value: s, label: STATUS_NAMES[s] }))}
              value={draft.statusFilter}
              onChange={(v) => set({ statusFilter: (v as ActionStatus | null) ?? null })}
            />
          ) : null}
          {withReview ? (
            <MultiSelect
              label={FILTER_DIALOG.reviewStates}
              placeholder={draft.reviewStates.length ? undefined : FILTER_DIALOG.any}
              clearable
              data={REVIEW_STATES.map((s) => ({ value: s, label: REVIEW.states[s] }))}
              value={draft.reviewStates}
              onChange={(v) => set({ reviewStates: v as ReviewState[] })}
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
          {withAttendance ? (
            <Suspense fallback={null}>
              <AttendanceFilter
                value={draft.attendanceStates}
                onChange={(attendanceStates) => set({ attendanceStates })}
              />
            </Suspense>
          ) : null}
          {withReview ? (
            <Checkbox
              label={FILTER_DIALOG.signalsOnly}
              checked={draft.signalsOnly}
              onChange={(e) => set({ signalsOnly: e.currentTarget.checked })}
              style={{ alignSelf: 'end' }}
            />
          ) : null}
        </SimpleGrid>
        <Group justify="space-between" mt="lg">
          <Button variant="subtle" onClick={() => setDraft(EMPTY_FILTER)}>
            {FILTER_DIALOG.clear}
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              {FILTER_DIALOG.cancel}
            </Button>
            <Button type="submit">{FILTER_DIALOG.apply}</Button>
          </Group>
        </Group>
      </form>
    </AppModal>
  );
}
