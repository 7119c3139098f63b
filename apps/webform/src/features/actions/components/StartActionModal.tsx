// Starting an action: a photo of the stand before the display is arranged and the GPS position;
// the server answers the distance to the point and whether she is out of bounds.
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { toast } from '@tourplanner/app-kit/toast';
import { isOutOfBounds, nearestDistance } from '@tourplanner/domain/geo';
import { START_FAR } from '@tourplanner/i18n-pl/counter';
import { format } from '@tourplanner/i18n-pl/format';
import { OFFLINE_QUEUE } from '@tourplanner/i18n-pl/offline';
import { HOSTESS_ACTIONS, WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { useCallback, useEffect, useState } from 'react';
import { dataUrlToBlob } from '../../../shared/components/PhotoCamera';
import { UnclearPhotoAlert, useUnclearPhoto } from '../../../shared/components/UnclearPhoto';
import { currentPosition, type Position } from '../../../shared/lib/geo';
import { useStartAction } from '../api/action-moves';
import { ActionPhotoModal } from './ActionPhotoModal';
import type { ActionDialogProps } from './CancelActionDialog';
import { useActionSubmit } from './use-action-submit';

type Locating = { state: 'locating' } | { state: 'ok'; position: Position } | { state: 'failed' };

export function StartActionModal(props: ActionDialogProps) {
  const { action, onClose } = props;
  const start = useStartAction();
  const [photo, setPhoto] = useState<string | null>(null);
  const [locating, setLocating] = useState<Locating>({ state: 'locating' });
  const submission = useActionSubmit();
  const { submit } = submission;
  const unclear = useUnclearPhoto();

  const locate = useCallback(() => {
    setLocating({ state: 'locating' });
    currentPosition().then(
      (position) => setLocating({ state: 'ok', position }),
      () => setLocating({ state: 'failed' }),
    );
  }, []);

  useEffect(() => {
    if (props.opened) locate();
  }, [props.opened, locate]);

  const preview =
    locating.state === 'ok' ? nearestDistance(locating.position, action.point ? [action.point] : []) : null;
  // Far from the point (by the server's radius): said before the start is recorded, and the button
  // says she starts anyway.
  const far = preview !== null && isOutOfBounds(preview, action.checkinRadiusM) === true;

  const send = () =>
    submit(photo !== null && locating.state === 'ok', async () => {
      if (!photo || locating.state !== 'ok') return;
      const { lat, lng, accuracy } = locating.position;
      const started = await start.mutateAsync({
        uuid: action.uuid,
        photo: await dataUrlToBlob(photo),
        position: { lat, lng, accuracy },
      });
      if (started.pending) toast.show(OFFLINE_QUEUE.startQueued);
      else toast.show(HOSTESS_ACTIONS.toasts.started);
      if (started.outOfBounds && started.startDistance !== null) {
        toast.error(format(HOSTESS_ACTIONS.outOfBounds, { distance: Math.round(started.startDistance) }));
      }
      onClose();
    });
  // A too blurred or dark photo: the warning first, and 'Wyślij mimo to' sends it.
  const onSubmit = async () => {
    if (photo && locating.state === 'ok' && !(await unclear.clearEnough(photo))) return;
    await send();
  };

  return (
    <ActionPhotoModal
      {...props}
      title={WEBFORM_APP.start.title}
      intro={WEBFORM_APP.start.intro}
      photo={{
        label: HOSTESS_ACTIONS.startPhoto,
        alt: WEBFORM_APP.start.photoAlt,
        cameraTitle: WEBFORM_APP.cameraTitles.start,
      }}
      photoValue={photo}
      onPhoto={(value) => {
        setPhoto(value);
        unclear.hide();
      }}
      submission={submission}
      submitLabel={far ? START_FAR.submit : WEBFORM_APP.start.submit}
      submitDisabled={locating.state !== 'ok'}
      onSubmit={() => void onSubmit()}
    >
      <Stack gap={4}>
        <Text fw={600}>{WEBFORM_APP.start.position}</Text>
        {locating.state === 'locating' && (
          <Text size="sm" c="dimmed" role="status">
            <Loader size="xs" mr={6} aria-hidden="true" />
            {HOSTESS_ACTIONS.locating}
          </Text>
        )}
        {locating.state === 'ok' && (
          <Text size="sm" data-testid="start-position">
            {format(WEBFORM_APP.start.positionValue, {
              lat: locating.position.lat.toFixed(5),
              lng: locating.position.lng.toFixed(5),
              accuracy: Math.round(locating.position.accuracy),
            })}
          </Text>
        )}
        {preview !== null && (
          <Text size="sm" data-testid="start-distance">
            {format(WEBFORM_APP.start.distance, { distance: preview })}
          </Text>
        )}
        {far && (
          <Alert
            color="orange"
            variant="light"
            title={WEBFORM_APP.start.outOfBoundsTitle}
            data-testid="start-far"
            role="status"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{format(START_FAR.body, { distance: preview })}</Text>
              <Button size="sm" variant="default" onClick={locate}>
                {WEBFORM_APP.start.retryLocation}
              </Button>
            </Stack>
          </Alert>
        )}
        {locating.state === 'failed' && (
          <Alert color="orange" variant="light" role="alert">
            <Stack gap="xs">
              <Text size="sm">{HOSTESS_ACTIONS.locationDenied}</Text>
              <Button size="sm" variant="default" onClick={locate}>
                {WEBFORM_APP.start.retryLocation}
              </Button>
            </Stack>
          </Alert>
        )}
        {unclear.shownFor(photo) && (
          <UnclearPhotoAlert busy={submission.busy} onSendAnyway={() => void send()} />
        )}
      </Stack>
    </ActionPhotoModal>
  );
}
