// Wizard step 'Nazwa akcji': the action's name (an empty one is saved as 'Nazwa akcji').
import { TextInput } from '@mantine/core';
import { ACTION_WIZARD } from '@tourplanner/i18n-pl/backoffice';
import { useActionWizard } from '../../stores/wizard-store';

export function NameStep() {
  const name = useActionWizard((s) => s.draft.name);
  const patch = useActionWizard((s) => s.patch);
  return (
    <TextInput
      label={ACTION_WIZARD.steps.name}
      placeholder={ACTION_WIZARD.namePlaceholder}
      value={name}
      onChange={(e) => patch({ name: e.currentTarget.value })}
      data-autofocus
    />
  );
}
