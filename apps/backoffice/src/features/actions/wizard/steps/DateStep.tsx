// Wizard step 'Data': day, month and year inputs; taken only when they make a valid date.
import { ACTION_WIZARD } from '@tourplanner/i18n-pl/backoffice';
import { DatePartsInput } from '@tourplanner/ui/DatePartsInput';
import { useActionWizard } from '../../stores/wizard-store';

export function DateStep() {
  const date = useActionWizard((s) => s.draft.date);
  const patch = useActionWizard((s) => s.patch);
  return (
    <DatePartsInput label={ACTION_WIZARD.steps.date} value={date} onChange={(d) => patch({ date: d })} />
  );
}
