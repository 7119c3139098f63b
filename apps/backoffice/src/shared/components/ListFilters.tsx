// The bar above a list searched and filtered on the server (locations, accounts): the search box,
// the screen's own filters, and on the right how many rows match on all pages.
import { Group, Text, TextInput } from '@mantine/core';
import { format } from '@tourplanner/i18n-pl/format';
import type { ReactNode } from 'react';

export interface ListFiltersProps {
  /** The screen's words: the search box's label and placeholder, and the count ('Kont: {count}'). */
  texts: { search: string; searchPlaceholder: string; count: string };
  search: string;
  onSearch: (search: string) => void;
  /** All matching rows, on every page. */
  count: number;
  /** The screen's other filters (selects, checkboxes). */
  children?: ReactNode;
}

export function ListFilters({ texts, search, onSearch, count, children }: ListFiltersProps) {
  return (
    <Group mb="md" align="flex-end" wrap="wrap">
      <TextInput
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        w={300}
      />
      {children}
      <Text size="sm" c="dimmed" mb={8} ml="auto">
        {format(texts.count, { count })}
      </Text>
    </Group>
  );
}
