// What a screen shows when it fails to load or render (a lost connection while a chunk loads, most
// often): the router's error boundary, with the app's wording and a reload.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

export interface RouteErrorTexts {
  title: string;
  text: string;
  retry: string;
}

/** An error boundary for a route: `ErrorBoundary: routeError(texts)`. */
export function routeError(texts: RouteErrorTexts) {
  return function RouteError() {
    const error = useRouteError();
    console.error(error);
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" maw={420} ta="center">
          <Title order={1} size="h2">
            {texts.title}
          </Title>
          <Text>{texts.text}</Text>
          <Button size="lg" onClick={() => window.location.reload()}>
            {texts.retry}
          </Button>
        </Stack>
      </Center>
    );
  };
}
