// A section of the Pulpit: a bordered panel with its heading (level 2) and an optional lead line.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export function DashboardSection({
  title,
  caption,
  children,
}: {
  title: string;
  caption?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {caption && (
            <Text size="sm" c="dimmed">
              {caption}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
