// Her new photo for one the coordinator asked her to take again (issue #30): the comment, the photo,
// and before a too blurred or too dark photo goes, the warning 'Zdjęcie jest nieostre — zrób je
// jeszcze raz?' with 'Wyślij mimo to' (she may also change the photo and send that).
import { Alert, Button, Stack, Text } from '@mantine/core';
import { toast } from '@tourplanner/app-kit/toast';
import { isUnclear } from '@tourplanner/domain/photo-clarity';
import type { ReviewRetake } from '@tourplanner/domain/wire/review';
import { format } from '@tourplanner/i18n-pl/format';
import { OFFLINE_QUEUE } from '@tourplanner/i18n-pl/offline';
import { HOSTESS_RETAKE } from '@tourplanner/i18n-pl/webform';
import { useState } from 'react';
import { dataUrlToBlob } from '../../../shared/components/PhotoCamera';
import { measureClarity } from '../../../shared/lib/photo-clarity';
import { useRetakePhoto } from '../api/retake';
import { ActionPhotoModal } from './ActionPhotoModal';
import type { ActionDialogProps } from './CancelActionDialog';
import { useActionSubmit } from './use-action-submit';

export function RetakePhotoModal(props: ActionDialogProps & { retake: ReviewRetake }) {
  const { action, retake, onClose } = props;
  const send = useRetakePhoto();
  const [photo, setPhoto] = useState<string | null>(null);
  /** The photo the warning is shown for (a new photo clears it). */
  const [unclear, setUnclear] = useState<string | null>(null);
  const submission = useActionSubmit();

  const upload = (value: string) =>
    submission.submit(true, async () => {
      const { queued } = await send.mutateAsync({ action, retake, photo: await dataUrlToBlob(value) });
      toast.show(queued ? OFFLINE_QUEUE.retakeQueued : HOSTESS_RETAKE.sent);
      onClose();
    });

  const onSubmit = async () => {
    if (!photo) return void submission.submit(false, async () => {});
    const clarity = await measureClarity(photo);
    if (clarity && isUnclear(clarity)) {
      setUnclear(photo);
      return;
    }
    await upload(photo);
  };

  return (
    <ActionPhotoModal
      {...props}
      title={HOSTESS_RETAKE.title}
      intro={HOSTESS_RETAKE.intro}
      photo={{
        label: HOSTESS_RETAKE.photoNames[retake.ident],
        alt: HOSTESS_RETAKE.photoAlt,
        cameraTitle: HOSTESS_RETAKE.photoNames[retake.ident],
      }}
      photoValue={photo}
      onPhoto={(value) => {
        setPhoto(value);
        setUnclear(null);
      }}
      submission={submission}
      submitLabel={HOSTESS_RETAKE.send}
      onSubmit={() => void onSubmit()}
    >
      {retake.comment ? (
        <Text size="sm">{format(HOSTESS_RETAKE.comment, { comment: retake.comment })}</Text>
      ) : null}
      {unclear !== null && unclear === photo ? (
        <Alert color="orange" variant="light" role="alert" data-testid="unclear-photo">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {HOSTESS_RETAKE.unclear}
            </Text>
            <Button size="md" variant="default" onClick={() => void upload(unclear)}>
              {HOSTESS_RETAKE.sendAnyway}
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </ActionPhotoModal>
  );
}
