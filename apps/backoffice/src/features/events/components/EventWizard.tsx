// The add/edit event wizard (SPEC §2): name, start date, end date, territory (searchable, 200 ms
// throttle, single choice), then save. A new event's id is built from its name and today's date.
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Ymd } from '@tourplanner/domain/dates';
import { formatPolishDate } from '@tourplanner/domain/dates';
import type { Event, Territory } from '@tourplanner/domain/entities';
import { eventIdent } from '@tourplanner/domain/event-id';
import { chosen, selectTerritory } from '@tourplanner/domain/selection';
import { BACKOFFICE_EXTRA, EVENTS } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { AppModal } from '@tourplanner/ui/AppModal';
import { listValue, SearchableSingleList, type SingleListItem } from '@tourplanner/ui/SearchableSingleList';
import { useState } from 'react';
import { useTerritories } from '../../../shared/queries/reference';
import { useSaveEvent } from '../api/events';
import { EventDateField } from './EventDateField';

const STEPS = ['name', 'since', 'until', 'territory', 'save'] as const;
type Step = (typeof STEPS)[number];

interface Draft {
  uuid: string | null;
  ident: string | null;
  name: string;
  since: Ymd | null;
  until: Ymd | null;
  territory: Territory[];
}

const fromEvent = (e: Event | null): Draft =>
  e
    ? {
        uuid: e.uuid,
        ident: e.ident,
        name: e.name,
        since: e.since.date.slice(0, 10),
        until: e.until.date.slice(0, 10),
        territory: e.territory,
      }
    : { uuid: null, ident: null, name: '', since: null, until: null, territory: [] };

export function EventWizard({
  opened,
  event,
  onClose,
}: {
  opened: boolean;
  event: Event | null;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => fromEvent(event));
  const [step, setStep] = useState(0);
  const [seen, setSeen] = useState(opened);
  const saveEvent = useSaveEvent();
  if (opened !== seen) {
    setSeen(opened);
    if (opened) {
      setDraft(fromEvent(event));
      setStep(0);
    }
  }
  const territories = useTerritories();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const current: Step = STEPS[step]!;
  const ident = draft.ident ?? eventIdent(draft.name, new Date());
  const untilBeforeSince = Boolean(draft.since && draft.until && draft.until < draft.since);
  const selected = chosen(draft.territory);

  const blocked: Record<Step, boolean> = {
    name: !draft.name.trim(),
    since: !draft.since,
    until: !draft.until || untilBeforeSince,
    territory: false,
    save: false,
  };
  const canSave = draft.name.trim() && draft.since && draft.until && !untilBeforeSince;

  const save = () => {
    if (!canSave || !draft.since || !draft.until) return;
    saveEvent.mutate(
      {
        uuid: draft.uuid,
        ident,
        name: draft.name.trim(),
        since: { date: `${draft.since} 00:00:00` },
        until: { date: `${draft.until} 23:59:59` },
        territory: draft.uuid ? draft.territory : selected,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={draft.uuid ? EVENTS.wizard.titleEdit : EVENTS.wizard.titleAdd}
      size="xl"
    >
      <Stack>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {format(BACKOFFICE_EXTRA.events.stepOf, { step: step + 1, count: STEPS.length })}
          </Text>
          <Text component="h3" m={0} fw={700} size="lg">
            {EVENTS.wizard.steps[current]}
          </Text>
        </Group>
        <div style={{ minHeight: 200 }}>
          {current === 'name' ? (
            <Stack>
              <TextInput
                label={EVENTS.wizard.steps.name}
                placeholder={EVENTS.wizard.namePlaceholder}
                value={draft.name}
                onChange={(e) => set({ name: e.currentTarget.value })}
                data-autofocus
              />
              <Text size="sm">
                {EVENTS.wizard.idLabel}: <b data-testid="event-ident">{ident}</b>
              </Text>
            </Stack>
          ) : null}
          {current === 'since' ? (
            <EventDateField
              label={EVENTS.wizard.steps.since}
              value={draft.since}
              onChange={(since) => set({ since })}
            />
          ) : null}
          {current === 'until' ? (
            <EventDateField
              label={EVENTS.wizard.steps.until}
              value={draft.until}
              onChange={(until) => set({ until })}
              minDate={draft.since ?? undefined}
              error={untilBeforeSince ? EVENTS.wizard.untilBeforeSince : null}
            />
          ) : null}
          {current === 'territory' ? (
            <SearchableSingleList
              label={EVENTS.wizard.steps.territory}
              searchLabel={EVENTS.wizard.territorySearch}
              searchPlaceholder={EVENTS.wizard.territorySearch}
              items={territories.map((t) => ({ value: t.uuid, label: t.ident }))}
              // One territory; a saved event with several (the demo data's have two) shows them all
              // until one is chosen.
              {...listValue(
                selected.map((t) => t.uuid),
                selected.length > 1,
              )}
              onChange={(_: unknown, item: SingleListItem) => {
                const t = territories.find((x) => x.uuid === item.value);
                if (t) set({ territory: selectTerritory(draft.territory, { uuid: t.uuid, ident: t.ident }) });
              }}
              noResultsText={EVENTS.wizard.noTerritories}
            />
          ) : null}
          {current === 'save' ? (
            <Stack gap="xs" data-testid="event-summary">
              <Text>
                {EVENTS.wizard.steps.name}: <b>{draft.name}</b>
              </Text>
              <Text>
                {EVENTS.wizard.idLabel}: <b>{ident}</b>
              </Text>
              <Text>
                {EVENTS.wizard.steps.since}: <b>{draft.since ? formatPolishDate(draft.since) : '—'}</b>
              </Text>
              <Text>
                {EVENTS.wizard.steps.until}: <b>{draft.until ? formatPolishDate(draft.until) : '—'}</b>
              </Text>
              <Group gap={4}>
                <Text>{EVENTS.wizard.steps.territory}:</Text>
                {selected.length ? (
                  selected.map((t) => (
                    <Badge key={t.uuid} tt="none">
                      {t.ident}
                    </Badge>
                  ))
                ) : (
                  <Text>—</Text>
                )}
              </Group>
            </Stack>
          ) : null}
        </div>
        <Group justify="space-between">
          <Button variant="default" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
            {EVENTS.wizard.back}
          </Button>
          {current === 'save' ? (
            <Button onClick={save} loading={saveEvent.isPending} disabled={!canSave}>
              {EVENTS.wizard.save}
            </Button>
          ) : (
            <Button onClick={() => setStep((s) => s + 1)} disabled={blocked[current]}>
              {EVENTS.wizard.next}
            </Button>
          )}
        </Group>
      </Stack>
    </AppModal>
  );
}
