// The step's buttons, kept at the bottom within thumb reach: the main one full width, 'Wróć' beside.
import { Button, Group } from '@mantine/core';
import { BUTTONS } from '@tourplanner/i18n-pl/common';

export interface StepButtonsProps {
  submitLabel: string;
  busy?: boolean;
  onBack?: () => void;
  /** The submit button's form (when the buttons sit outside it). */
  form?: string;
}

export function StepButtons({ submitLabel, busy = false, onBack, form }: StepButtonsProps) {
  return (
    <Group className="wf-sticky-actions" gap="sm" wrap="nowrap">
      {onBack && (
        <Button variant="default" size="lg" onClick={onBack} disabled={busy} style={{ flex: '0 0 auto' }}>
          {BUTTONS.back}
        </Button>
      )}
      <Button type="submit" size="lg" loading={busy} form={form} style={{ flex: 1 }}>
        {submitLabel}
      </Button>
    </Group>
  );
}
