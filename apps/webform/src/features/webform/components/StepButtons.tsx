// The step's buttons, kept at the bottom within thumb reach: the main one full width, 'Wróć' beside.
import { Button, Group } from '@mantine/core';
import { BUTTONS } from '@tourplanner/i18n-pl/common';

export interface StepButtonsProps {
  submitLabel: string;
  busy?: boolean;
  onBack?: () => void;
  /** The submit button's form (when the buttons sit outside it). */
  form?: string;
  /** The submit cannot be used now (e.g. the codes may not be sent again yet). */
  disabled?: boolean;
}

export function StepButtons({ submitLabel, busy = false, onBack, form, disabled = false }: StepButtonsProps) {
  return (
    <Group className="wf-sticky-actions" gap="sm" wrap="nowrap">
      {onBack && (
        <Button variant="default" size="lg" onClick={onBack} disabled={busy} style={{ flex: '0 0 auto' }}>
          {BUTTONS.back}
        </Button>
      )}
      <Button type="submit" size="lg" loading={busy} form={form} disabled={disabled} style={{ flex: 1 }}>
        {submitLabel}
      </Button>
    </Group>
  );
}
