// The warning before a too blurred or too dark photo goes (issue #30): 'Zdjęcie jest nieostre —
// zrób je jeszcze raz?' with 'Wyślij mimo to'. The start, the finish, the receipt and a retake
// each ask `clearEnough` before sending; a new photo hides the warning (it names the photo measured).
import { Alert, Button, Stack, Text } from '@mantine/core';
import { isUnclear } from '@tourplanner/domain/photo-clarity';
import { PHOTO_CLARITY } from '@tourplanner/i18n-pl/photo-clarity';
import { useState } from 'react';
import { measureClarity } from '../lib/photo-clarity';

export function useUnclearPhoto() {
  /** The photo the warning is shown for. */
  const [unclear, setUnclear] = useState<string | null>(null);
  return {
    /** Whether the warning stands for `photo` (not for a photo taken since). */
    shownFor: (photo: string | null) => unclear !== null && unclear === photo,
    /** Whether `photo` may go now: false, and the warning shown, when it is too blurred or too dark. */
    clearEnough: async (photo: string) => {
      const clarity = await measureClarity(photo);
      if (clarity && isUnclear(clarity)) {
        setUnclear(photo);
        return false;
      }
      setUnclear(null);
      return true;
    },
    hide: () => setUnclear(null),
  };
}

export function UnclearPhotoAlert({ onSendAnyway, busy }: { onSendAnyway: () => void; busy?: boolean }) {
  return (
    <Alert color="orange" variant="light" role="alert" data-testid="unclear-photo">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {PHOTO_CLARITY.unclear}
        </Text>
        <Button size="md" variant="default" onClick={onSendAnyway} loading={busy}>
          {PHOTO_CLARITY.sendAnyway}
        </Button>
      </Stack>
    </Alert>
  );
}
