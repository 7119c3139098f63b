// Wizard step 'Data': day, month and year inputs; taken only when they make a valid date. A day in
// the past is warned about, not refused (an action may be recorded afterwards).
import { Stack, Text } from '@mantine/core';
import { isPastDay } from '@tourplanner/domain/dates';
import { ACTION_WIZARD } from '@tourplanner/i18n-pl/backoffice';
import { DatePartsInput } from '@tourplanner/ui/DatePartsInput';
import { useActionWizard } from '../../stores/wizard-store';

export function DateStep() {
  const date = useActionWizard((s) => s.draft.date);
  const patch = useActionWizard((s) => s.patch);
  return (
    <Stack gap="xs">
      <DatePartsInput label={ACTION_WIZARD.steps.date} value={date} onChange={(d) => patch({ date: d })} />
      {date && isPastDay(date, new Date()) ? (
        <Text c="orange.9" size="sm" role="status">
          {ACTION_WIZARD.pastDate}
        </Text>
      ) : null}
    </Stack>
  );
}
