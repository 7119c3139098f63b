// Wizard step 'Typ akcji': Standard or Horeca; Standard keeps one location of those chosen.
import { Radio, Stack } from '@mantine/core';
import { locationsForType } from '@tourplanner/domain/selection';
import { ACTION_WIZARD } from '@tourplanner/i18n-pl/backoffice';
import { ACTION_TYPE_NAMES } from '@tourplanner/i18n-pl/common';
import { useActionWizard } from '../../stores/wizard-store';

export function TypeStep() {
  const type = useActionWizard((s) => s.draft.type);
  const actionPoints = useActionWizard((s) => s.draft.actionPoints);
  const patch = useActionWizard((s) => s.patch);
  return (
    <Radio.Group
      label={ACTION_WIZARD.steps.actionType}
      value={type}
      onChange={(v) => {
        const next = v === 'Horeca' ? 'Horeca' : 'Standard';
        patch({ type: next, actionPoints: locationsForType(actionPoints, next) });
      }}
    >
      <Stack mt="xs">
        <Radio value="Standard" label={ACTION_TYPE_NAMES.Standard} />
        <Radio value="Horeca" label={ACTION_TYPE_NAMES.Horeca} />
      </Stack>
    </Radio.Group>
  );
}
