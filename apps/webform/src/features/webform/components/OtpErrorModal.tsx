// webform-otp-error-modal (SPEC §8): which code was wrong, or 'Błąd weryfikacji', and OK.
import { Button, Stack, Text } from '@mantine/core';
import { VERIFY_ERROR_POPUP } from '@tourplanner/i18n-pl/errors';
import { WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { AppModal } from '@tourplanner/ui/AppModal';
import { useEffect, useState } from 'react';
import { useWebformPopups } from '../stores/popups-store';

export function OtpErrorModal() {
  const otpError = useWebformPopups((s) => s.otpError);
  const close = useWebformPopups((s) => s.closeOtpError);
  const [shown, setShown] = useState(otpError);
  useEffect(() => {
    if (otpError) setShown(otpError);
  }, [otpError]);

  return (
    <AppModal
      opened={otpError !== null}
      onClose={close}
      onClosed={() => setShown(null)}
      variant="webform"
      centered
      title={WEBFORM_APP.webform.otpErrorTitle}
      data-testid="webform-otp-error-modal"
    >
      <Stack gap="md">
        <Text fw={600} size="lg">
          {shown}
        </Text>
        <Button size="lg" onClick={close} data-autofocus>
          {VERIFY_ERROR_POPUP.ok}
        </Button>
      </Stack>
    </AppModal>
  );
}
