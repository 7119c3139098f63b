// What a screen shows when it fails to load or render (a lost connection while a chunk loads,
// most often): the webform's error wording and a reload.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { BUTTONS } from '@tourplanner/i18n-pl/common';
import { WEBFORM_ERROR_MODAL } from '@tourplanner/i18n-pl/errors';
import { useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" maw={420} ta="center">
        <Title order={1} size="h2">
          {WEBFORM_ERROR_MODAL.title}
        </Title>
        <Text>{WEBFORM_ERROR_MODAL.network}</Text>
        <Button size="lg" onClick={() => window.location.reload()}>
          {BUTTONS.retry}
        </Button>
      </Stack>
    </Center>
  );
}
