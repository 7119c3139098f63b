// The wizard's summary row: what the draft holds so far, and 'Zapisz' (at every step, SPEC §2).
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatPolishDate } from '@tourplanner/domain/dates';
import { chosen } from '@tourplanner/domain/selection';
import { ACTION_WIZARD } from '@tourplanner/i18n-pl/backoffice';
import { ACTION_TYPE_NAMES } from '@tourplanner/i18n-pl/common';
import { useActionWizard } from '../stores/wizard-store';
import { draftWindow, type WizardDraft } from './draft';
import { isLast } from './step-machine';

function summaryOf(draft: WizardDraft, withTerritory: boolean): [string, string][] {
  const points = chosen(draft.actionPoints);
  const users = chosen(draft.users);
  const window = draftWindow(draft);
  return [
    [ACTION_WIZARD.steps.name, draft.name.trim() || ACTION_WIZARD.defaultName],
    ...(withTerritory
      ? [[ACTION_WIZARD.steps.territory, draft.territory?.ident ?? '—'] as [string, string]]
      : []),
    [ACTION_WIZARD.steps.actionType, ACTION_TYPE_NAMES[draft.type]],
    [ACTION_WIZARD.steps.event, draft.event?.name ?? '—'],
    [ACTION_WIZARD.steps.location, points.length ? String(points.length) : '—'],
    [ACTION_WIZARD.steps.date, draft.date ? formatPolishDate(draft.date) : '—'],
    [
      ACTION_WIZARD.steps.time,
      window && window !== 'invalid'
        ? `${window.since.date.slice(11, 16)}–${window.until.date.slice(11, 16)}`
        : '—',
    ],
    [
      ACTION_WIZARD.steps.personnel,
      users.map((u) => `${u.firstname ?? ''} ${u.lastname ?? ''}`.trim()).join(', ') || '—',
    ],
  ];
}

export function WizardSummary({ saving, onSave }: { saving: boolean; onSave: () => void }) {
  const draft = useActionWizard((s) => s.draft);
  const withTerritory = useActionWizard((s) => s.step.steps.includes('territory'));
  const lastStep = useActionWizard((s) => isLast(s.step));
  return (
    <Stack gap={6} p="sm" bg="gray.0" style={{ borderRadius: 8 }} data-testid="wizard-summary">
      <Text fw={700} size="sm">
        {ACTION_WIZARD.summary}
      </Text>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap={6} wrap="wrap" style={{ flex: 1 }}>
          {summaryOf(draft, withTerritory).map(([label, value]) => (
            <Badge key={label} variant="outline" color="gray.8" tt="none" size="lg" fw={500}>
              {label}: {value}
            </Badge>
          ))}
        </Group>
        <Button variant={lastStep ? 'filled' : 'light'} onClick={onSave} loading={saving}>
          {ACTION_WIZARD.save}
        </Button>
      </Group>
    </Stack>
  );
}
