// Wizard step 'Godzina': from and to (placeholders 8:00 and 21:00; '8' becomes 8:00). An end that
// is not after the start is refused beside 'Do' (an action happens within its one day).
import { Group } from '@mantine/core';
import { actionTimeProblem } from '@tourplanner/domain/dates';
import { ACTION_WIZARD } from '@tourplanner/i18n-pl/backoffice';
import { TimeInput } from '@tourplanner/ui/TimeInput';
import { useActionWizard } from '../../stores/wizard-store';

export function TimeStep() {
  const timeStart = useActionWizard((s) => s.draft.timeStart);
  const timeEnd = useActionWizard((s) => s.draft.timeEnd);
  const patch = useActionWizard((s) => s.patch);
  const endBeforeStart =
    actionTimeProblem('2000-01-01', timeStart, timeEnd) === 'endBeforeStart'
      ? ACTION_WIZARD.timeProblems.endBeforeStart
      : undefined;
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
        error={endBeforeStart}
        w={endBeforeStart ? 280 : 140}
      />
    </Group>
  );
}
