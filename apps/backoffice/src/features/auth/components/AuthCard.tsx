// The centred card the login and password-reminder screens share.
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p="xl" maw={420} mx="auto" mt={48}>
      <Title order={1} size="h2" mb="lg">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
