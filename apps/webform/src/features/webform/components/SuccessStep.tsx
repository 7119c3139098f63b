// Step 4: registered (with the InspirationClub warning where the server gave one); then the receipt
// photo, uploaded with the registration's beacon, after which the Glo device is burned; then the
// next consumer.
import { Alert, Button, Card, Image, Stack, Text, Title } from '@mantine/core';
import { RECEIPT_SKIP } from '@tourplanner/i18n-pl/counter';
import { message } from '@tourplanner/i18n-pl/errors';
import { OFFLINE_QUEUE } from '@tourplanner/i18n-pl/offline';
import { SUCCESS, WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { ConfirmDialog } from '@tourplanner/ui/ConfirmDialog';
import { useState } from 'react';
import { dataUrlToBlob, PhotoCamera } from '../../../shared/components/PhotoCamera';
import { UnclearPhotoAlert, useUnclearPhoto } from '../../../shared/components/UnclearPhoto';
import { useUploadReceipt } from '../api/registration-writes';
import { newRegistration } from '../registration';
import { useWebformFlow } from '../stores/flow-store';
import { useFormData } from '../stores/form-data-store';
import { useReceipt } from '../stores/receipt-store';
import { receiptSkipMessage } from './LeaveGuard';

export function SuccessStep() {
  const icError = useWebformFlow((s) => s.icConsentStatus);
  const receiptImage = useReceipt((s) => s.image);
  const setReceiptImage = useReceipt((s) => s.setImage);
  const uploadReceipt = useUploadReceipt();
  const receiptStatus = useReceipt((s) => s.status);
  const deviceBurned = useReceipt((s) => s.deviceBurned);
  const receiptQueued = useReceipt((s) => s.queued);
  // The text only (a string): the step does not render again for the data it does not show.
  const skipMessage = useFormData((s) => receiptSkipMessage(s.data));
  const [cameraOpen, setCameraOpen] = useState(false);
  const [confirmSkip, setConfirmSkip] = useState(false);
  // The next consumer before this one's receipt went out: ask first (the Glo burn waits for it).
  const onNext = () => (receiptStatus === 'sent' ? newRegistration() : setConfirmSkip(true));

  const unclear = useUnclearPhoto();

  const upload = async (image: string) => {
    unclear.hide();
    await uploadReceipt.mutateAsync(await dataUrlToBlob(image));
  };
  // A too blurred or dark receipt: the warning first, and 'Wyślij mimo to' sends it.
  const send = async () => {
    if (receiptImage && (await unclear.clearEnough(receiptImage))) await upload(receiptImage);
  };

  return (
    <Stack gap="md">
      <Alert
        color="green"
        variant="light"
        role="status"
        title={SUCCESS.registered}
        data-testid="registered"
      />
      {icError && (
        <Alert
          color="orange"
          variant="light"
          role="note"
          title={SUCCESS.warningTitle}
          data-testid="ic-warning"
        >
          {message(icError)}
        </Alert>
      )}

      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {SUCCESS.receiptTitle}
          </Title>
          {receiptImage && (
            <Image src={receiptImage} alt={WEBFORM_APP.webform.receiptAlt} className="wf-photo" />
          )}
          {receiptStatus === 'sent' && receiptQueued ? (
            <Alert color="yellow" variant="light" role="status" data-testid="receipt-queued">
              {OFFLINE_QUEUE.receiptQueued}
            </Alert>
          ) : receiptStatus === 'sent' ? (
            <>
              <Alert color="green" variant="light" role="status" data-testid="receipt-sent">
                {SUCCESS.receiptSent}
              </Alert>
              {deviceBurned && <Text size="sm">{WEBFORM_APP.webform.deviceBurned}</Text>}
            </>
          ) : (
            <>
              <Button
                size="lg"
                variant={receiptImage ? 'default' : 'filled'}
                onClick={() => setCameraOpen(true)}
                disabled={receiptStatus === 'sending'}
              >
                {receiptImage ? WEBFORM_APP.webform.receiptRetake : SUCCESS.takeReceiptPhoto}
              </Button>
              {receiptImage && (
                <Button size="lg" onClick={() => void send()} loading={receiptStatus === 'sending'}>
                  {SUCCESS.sendReceipt}
                </Button>
              )}
              {receiptImage && unclear.shownFor(receiptImage) && (
                <UnclearPhotoAlert
                  busy={receiptStatus === 'sending'}
                  onSendAnyway={() => void upload(receiptImage)}
                />
              )}
            </>
          )}
        </Stack>
      </Card>

      <Button
        size="lg"
        variant={receiptStatus === 'sent' ? 'filled' : 'outline'}
        onClick={onNext}
        disabled={receiptStatus === 'sending'}
      >
        {SUCCESS.newRegistration}
      </Button>
      <ConfirmDialog
        opened={confirmSkip}
        title={RECEIPT_SKIP.title}
        message={skipMessage}
        confirmLabel={RECEIPT_SKIP.skip}
        cancelLabel={RECEIPT_SKIP.back}
        variant="webform"
        onConfirm={() => {
          setConfirmSkip(false);
          newRegistration();
        }}
        onCancel={() => setConfirmSkip(false)}
      />

      <PhotoCamera
        opened={cameraOpen}
        onClose={() => setCameraOpen(false)}
        onAccept={(url) => setReceiptImage(url)}
        title={WEBFORM_APP.cameraTitles.receipt}
      />
    </Stack>
  );
}
