// webform-error-modal (SPEC §8): 'Ups! Coś poszło nie tak', the description, then 'Kod błędu' with
// the server's meta.ts or 'Spróbuj ponownie...', and 'Wróć'.
import { Button, Stack, Text } from '@mantine/core';
import { WEBFORM_ERROR_MODAL } from '@tourplanner/i18n-pl/errors';
import { AppModal } from '@tourplanner/ui/AppModal';
import { useEffect, useState } from 'react';
import { type ErrorModalState, useWebformPopups } from '../stores/popups-store';

export function ErrorModal() {
  const errorModal = useWebformPopups((s) => s.errorModal);
  const close = useWebformPopups((s) => s.closeErrorModal);
  // Keep the text while the modal closes (1000 ms), so it does not go blank mid-animation.
  const [shown, setShown] = useState<ErrorModalState | null>(errorModal);
  useEffect(() => {
    if (errorModal) setShown(errorModal);
  }, [errorModal]);

  return (
    <AppModal
      opened={errorModal !== null}
      onClose={close}
      onClosed={() => setShown(null)}
      variant="webform"
      centered
      title={WEBFORM_ERROR_MODAL.title}
      data-testid="webform-error-modal"
    >
      <Stack gap="md">
        <Text>{shown?.description}</Text>
        {shown?.code ? (
          <Text size="sm">
            {WEBFORM_ERROR_MODAL.codeLabel}: <b>{shown.code}</b>
          </Text>
        ) : (
          <Text size="sm">{WEBFORM_ERROR_MODAL.tryAgain}</Text>
        )}
        <Button size="lg" onClick={close} data-autofocus>
          {WEBFORM_ERROR_MODAL.back}
        </Button>
      </Stack>
    </AppModal>
  );
}
