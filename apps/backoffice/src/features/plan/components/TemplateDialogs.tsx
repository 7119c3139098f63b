// The planner's templates: 'Zapisz jako szablon' keeps the previewed plan's shape under a name;
// 'Z szablonu' previews a template over a new range (who is eligible is checked anew).
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { PlanInput } from '@tourplanner/domain/wire/plan';
import { PLANNER } from '@tourplanner/i18n-pl/planner';
import { DatePartsInput } from '@tourplanner/ui/DatePartsInput';
import { useState } from 'react';
import { useApplyTemplate, usePlanTemplates, useSaveTemplate } from '../api/plan';
import { formFromPlan, planShape } from '../plan-request';
import { usePlanner } from '../stores/plan-store';

export function SaveTemplateButton({ plan }: { plan: PlanInput }) {
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const save = useSaveTemplate();
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {PLANNER.templates.save}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={PLANNER.templates.saveTitle}>
        <Stack>
          <TextInput
            label={PLANNER.templates.name}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {PLANNER.templates.cancel}
            </Button>
            <Button
              loading={save.isPending}
              disabled={!name.trim()}
              onClick={() =>
                save.mutate(
                  { name: name.trim(), plan: planShape(plan) },
                  { onSuccess: () => setOpened(false) },
                )
              }
            >
              {PLANNER.templates.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export function ApplyTemplateButton() {
  const [opened, setOpened] = useState(false);
  const form = usePlanner((s) => s.form);
  const patch = usePlanner((s) => s.patch);
  const [template, setTemplate] = useState<string | null>(null);
  const [since, setSince] = useState<string | null>(form.since);
  const [until, setUntil] = useState<string | null>(form.until);
  const templates = usePlanTemplates(opened);
  const apply = useApplyTemplate();
  const list = templates.data ?? [];
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {PLANNER.templates.apply}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={PLANNER.templates.applyTitle}>
        <Stack>
          {templates.isSuccess && list.length === 0 ? (
            <Text size="sm">{PLANNER.templates.noTemplates}</Text>
          ) : null}
          <Select
            label={PLANNER.templates.template}
            data={list.map((t) => ({ value: t.uuid, label: t.name }))}
            value={template}
            onChange={setTemplate}
            comboboxProps={{ withinPortal: true }}
          />
          <DatePartsInput label={PLANNER.form.since} value={since} onChange={setSince} />
          <DatePartsInput label={PLANNER.form.until} value={until} onChange={setUntil} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {PLANNER.templates.cancel}
            </Button>
            <Button
              loading={apply.isPending}
              disabled={!template || !since || !until || until < since}
              onClick={() =>
                apply.mutate(
                  { template: template!, since: since!, until: until!, override: form.override },
                  {
                    onSuccess: ({ plan }) => {
                      patch(formFromPlan(plan, usePlanner.getState().form));
                      setOpened(false);
                    },
                  },
                )
              }
            >
              {PLANNER.templates.applyConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
