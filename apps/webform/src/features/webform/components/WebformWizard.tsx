// The registration frame: which action, the step title and progress, the current step, and the
// three popups (error modal, OTP error popup, offers list).
import { Anchor, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { WEBFORM_STEP_COUNT, WEBFORM_STEPS } from '@tourplanner/domain/webform';
import { format } from '@tourplanner/i18n-pl/format';
import { STEPS, WEBFORM_APP, WEBFORM_NAV } from '@tourplanner/i18n-pl/webform';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/lib/paths';
import { useTitle } from '../../../shared/lib/use-title';
import type { WorkAction } from '../../../shared/work-actions/work-action';
import { useWebformFlow } from '../stores/flow-store';
import { ContactStep } from './ContactStep';
import { ErrorModal } from './ErrorModal';
import { FormStep } from './FormStep';
import { OffersPopup } from './OffersPopup';
import { OffersStep } from './OffersStep';
import { OtpErrorModal } from './OtpErrorModal';
import { OtpStep } from './OtpStep';
import { SuccessStep } from './SuccessStep';

export function WebformWizard({ action }: { action: WorkAction }) {
  const step = useWebformFlow((s) => s.step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useTitle(`${STEPS[step]} — ${WEBFORM_NAV.register}`);

  // A new step starts at its top and the screen reader hears its title.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  return (
    <Stack gap="md" className="wf-touch" data-step={step}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" truncate="end" style={{ minWidth: 0 }}>
          {WEBFORM_APP.webform.action}: <b>{action.name || action.ident}</b>
          {action.point?.name ? ` · ${action.point.name}` : ''}
        </Text>
        <Anchor component={Link} to={PATHS.actions} size="sm" style={{ flexShrink: 0 }}>
          {WEBFORM_APP.webform.backToActions}
        </Anchor>
      </Group>
      <div>
        <Text size="sm" c="dimmed" fw={600}>
          {format(WEBFORM_APP.webform.stepOf, { step: step + 1, count: WEBFORM_STEP_COUNT })}
        </Text>
        <Title order={1} size="h2" ref={headingRef} tabIndex={-1} className="wf-step-title">
          {STEPS[step]}
        </Title>
        <Progress
          value={((step + 1) / WEBFORM_STEP_COUNT) * 100}
          mt="xs"
          size="sm"
          aria-label={WEBFORM_APP.webform.progress}
        />
      </div>
      {step === WEBFORM_STEPS.contact && <ContactStep />}
      {step === WEBFORM_STEPS.otp && <OtpStep />}
      {step === WEBFORM_STEPS.offers && <OffersStep />}
      {step === WEBFORM_STEPS.form && <FormStep action={action} />}
      {step === WEBFORM_STEPS.success && <SuccessStep />}
      <ErrorModal />
      <OtpErrorModal />
      <OffersPopup />
    </Stack>
  );
}
