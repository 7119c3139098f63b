// The registration frame: which action, the step title and progress, the current step, the
// three popups (error modal, OTP error popup, offers list) and the question before leaving.
// The step after the current one is rendered ahead, hidden (styled and laid out out of sight, out
// of the accessibility tree, inert), while the hostess fills the current one; the step change then
// only reveals it instead of building, styling and laying out its form in the tap.
import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { WEBFORM_STEP_COUNT, WEBFORM_STEPS, type WebformStep } from '@tourplanner/domain/webform';
import { DRAFT } from '@tourplanner/i18n-pl/counter';
import { format } from '@tourplanner/i18n-pl/format';
import { STEPS, WEBFORM_APP, WEBFORM_NAV } from '@tourplanner/i18n-pl/webform';
import { type CSSProperties, memo, startTransition, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/lib/paths';
import { useTitle } from '../../../shared/lib/use-title';
import type { WorkAction } from '../../../shared/work-actions/work-action';
import { newRegistration } from '../registration';
import { useWebformFlow } from '../stores/flow-store';
import { ContactStep } from './ContactStep';
import { ErrorModal } from './ErrorModal';
import { FormStep } from './FormStep';
import { LeaveGuard } from './LeaveGuard';
import { OffersPopup } from './OffersPopup';
import { OffersStep } from './OffersStep';
import { OtpErrorModal } from './OtpErrorModal';
import { OtpStep } from './OtpStep';
import { SuccessStep } from './SuccessStep';
import { StepShownContext } from './step-shown';

/** Which action: re-rendered only when the action changes, not on every step. */
const ActionLine = memo(function ActionLine({ action }: { action: WorkAction }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c="dimmed" truncate="end" style={{ minWidth: 0 }}>
        {WEBFORM_APP.webform.action}: <b>{action.name || action.ident}</b>
        {action.point?.name ? ` · ${action.point.name}` : ''}
      </Text>
      <Button
        component={Link}
        to={PATHS.actions}
        variant="subtle"
        size="sm"
        px="xs"
        className="wf-touch-target"
        style={{ flexShrink: 0 }}
      >
        {WEBFORM_APP.webform.backToActions}
      </Button>
    </Group>
  );
});

/**
 * The popups and the question before leaving: each follows its own store, so a step change does
 * not render them again.
 */
const WizardPopups = memo(function WizardPopups() {
  return (
    <>
      <ErrorModal />
      <OtpErrorModal />
      <OffersPopup />
      <LeaveGuard />
    </>
  );
});

/** One step's form. */
const StepView = memo(function StepView({ step, action }: { step: WebformStep; action: WorkAction }) {
  switch (step) {
    case WEBFORM_STEPS.contact:
      return <ContactStep />;
    case WEBFORM_STEPS.otp:
      return <OtpStep />;
    case WEBFORM_STEPS.offers:
      return <OffersStep />;
    case WEBFORM_STEPS.form:
      return <FormStep action={action} />;
    default:
      return <SuccessStep />;
  }
});

const STEP_ORDER = Object.values(WEBFORM_STEPS) as WebformStep[];

/** Around the steps: the step rendered ahead is placed against it. */
const STEPS_STYLE: CSSProperties = { position: 'relative' };

/**
 * The step rendered ahead: at the width it will have, out of sight and out of the accessibility
 * tree (visibility), taking no room and adding nothing to the page's scroll height.
 */
const AHEAD_STYLE: CSSProperties = {
  position: 'absolute',
  insetInline: 0,
  top: 0,
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
};

/**
 * Which pass through the steps this is: a move back (or a new registration) starts a new one, so
 * a step reached again is a new form, as it was when a step was only built on arrival; a move on
 * keeps it, so the step rendered ahead is the one shown.
 */
function usePass(step: WebformStep): number {
  const [pass, setPass] = useState({ step, round: 0 });
  if (pass.step === step) return pass.round;
  const round = step > pass.step ? pass.round : pass.round + 1;
  setPass({ step, round });
  return round;
}

/**
 * True once the browser was idle after `key` was first rendered: the step ahead is built then (as a
 * transition, which her tap interrupts), so building it never holds up the paint of the step just
 * shown (nor her first tap on it).
 */
function useIdleSince(key: string): boolean {
  const [idleAt, setIdleAt] = useState<string | null>(null);
  useEffect(() => {
    const idle = () => startTransition(() => setIdleAt(key));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(idle, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(idle, 200);
    return () => clearTimeout(timer);
  }, [key]);
  return idleAt === key;
}

export function WebformWizard({ action }: { action: WorkAction }) {
  const step = useWebformFlow((s) => s.step);
  const round = usePass(step);
  const ahead = useIdleSince(`${step}-${round}`) ? step + 1 : null;
  const notice = useWebformFlow((s) => s.notice);
  const dismissNotice = useWebformFlow((s) => s.dismissNotice);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useTitle(`${STEPS[step]} — ${WEBFORM_NAV.register}`);

  // A new step starts at its top and the screen reader hears its title.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  return (
    <Stack gap="md" className="wf-touch" data-step={step}>
      <ActionLine action={action} />
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
      {notice && (
        <Alert
          color={notice === 'verificationExpired' ? 'orange' : 'blue'}
          variant="light"
          role="status"
          data-testid="draft-notice"
          withCloseButton
          closeButtonLabel={DRAFT.dismiss}
          onClose={dismissNotice}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {notice === 'verificationExpired' ? DRAFT.verificationExpired : DRAFT.restored}
            </Text>
            {step !== WEBFORM_STEPS.success && (
              <Button
                variant="default"
                size="sm"
                className="wf-touch-target"
                onClick={() => newRegistration()}
              >
                {DRAFT.startOver}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {/* Not React's <Activity mode="hidden">: it hides with display: none, so a step shown is
          styled and laid out in the tap, and its effects (Mantine's ids, the stores'
          subscriptions) start then and render it all again. */}
      <div style={STEPS_STYLE}>
        {STEP_ORDER.filter((s) => s === step || s === ahead).map((s) => (
          <div key={`${s}-${round}`} style={s === step ? undefined : AHEAD_STYLE} inert={s !== step}>
            <StepShownContext value={s === step}>
              <StepView step={s} action={action} />
            </StepShownContext>
          </div>
        ))}
      </div>
      <WizardPopups />
    </Stack>
  );
}
