// The dialog the start and finish steps share: the action's name, an intro, the required photo,
// what the step adds (the position, the survey), the failure of the last try and the submit.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { HOSTESS_ACTIONS } from '@tourplanner/i18n-pl/webform';
import { AppModal } from '@tourplanner/ui/AppModal';
import type { ReactNode } from 'react';
import type { ActionDialogProps } from './CancelActionDialog';
import { PhotoField } from './PhotoField';

export interface ActionPhotoModalProps extends ActionDialogProps {
  title: string;
  intro: string;
  photo: { label: string; alt: string; cameraTitle: string };
  photoValue: string | null;
  onPhoto: (dataUrl: string) => void;
  /** From useActionSubmit: once she has tried (touched) missing fields show their errors. */
  submission: { touched: boolean; busy: boolean; failure: string | null };
  submitLabel: string;
  submitDisabled?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

export function ActionPhotoModal({
  action,
  opened,
  onClose,
  onClosed,
  title,
  intro,
  photo,
  photoValue,
  onPhoto,
  submission: { touched, busy, failure },
  submitLabel,
  submitDisabled,
  onSubmit,
  children,
}: ActionPhotoModalProps) {
  const narrow = useMediaQuery('(max-width: 600px)');
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      onClosed={onClosed}
      title={title}
      fullScreen={narrow}
      centered
      closeOnClickOutside={!busy}
    >
      <Stack gap="md" className="wf-touch">
        <Text fw={600}>{action.name || action.ident}</Text>
        <Text size="sm">{intro}</Text>
        <PhotoField
          {...photo}
          value={photoValue}
          onChange={onPhoto}
          error={touched && !photoValue ? HOSTESS_ACTIONS.photoRequired : null}
        />
        {children}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Button size="lg" onClick={onSubmit} loading={busy} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </Stack>
    </AppModal>
  );
}
