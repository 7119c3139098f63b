// A required photo: a button that opens the camera popup, then the picture with 'Zmień zdjęcie'.
import { Button, Image, Stack, Text } from '@mantine/core';
import { HOSTESS_ACTIONS, WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { useState } from 'react';
import { PhotoCamera } from '../../../shared/components/PhotoCamera';

export interface PhotoFieldProps {
  label: string;
  alt: string;
  cameraTitle: string;
  value: string | null;
  onChange: (dataUrl: string) => void;
  error?: string | null;
}

export function PhotoField({ label, alt, cameraTitle, value, onChange, error }: PhotoFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs">
      <Text fw={600}>{label}</Text>
      {value && <Image src={value} alt={alt} className="wf-photo" />}
      <Button size="md" variant={value ? 'default' : 'light'} onClick={() => setOpen(true)}>
        {value ? WEBFORM_APP.start.changePhoto : HOSTESS_ACTIONS.takePhoto}
      </Button>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      <PhotoCamera
        opened={open}
        onClose={() => setOpen(false)}
        onAccept={onChange}
        title={cameraTitle}
        variant="photo"
      />
    </Stack>
  );
}
