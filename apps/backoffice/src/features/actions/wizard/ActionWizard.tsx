// The add/edit action wizard (SPEC §2): one component per step (name, territory for ASM and HSADM,
// type, event, location, date, time, personnel) over the step machine, with the summary row and
// 'Zapisz' at every step. Its state is the wizard store's; the page opens it with a draft.
import { Button, Group, Stack, Text } from '@mantine/core';
import { toast } from '@tourplanner/app-kit/toast';
import { actionTimeProblem } from '@tourplanner/domain/dates';
import { ACTION_WIZARD } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { AppModal } from '@tourplanner/ui/AppModal';
import { useState } from 'react';
import { useSaveAction } from '../api/action-writes';
import { bookingRefusal, type Refusal } from '../api/booking-refusal';
import { usePoints } from '../api/points';
import { useActionWizard } from '../stores/wizard-store';
import { BookingRefusal } from './BookingRefusal';
import { draftToInput } from './draft';
import { currentStep, isFirst, isLast, type WizardStep } from './step-machine';
import { DateStep } from './steps/DateStep';
import { EventStep } from './steps/EventStep';
import { LocationStep } from './steps/LocationStep';
import { NameStep } from './steps/NameStep';
import { PersonnelStep } from './steps/PersonnelStep';
import { TerritoryStep } from './steps/TerritoryStep';
import { TimeStep } from './steps/TimeStep';
import { TypeStep } from './steps/TypeStep';
import { WizardSummary } from './WizardSummary';

const TITLES: Record<WizardStep, string> = {
  name: ACTION_WIZARD.steps.name,
  territory: ACTION_WIZARD.steps.territory,
  type: ACTION_WIZARD.steps.actionType,
  event: ACTION_WIZARD.steps.event,
  location: ACTION_WIZARD.steps.location,
  date: ACTION_WIZARD.steps.date,
  time: ACTION_WIZARD.steps.time,
  personnel: ACTION_WIZARD.steps.personnel,
};

export function ActionWizard() {
  const opened = useActionWizard((s) => s.opened);
  const isEdit = useActionWizard((s) => s.draft.uuid !== null);
  const step = useActionWizard((s) => s.step);
  const eventUuid = useActionWizard((s) => s.draft.event?.uuid ?? null);
  const territoryUuid = useActionWizard((s) => s.draft.territory?.uuid ?? null);
  const go = useActionWizard((s) => s.go);
  const close = useActionWizard((s) => s.close);
  // Fetched as soon as an event is chosen, so the location step has them when it is reached.
  const points = usePoints(opened ? eventUuid : null, territoryUuid);
  const saveAction = useSaveAction();
  const current = currentStep(step);
  // The last save's refusal for the hostess's time, shown until the next save (ADR 0021).
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [seenOpen, setSeenOpen] = useState(opened);
  if (seenOpen !== opened) {
    setSeenOpen(opened);
    setRefusal(null);
  }

  const save = () => {
    const draft = useActionWizard.getState().draft;
    const problem = actionTimeProblem(draft.date, draft.timeStart, draft.timeEnd);
    const body = problem ? null : draftToInput(draft);
    if (!body) {
      toast.error(ACTION_WIZARD.timeProblems[problem ?? 'date']);
      go({ type: 'field', field: problem === 'date' || !problem ? 'date' : 'timeStart' });
      return;
    }
    setRefusal(null);
    saveAction.mutate(body, {
      onSuccess: close,
      onError: (error) => {
        const r = bookingRefusal(error);
        if (r) setRefusal(r);
        else toast.fail(error);
      },
    });
  };
  const override = (reason: string) => {
    useActionWizard.getState().patch({ availabilityOverride: reason });
    save();
  };

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={isEdit ? ACTION_WIZARD.titleEdit : ACTION_WIZARD.titleAdd}
      size="xl"
    >
      <Stack>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {format(ACTION_WIZARD.stepOf, { step: step.index + 1, count: step.steps.length })}
          </Text>
          <Text fw={700} component="h3" m={0} size="lg">
            {TITLES[current]}
          </Text>
        </Group>

        {/* Enter in a field moves on, as 'Dalej' does (a list's buttons keep their own Enter). */}
        <fieldset
          style={{ minHeight: 220, border: 0, margin: 0, padding: 0, minWidth: 0 }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
            if (e.target.type === 'radio' || e.target.type === 'checkbox') return;
            e.preventDefault();
            go({ type: 'next' });
          }}
        >
          {current === 'name' ? <NameStep /> : null}
          {current === 'territory' ? <TerritoryStep /> : null}
          {current === 'type' ? <TypeStep /> : null}
          {current === 'event' ? <EventStep /> : null}
          {current === 'location' ? <LocationStep points={points} /> : null}
          {current === 'date' ? <DateStep /> : null}
          {current === 'time' ? <TimeStep /> : null}
          {current === 'personnel' ? <PersonnelStep /> : null}
        </fieldset>

        <Group justify="space-between">
          <Button variant="default" onClick={() => go({ type: 'back' })} disabled={isFirst(step)}>
            {ACTION_WIZARD.back}
          </Button>
          {/* The way forward is the primary button until the last step, where 'Zapisz' is. */}
          <Button onClick={() => go({ type: 'next' })} disabled={isLast(step)}>
            {ACTION_WIZARD.next}
          </Button>
        </Group>

        {refusal ? (
          <BookingRefusal refusal={refusal} saving={saveAction.isPending} onOverride={override} />
        ) : null}

        <WizardSummary saving={saveAction.isPending} onSave={save} />
      </Stack>
    </AppModal>
  );
}
