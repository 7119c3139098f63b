// Wizard step 'Godzina': from and to (placeholders 8:00 and 21:00; '8' becomes 8:00).
import { Group } from '@mantine/core';
import { ACTION_WIZARD } from '@tourplanner/i18n-pl/backoffice';
import { TimeInput } from '@tourplanner/ui/TimeInput';
import { useActionWizard } from '../../stores/wizard-store';

export function TimeStep() {
  const timeStart = useActionWizard((s) => s.draft.timeStart);
  const timeEnd = useActionWizard((s) => s.draft.timeEnd);
  const patch = useActionWizard((s) => s.patch);
  return (
    <Group align="flex-start">
      <TimeInput
        label={ACTION_WIZARD.timeFrom}
        placeholder={ACTION_WIZARD.timeFromPlaceholder}
        value={timeStart}
        onChange={(value) => patch({ timeStart: value })}
        w={140}
      />
      <TimeInput
        label={ACTION_WIZARD.timeTo}
        placeholder={ACTION_WIZARD.timeToPlaceholder}
        value={timeEnd}
        onChange={(value) => patch({ timeEnd: value })}
        w={140}
      />
    </Group>
  );
}
