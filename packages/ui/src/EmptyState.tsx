// What a list or panel shows when it has nothing: 'Brak zdjęć', 'Brak odpowiedzi' or 'Brak'.
import { Stack, Text } from '@mantine/core';
import { ui } from '@tourplanner/i18n-pl/ui';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

export type EmptyKind = 'photos' | 'answers' | 'none';

export interface EmptyStateProps {
  /** photos: 'Brak zdjęć', answers: 'Brak odpowiedzi', none: 'Brak'. */
  kind?: EmptyKind;
  /** Replaces the text of the kind. */
  children?: ReactNode;
  /** A second, smaller line. */
  description?: ReactNode;
  /** One line of dimmed text inside a sentence or a table cell, without icon. */
  inline?: boolean;
}

const ICONS: Record<EmptyKind, IconName> = { photos: 'photo', answers: 'inbox', none: 'inbox' };

export function EmptyState({ kind = 'none', children, description, inline = false }: EmptyStateProps) {
  const text = children ?? ui.empty[kind];
  if (inline) {
    return (
      <Text span c="dimmed" fs="italic" className="tp-empty" data-kind={kind}>
        {text}
      </Text>
    );
  }
  return (
    <Stack align="center" gap={6} py="lg" px="md" className="tp-empty" data-kind={kind}>
      <Text c="dimmed" lh={0}>
        <Icon name={ICONS[kind]} size={32} strokeWidth={1.5} />
      </Text>
      <Text c="dimmed" fw={500} ta="center">
        {text}
      </Text>
      {description && (
        <Text c="dimmed" size="sm" ta="center" maw={360}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
