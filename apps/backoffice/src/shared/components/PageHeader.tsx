// A screen's title with its header buttons, wrapping on narrow screens.
import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="md" gap="sm" wrap="wrap">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group gap="xs" wrap="wrap">
        {children}
      </Group>
    </Group>
  );
}
