// Her new photo for one the coordinator asked her to take again (issue #30): the comment, the photo,
// and before a too blurred or too dark photo goes, the warning 'Zdjęcie jest nieostre — zrób je
// jeszcze raz?' with 'Wyślij mimo to' (she may also change the photo and send that).
import { Text } from '@mantine/core';
import { toast } from '@tourplanner/app-kit/toast';
import type { ReviewRetake } from '@tourplanner/domain/wire/review';
import { format } from '@tourplanner/i18n-pl/format';
import { OFFLINE_QUEUE } from '@tourplanner/i18n-pl/offline';
import { HOSTESS_RETAKE } from '@tourplanner/i18n-pl/webform';
import { useState } from 'react';
import { dataUrlToBlob } from '../../../shared/components/PhotoCamera';
import { UnclearPhotoAlert, useUnclearPhoto } from '../../../shared/components/UnclearPhoto';
import { useRetakePhoto } from '../api/retake';
import { ActionPhotoModal } from './ActionPhotoModal';
import type { ActionDialogProps } from './CancelActionDialog';
import { useActionSubmit } from './use-action-submit';

export function RetakePhotoModal(props: ActionDialogProps & { retake: ReviewRetake }) {
  const { action, retake, onClose } = props;
  const send = useRetakePhoto();
  const [photo, setPhoto] = useState<string | null>(null);
  const unclear = useUnclearPhoto();
  const submission = useActionSubmit();

  const upload = (value: string) =>
    submission.submit(true, async () => {
      const { queued } = await send.mutateAsync({ action, retake, photo: await dataUrlToBlob(value) });
      toast.show(queued ? OFFLINE_QUEUE.retakeQueued : HOSTESS_RETAKE.sent);
      onClose();
    });

  const onSubmit = async () => {
    if (!photo) return void submission.submit(false, async () => {});
    if (await unclear.clearEnough(photo)) await upload(photo);
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
        unclear.hide();
      }}
      submission={submission}
      submitLabel={HOSTESS_RETAKE.send}
      onSubmit={() => void onSubmit()}
    >
      {retake.comment ? (
        <Text size="sm">{format(HOSTESS_RETAKE.comment, { comment: retake.comment })}</Text>
      ) : null}
      {photo && unclear.shownFor(photo) ? (
        <UnclearPhotoAlert busy={submission.busy} onSendAnyway={() => void upload(photo)} />
      ) : null}
    </ActionPhotoModal>
  );
}
