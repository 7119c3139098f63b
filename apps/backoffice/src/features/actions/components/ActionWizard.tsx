// The add/edit action wizard (SPEC §2): name, territory (ASM and HSADM only), type, event,
// location, date, time and personnel, with the summary row and 'Zapisz' at every step.
import { Badge, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS } from '@tourplanner/domain/constants';
import { formatPolishDate } from '@tourplanner/domain/dates';
import type { Point, User } from '@tourplanner/domain/entities';
import { actionWizardSteps } from '@tourplanner/domain/roles';
import {
  chosen,
  locationsAfterEventChange,
  locationsForType,
  selectLocation,
  selectPerson,
} from '@tourplanner/domain/selection';
import { ACTION_WIZARD, ACTIONS } from '@tourplanner/i18n-pl/backoffice';
import { ACTION_TYPE_NAMES } from '@tourplanner/i18n-pl/common';
import { format } from '@tourplanner/i18n-pl/format';
import { AppModal } from '@tourplanner/ui/AppModal';
import { DatePartsInput } from '@tourplanner/ui/DatePartsInput';
import { listValue, SearchableSingleList, type SingleListItem } from '@tourplanner/ui/SearchableSingleList';
import { TimeInput } from '@tourplanner/ui/TimeInput';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api/client';
import { useReference } from '../../../shared/stores/reference';
import { selectRole, useSession } from '../../../shared/stores/session';
import { toast } from '../../../shared/toast/toast-store';
import { loadActions } from '../stores/actions-store';
import { draftToInput, draftWindow, type WizardDraft } from './wizard-draft';

export interface ActionWizardProps {
  opened: boolean;
  initial: WizardDraft;
  onClose: () => void;
}

const pointLabel = (p: Point) =>
  [p.name, [p.address.streetAddress, p.address.streetNumber].filter(Boolean).join(' '), p.address.cityName]
    .filter((s) => s?.trim())
    .join(', ') || ACTIONS.invalidAddress;

export function ActionWizard({ opened, initial, onClose }: ActionWizardProps) {
  const role = useSession(selectRole);
  const steps = actionWizardSteps(role);
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<WizardDraft>(initial);
  const [seen, setSeen] = useState(opened);
  const [points, setPoints] = useState<Point[]>([]);
  const [saving, setSaving] = useState(false);
  if (opened !== seen) {
    setSeen(opened);
    if (opened) {
      setDraft(initial);
      setStep(0);
    }
  }
  const territories = useReference((s) => s.territories);
  const events = useReference((s) => s.events);
  const personnel = useReference((s) => s.personnel);

  const eventUuid = draft.event?.uuid ?? null;
  const territoryUuid = draft.territory?.uuid ?? null;
  useEffect(() => {
    if (!opened || !eventUuid) {
      setPoints([]);
      return;
    }
    const controller = new AbortController();
    api
      .call(
        'pointList',
        {
          pagination: { page: 0, pageSize: LIMITS.pointsPageSize },
          event: { uuid: eventUuid },
          ...(territoryUuid ? { territory: { uuid: territoryUuid } } : {}),
        },
        { signal: controller.signal },
      )
      .then(setPoints)
      .catch(toast.fail);
    return () => controller.abort();
  }, [opened, eventUuid, territoryUuid]);

  const current = steps[step]!;
  const set = (patch: Partial<WizardDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const isEdit = draft.uuid !== null;

  const save = async () => {
    const body = draftToInput(draft);
    if (!body) {
      toast.error(draft.date ? ACTION_WIZARD.invalidTime : ACTION_WIZARD.invalidDate);
      setStep(steps.indexOf(draft.date ? 'time' : 'date'));
      return;
    }
    setSaving(true);
    try {
      if (body.uuid) {
        await api.call('actionUpdate', { action: { ...body, uuid: body.uuid } });
        toast.show(ACTIONS.toasts.saved);
      } else {
        await api.call('actionCreate', { action: body });
        toast.show(ACTIONS.toasts.created);
      }
      onClose();
      await loadActions();
    } catch (error) {
      toast.fail(error);
    } finally {
      setSaving(false);
    }
  };

  const chosenPoints = chosen(draft.actionPoints);
  const chosenUsers = chosen(draft.users);
  const window = draftWindow(draft);
  const summary: [string, string][] = [
    [ACTION_WIZARD.steps.name, draft.name.trim() || ACTION_WIZARD.defaultName],
    ...(steps.includes('territory')
      ? [[ACTION_WIZARD.steps.territory, draft.territory?.ident ?? '—'] as [string, string]]
      : []),
    [ACTION_WIZARD.steps.actionType, ACTION_TYPE_NAMES[draft.type]],
    [ACTION_WIZARD.steps.event, draft.event?.name ?? '—'],
    [ACTION_WIZARD.steps.location, chosenPoints.length ? String(chosenPoints.length) : '—'],
    [ACTION_WIZARD.steps.date, draft.date ? formatPolishDate(draft.date) : '—'],
    [
      ACTION_WIZARD.steps.time,
      window && window !== 'invalid'
        ? `${window.since.date.slice(11, 16)}–${window.until.date.slice(11, 16)}`
        : '—',
    ],
    [
      ACTION_WIZARD.steps.personnel,
      chosenUsers.map((u) => `${u.firstname ?? ''} ${u.lastname ?? ''}`.trim()).join(', ') || '—',
    ],
  ];

  const toUser = (p: User) => ({
    uuid: p.uuid,
    firstname: p.firstname,
    lastname: p.lastname,
    ident: p.ident,
  });

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={isEdit ? ACTION_WIZARD.titleEdit : ACTION_WIZARD.titleAdd}
      size="xl"
    >
      <Stack>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {format(ACTION_WIZARD.stepOf, { step: step + 1, count: steps.length })}
          </Text>
          <Text fw={700} component="h3" m={0} size="lg">
            {ACTION_WIZARD.steps[current === 'type' ? 'actionType' : current]}
          </Text>
        </Group>

        <div style={{ minHeight: 220 }}>
          {current === 'name' ? (
            <TextInput
              label={ACTION_WIZARD.steps.name}
              placeholder={ACTION_WIZARD.namePlaceholder}
              value={draft.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
              data-autofocus
            />
          ) : null}
          {current === 'territory' ? (
            <SearchableSingleList
              label={ACTION_WIZARD.steps.territory}
              items={territories.map((t) => ({ value: t.uuid, label: t.ident }))}
              value={draft.territory?.uuid ?? null}
              onChange={(uuid) => {
                // Choosing the chosen territory again keeps it: an action always has one.
                const t = territories.find((x) => x.uuid === uuid);
                if (!t) return;
                set({
                  territory: { uuid: t.uuid, ident: t.ident },
                  actionPoints: locationsAfterEventChange(draft.actionPoints),
                });
              }}
              noResultsText={ACTION_WIZARD.noTerritories}
              searchPlaceholder={ACTION_WIZARD.searchPlaceholder}
            />
          ) : null}
          {current === 'type' ? (
            <Radio.Group
              label={ACTION_WIZARD.steps.actionType}
              value={draft.type}
              onChange={(v) => {
                const type = v === 'Horeca' ? 'Horeca' : 'Standard';
                set({ type, actionPoints: locationsForType(draft.actionPoints, type) });
              }}
            >
              <Stack mt="xs">
                <Radio value="Standard" label={ACTION_TYPE_NAMES.Standard} />
                <Radio value="Horeca" label={ACTION_TYPE_NAMES.Horeca} />
              </Stack>
            </Radio.Group>
          ) : null}
          {current === 'event' ? (
            <SearchableSingleList
              label={ACTION_WIZARD.steps.event}
              items={events.map((ev) => ({ value: ev.uuid, label: ev.name, description: ev.ident }))}
              value={draft.event?.uuid ?? null}
              onChange={(uuid) => {
                // Choosing the chosen event again keeps it (and its locations).
                const ev = events.find((x) => x.uuid === uuid);
                if (!ev) return;
                set({
                  event: { uuid: ev.uuid, name: ev.name },
                  actionPoints: locationsAfterEventChange(draft.actionPoints),
                });
              }}
              noResultsText={ACTION_WIZARD.noEvents}
              searchPlaceholder={ACTION_WIZARD.searchPlaceholder}
            />
          ) : null}
          {current === 'location' ? (
            draft.event ? (
              <SearchableSingleList
                label={ACTION_WIZARD.steps.location}
                hint={
                  draft.type === 'Horeca' ? ACTION_WIZARD.manyLocationsHint : ACTION_WIZARD.oneLocationHint
                }
                items={points.map((p) => ({ value: p.uuid, label: pointLabel(p), description: p.ident }))}
                {...listValue(
                  chosenPoints.map((p) => p.point.uuid),
                  draft.type === 'Horeca',
                )}
                onChange={(_: unknown, item: SingleListItem) => {
                  const p = points.find((x) => x.uuid === item.value);
                  if (!p) return;
                  set({
                    actionPoints: selectLocation(
                      draft.actionPoints,
                      { point: { uuid: p.uuid }, name: p.name, ident: p.ident, address: p.address },
                      draft.type,
                    ),
                  });
                }}
                noResultsText={ACTION_WIZARD.noLocations}
                searchPlaceholder={ACTION_WIZARD.searchPlaceholder}
              />
            ) : (
              <Text c="dimmed">{ACTION_WIZARD.chooseEventFirst}</Text>
            )
          ) : null}
          {current === 'date' ? (
            <DatePartsInput
              label={ACTION_WIZARD.steps.date}
              value={draft.date}
              onChange={(date) => set({ date })}
            />
          ) : null}
          {current === 'time' ? (
            <Group align="flex-start">
              <TimeInput
                label={ACTION_WIZARD.timeFrom}
                placeholder={ACTION_WIZARD.timeFromPlaceholder}
                value={draft.timeStart}
                onChange={(timeStart) => set({ timeStart })}
                w={140}
              />
              <TimeInput
                label={ACTION_WIZARD.timeTo}
                placeholder={ACTION_WIZARD.timeToPlaceholder}
                value={draft.timeEnd}
                onChange={(timeEnd) => set({ timeEnd })}
                w={140}
              />
            </Group>
          ) : null}
          {current === 'personnel' ? (
            <SearchableSingleList
              label={ACTION_WIZARD.steps.personnel}
              items={personnel.map((p) => ({
                value: p.uuid,
                label: `${p.firstname} ${p.lastname}`,
                description: p.ident,
              }))}
              // One person; an action saved elsewhere with several shows them all until one is chosen.
              {...listValue(
                chosenUsers.map((u) => u.uuid),
                chosenUsers.length > 1,
              )}
              onChange={(_: unknown, item: SingleListItem) => {
                const p = personnel.find((x) => x.uuid === item.value);
                if (p) set({ users: selectPerson(draft.users, toUser(p)) });
              }}
              noResultsText={ACTION_WIZARD.noPersonnel}
              searchPlaceholder={ACTION_WIZARD.searchPlaceholder}
            />
          ) : null}
        </div>

        <Group justify="space-between">
          <Button variant="default" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
            {ACTION_WIZARD.back}
          </Button>
          <Button variant="light" onClick={() => setStep((s) => s + 1)} disabled={step >= steps.length - 1}>
            {ACTION_WIZARD.next}
          </Button>
        </Group>

        <Stack gap={6} p="sm" bg="gray.0" style={{ borderRadius: 8 }} data-testid="wizard-summary">
          <Text fw={700} size="sm">
            {ACTION_WIZARD.summary}
          </Text>
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Group gap={6} wrap="wrap" style={{ flex: 1 }}>
              {summary.map(([label, value]) => (
                <Badge key={label} variant="outline" color="gray.8" tt="none" size="lg" fw={500}>
                  {label}: {value}
                </Badge>
              ))}
            </Group>
            <Button onClick={save} loading={saving}>
              {ACTION_WIZARD.save}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </AppModal>
  );
}
